import { describe, expect, it } from 'vitest';
import { LeaveStatus } from '@portal/shared';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import * as timeModel from '../../test/time-model-factories.js';
import { allowances } from '../../platform/db/schema.js';
import { balancesOf, balancesOfMany } from './leave-balances.js';
import { chooseCarryOverUntil } from './leave-settings.js';

const AS_OF = { year: 2026, today: '2026-03-10' };

/**
 * docs/product/leave.md#balances for many people at once (the expiry notice, docs/product/leave.md#expiry-notice): each
 * person's as balancesOf has them, from as many queries for 30 people as for 3 (docs/product/http-contract.md#scale).
 */
describe('balancesOfMany', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);
  const db = () => t.database.db;

  /** `count` people, every other one part-time on another calendar, with allowances, half days and pending leave. */
  const addPeople = async (count: number): Promise<number[]> => {
    const lisbon = await timeModel.buildCalendar(db(), `Lisbon ${count}`);
    await timeModel.buildCalendarHoliday(db(), lisbon.id, '2026-02-03');
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const person = await buildUser(db());
      ids.push(person.id);
      if (index % 2 === 1) {
        await timeModel.setPersonTime(db(), person.id, { holidayCalendarId: lisbon.id, startDate: '2025-06-01' });
        await timeModel.buildSchedule(db(), person.id, '2025-01-01', timeModel.FOUR_DAYS_OF_SIX_HOURS);
      }
      await db()
        .insert(allowances)
        .values([
          { userId: person.id, year: 2025, total: 10 + index },
          { userId: person.id, year: 2026, total: 25 },
        ]);
      await timeModel.buildHalfLeave(db(), {
        userId: person.id,
        fromDate: '2026-02-02',
        toDate: '2026-02-04',
        toHalf: 'morning',
      });
      await timeModel.buildHalfLeave(db(), {
        userId: person.id,
        fromDate: '2026-03-30',
        toDate: '2026-04-02',
        status: LeaveStatus.PENDING,
      });
    }
    return ids;
  };

  it("gives each person's balances as balancesOf does, on their own schedule and calendar", async () => {
    await chooseCarryOverUntil(db(), '03-31');
    const ids = await addPeople(4);

    const many = await balancesOfMany(db(), ids, AS_OF);

    for (const id of ids) expect(many.get(id)).toEqual(await balancesOf(db(), id, AS_OF));
    expect([...many.values()].map((balances) => balances.available_days_left_prev)).toEqual([5.5, 7.5, 7.5, 9.5]);
  });

  it('sends as many queries for 30 people as for 3', async () => {
    await chooseCarryOverUntil(db(), '03-31');
    const few = await addPeople(3);
    const many = [...few, ...(await addPeople(27))];

    const forFew = await queries.during(() => balancesOfMany(db(), few, AS_OF));
    const forMany = await queries.during(async () => {
      expect((await balancesOfMany(db(), many, AS_OF)).size).toBe(30);
    });

    expect(forMany).toBe(forFew);
  });
});
