import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBalances, LeaveStatus, Role, type IsoDate } from '@portal/shared';
import {
  allowancesArbitrary,
  employmentArbitrary,
  holidaysArbitrary,
  playSteps,
  schedulesArbitrary,
  stepsArbitrary,
  type LeaveStep,
} from '../../../../../packages/shared/src/test/time-model-arbitraries.js';
import { allowances } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildUser, signedIn, signIn } from '../../test/factories.js';
import { buildLeaveType } from '../../test/record-factories.js';
import { buildCalendar, buildCalendarHoliday, buildSchedule, setPersonTime } from '../../test/time-model-factories.js';

type Headers = Record<string, string>;

const STATUS_OF = { approve: LeaveStatus.APPROVED, decline: LeaveStatus.DECLINED } as const;

/**
 * docs/product/time-model.md: the server's balance (GET /days_available/{id}) is the web's (computeBalances, the
 * shared rule the web calls) on the same generated schedules, calendar, employment and sequence of requests,
 * approvals, declines and withdrawals made through the API.
 */
describe('the server and the shared rules agree on balances (fast-check, docs/product/time-model.md)', () => {
  const t = useTestContext();

  const put = (headers: Headers, id: number, status: number) =>
    t.app.inject({ method: 'PUT', url: `/api/holidays/${id}`, headers, payload: { status } });

  /** Plays `steps` through the API as playSteps plays them on the model; the ids of the requests made, by model id. */
  async function playThroughApi(steps: readonly LeaveStep[], personId: number, admin: Headers, own: Headers) {
    const made: { id: number; status: number }[] = [];
    for (const step of steps) {
      if (step.kind === 'request') {
        const { kind: _kind, ...fields } = step;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/holidays',
          headers: admin,
          payload: { ...fields, notes: 'Generated', requesting_id: personId },
        });
        if (response.statusCode === 201) made.push({ id: response.json().data.id, status: LeaveStatus.PENDING });
        else expect(response.json().code).toBe('LEAVE_DATES_TAKEN');
        continue;
      }
      const live = made.filter((request) => request.status !== -1);
      const target = live[step.target % Math.max(live.length, 1)];
      if (!target) continue;
      if (step.kind === 'withdraw') {
        if (target.status !== LeaveStatus.PENDING) continue;
        const response = await t.app.inject({ method: 'DELETE', url: `/api/holidays/${target.id}`, headers: own });
        expect(response.statusCode).toBe(204);
        target.status = -1;
      } else if (step.kind === 'decline' || target.status !== LeaveStatus.DECLINED) {
        expect((await put(admin, target.id, STATUS_OF[step.kind])).statusCode).toBe(200);
        target.status = STATUS_OF[step.kind];
      }
    }
    return made.filter((request) => request.status !== -1);
  }

  it('GET /api/days_available/{id} equals computeBalances on the same inputs', async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    // The generated steps use a company's own type 7 that is not charged (docs/product/leave.md#types).
    await buildLeaveType(t.database.db, { id: 7, name: 'Training' });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        schedulesArbitrary,
        holidaysArbitrary,
        employmentArbitrary,
        allowancesArbitrary,
        stepsArbitrary,
        async (schedules, holidays, employment, allowed, steps) => {
          run += 1;
          const person = await buildUser(t.database.db);
          const calendar = await buildCalendar(t.database.db, `Location ${run}`);
          await setPersonTime(t.database.db, person.id, {
            holidayCalendarId: calendar.id,
            startDate: employment.start_date,
            endDate: employment.end_date,
          });
          for (const date of holidays) await buildCalendarHoliday(t.database.db, calendar.id, date);
          for (const schedule of schedules)
            await buildSchedule(t.database.db, person.id, schedule.from_date, schedule.minutes);
          await t.database.db
            .insert(allowances)
            .values(Object.entries(allowed).map(([year, total]) => ({ userId: person.id, year: Number(year), total })));
          const own = { authorization: `Bearer ${await signIn(t.app, person.email)}` };

          const stored = await playThroughApi(steps, person.id, admin.headers, own);
          const response = await t.app.inject({ method: 'GET', url: `/api/days_available/${person.id}`, headers: own });

          const model = playSteps(steps);
          expect(stored.map((request) => request.status)).toEqual(model.map((request) => request.status));
          const expected = computeBalances({ year: 2026, today: '2026-11-24' }, allowed, model, {
            schedules,
            publicHolidays: new Set<IsoDate>(holidays),
            employment,
          });
          expect(response.json().data).toEqual(expected);
        },
      ),
      { numRuns: 10 },
    );
  });
});
