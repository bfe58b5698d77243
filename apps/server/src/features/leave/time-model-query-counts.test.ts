import { describe, expect, it } from 'vitest';
import { LeaveStatus, Role } from '@portal/shared';
import { allowances } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';
import * as timeModel from '../../test/time-model-factories.js';

type Headers = Record<string, string>;

/**
 * docs/product/time-model.md with the set-based reads of docs/product/http-contract.md#scale: the reads that use
 * each person's schedule, calendar, employment and half days send as many queries for 3 people as for 30, for a
 * week as for two months, whatever their schedules, calendars and half-day requests.
 */
describe('time-model reads stay set-based (docs/product/http-contract.md#scale, docs/product/time-model.md)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  /** Three calendars with holidays, and a client everyone works for. */
  const company = async () => {
    const calendars = [
      1,
      (await timeModel.buildCalendar(t.database.db, 'Lisbon')).id,
      (await timeModel.buildCalendar(t.database.db, 'Vienna')).id,
    ];
    for (const [index, calendarId] of calendars.entries()) {
      await timeModel.buildCalendarHoliday(t.database.db, calendarId, `2026-11-1${index + 7}`);
      await timeModel.buildCalendarHoliday(t.database.db, calendarId, `2026-10-0${index + 5}`);
    }
    return { calendars, acme: await buildClient(t.database.db) };
  };

  /**
   * `count` people spread over the calendars, every other one a part-timer with two schedules, some with employment
   * dates, each with an approved half day, a pending request ending at noon, an allowance, an assignment and a log.
   */
  const addPeople = async (count: number, { calendars, acme }: Awaited<ReturnType<typeof company>>) => {
    for (let index = 0; index < count; index += 1) {
      const person = await buildUser(t.database.db);
      await timeModel.setPersonTime(t.database.db, person.id, {
        holidayCalendarId: calendars[index % calendars.length]!,
        startDate: index % 4 === 0 ? '2026-10-12' : null,
      });
      if (index % 2 === 1) {
        await timeModel.buildSchedule(t.database.db, person.id, '2026-01-01', timeModel.FOUR_DAYS_OF_SIX_HOURS);
        await timeModel.buildSchedule(t.database.db, person.id, '2026-11-01', [300, 300, 300, 300, 300, 0, 0]);
      }
      await t.database.db.insert(allowances).values({ userId: person.id, year: 2026, total: 25 });
      await buildAssignment(t.database.db, { userId: person.id, clientId: acme.id });
      await timeModel.buildHalfLeave(t.database.db, {
        userId: person.id,
        fromDate: '2026-11-18',
        fromHalf: 'afternoon',
      });
      await timeModel.buildHalfLeave(t.database.db, {
        userId: person.id,
        fromDate: '2026-12-07',
        toDate: '2026-12-09',
        toHalf: 'morning',
        status: LeaveStatus.PENDING,
      });
      await buildWorkLog(t.database.db, { userId: person.id, clientId: acme.id, date: '2026-11-16', minutes: 300 });
    }
  };

  /** The queries of `read` for 3 people and for 30. */
  const countsFor = async (read: (few: boolean) => Promise<unknown>) => {
    const setting = await company();
    await addPeople(3, setting);
    const few = await queries.during(() => read(true));
    await addPeople(27, setting);
    const many = await queries.during(() => read(false));
    return { few, many };
  };

  it('the weekly report (the employees table) for a week of 3 people and two months of 30', async () => {
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const report = (few: boolean) =>
      get(`/api/weekly/logs?from=${few ? '2026-11-16' : '2026-10-01'}&to=2026-11-22`, headers);

    const { few, many } = await countsFor(async (isFew) => {
      const response = await report(isFew);
      expect(response.json().data).toHaveLength(isFew ? 5 : 32);
    });

    expect(many).toBe(few);
  });

  it('the team calendar', async () => {
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

    const { few, many } = await countsFor(async (isFew) => {
      const response = await get('/api/team_calendar?year=2026', headers);
      expect(response.json().data.leave).toHaveLength(isFew ? 6 : 60);
    });

    expect(many).toBe(few);
  });

  it('the approval context and a page of requests with their working days', async () => {
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

    const { few, many } = await countsFor(async (isFew) => {
      const contexts = await get('/api/holidays/pending_context', headers);
      const page = await get('/api/holidays?status=0&page=1&page_size=30', headers);
      expect(contexts.json().data).toHaveLength(isFew ? 3 : 30);
      expect(page.json().data).toHaveLength(isFew ? 3 : 30);
    });

    expect(many).toBe(few);
  });

  it("a person's balances, whatever their schedules, calendar and half-day requests", async () => {
    const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    await t.database.db.insert(allowances).values({ userId: user.id, year: 2026, total: 25 });
    await timeModel.buildHalfLeave(t.database.db, { userId: user.id, fromDate: '2026-01-05', fromHalf: 'afternoon' });
    const few = await queries.during(() => get(`/api/days_available/${user.id}`, headers));
    const lisbon = await timeModel.buildCalendar(t.database.db, 'Lisbon');
    await timeModel.setPersonTime(t.database.db, user.id, { holidayCalendarId: lisbon.id, startDate: '2025-03-01' });
    for (let month = 1; month <= 9; month += 1) {
      const date = `2026-0${month}-15`;
      await timeModel.buildSchedule(t.database.db, user.id, `2026-0${month}-01`, timeModel.FOUR_DAYS_OF_SIX_HOURS);
      await timeModel.buildCalendarHoliday(t.database.db, lisbon.id, date);
      await timeModel.buildHalfLeave(t.database.db, {
        userId: user.id,
        fromDate: `2026-0${month}-20`,
        toHalf: 'morning',
      });
    }

    const many = await queries.during(async () => {
      const response = await get(`/api/days_available/${user.id}`, headers);
      expect(response.json().data.available_days_left_all).toBeLessThan(25);
    });

    expect(many).toBe(few);
  });
});
