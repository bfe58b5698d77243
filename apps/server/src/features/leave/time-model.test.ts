import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaveStatus, Role, type RoleId } from '@portal/shared';
import { allowances, auditEntries, leaveRequests, mailOutbox, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';
import * as timeModel from '../../test/time-model-factories.js';

type Headers = Record<string, string>;

/** The test clock's today is Monday 2026-11-23; this is the week after next, Monday to Friday. */
const MONDAY = '2026-11-30';
const WEDNESDAY = '2026-12-02';
const THURSDAY = '2026-12-03';
const FRIDAY = '2026-12-04';

describe('leave on each person’s time model (docs/product/time-model.md#half-days, #working-days, #calendars, #employment)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId = Role.USER) => signedIn(t.app, t.database.db, { roleId });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const request = (headers: Headers, userId: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/holidays',
      headers,
      payload: { type: 0, notes: 'Trip', requesting_id: userId, ...payload },
    });
  const allow = (userId: number, total: number, year = 2026) =>
    t.database.db.insert(allowances).values({ userId, year, total });
  const leftAll = async (userId: number, headers: Headers) =>
    (await get(`/api/days_available/${userId}`, headers)).json().data.available_days_left_all;
  const approverMail = () =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'root@example.com'));

  describe('half days end to end (docs/product/time-model.md#half-days)', () => {
    it('stores the halves, answers them on every read and counts a half day 0.5', async () => {
      const { headers, user } = await as();
      await allow(user.id, 25);

      const created = await request(headers, user.id, { from_date: FRIDAY, to_date: FRIDAY, from_half: 'afternoon' });

      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ from_half: 'afternoon', to_half: 'full', working_days: 0.5 });
      const [stored] = await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.requestingId, user.id));
      expect(stored).toMatchObject({ fromHalf: 'afternoon', toHalf: 'full' });
      const mine = (await get(`/api/holidays/requesting/${user.id}`, headers)).json().data;
      expect(mine).toEqual([expect.objectContaining({ from_half: 'afternoon', to_half: 'full', working_days: 0.5 })]);
      const onDay = (await get(`/api/user/${user.id}/holidays/day/${FRIDAY}`, headers)).json().data;
      expect(onDay).toEqual([expect.objectContaining({ from_half: 'afternoon', to_half: 'full' })]);
      expect(await leftAll(user.id, headers)).toBe(24.5);
    });

    it('keeps the halves in the audit rows of a request and of its withdrawal', async () => {
      const { headers, user } = await as();
      await allow(user.id, 25);
      const created = await request(headers, user.id, { from_date: MONDAY, to_date: FRIDAY, to_half: 'morning' });
      const id = created.json().data.id;

      await t.app.inject({ method: 'DELETE', url: `/api/holidays/${id}`, headers });

      const rows = await t.database.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.targetId, String(id)));
      const byAction = Object.fromEntries(rows.map((row) => [row.action, row]));
      expect(byAction['leave.request']?.after).toMatchObject({
        from_half: 'full',
        to_half: 'morning',
        working_days: 4.5,
      });
      expect(byAction['leave.withdraw']?.before).toMatchObject({ from_half: 'full', to_half: 'morning' });
    });

    it('tells the approver the count in halves, in their language', async () => {
      const { headers, user } = await as();
      await allow(user.id, 25);

      await request(headers, user.id, { from_date: MONDAY, to_date: WEDNESDAY, from_half: 'afternoon' });
      await t.database.db.update(users).set({ language: 'de' }).where(eq(users.email, 'root@example.com'));
      await request(headers, user.id, { from_date: FRIDAY, to_date: FRIDAY, to_half: 'morning' });

      const [english, german] = await approverMail();
      expect(english?.text).toContain('(2.5 working days)');
      expect(german?.text).toContain('(0,5 Arbeitstage)');
    });

    it('refuses Annual leave beyond the balance in halves and names the half left', async () => {
      const { headers, user } = await as();
      await allow(user.id, 1);

      const tooMuch = await request(headers, user.id, { from_date: MONDAY, to_date: '2026-12-01', to_half: 'morning' });
      const half = await request(headers, user.id, { from_date: MONDAY, to_date: MONDAY, from_half: 'afternoon' });
      const whole = await request(headers, user.id, { from_date: THURSDAY, to_date: THURSDAY });
      await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, user.id));
      const wholeInGerman = await request(headers, user.id, { from_date: THURSDAY, to_date: THURSDAY });
      const otherHalf = await request(headers, user.id, { from_date: FRIDAY, to_date: FRIDAY, to_half: 'morning' });

      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({
        code: 'NOT_ENOUGH_DAYS',
        message: 'Not enough holiday days left: 1 day left.',
      });
      expect(half.statusCode).toBe(201);
      expect(whole.statusCode).toBe(400);
      expect(whole.json().message).toBe('Not enough holiday days left: 0.5 days left.');
      expect(wholeInGerman.json().message).toBe('Nicht genügend Urlaubstage übrig: nur noch 0,5 Tage.');
      expect(otherHalf.statusCode).toBe(201);
      expect(await leftAll(user.id, headers)).toBe(0);
    });
  });

  describe('working days and balances on the person’s schedule, calendar and employment (docs/product/time-model.md#schedules, #calendars, #employment)', () => {
    it('charges a part-timer (4 days × 6 h) 4 days for Monday to Friday', async () => {
      const { headers, user } = await as();
      await timeModel.buildSchedule(t.database.db, user.id, '2026-01-01', timeModel.FOUR_DAYS_OF_SIX_HOURS);
      await allow(user.id, 25);
      await timeModel.buildHalfLeave(t.database.db, { userId: user.id, fromDate: MONDAY, toDate: FRIDAY });

      const mine = (await get(`/api/holidays/requesting/${user.id}`, headers)).json().data;

      expect(mine[0].working_days).toBe(4);
      expect(await leftAll(user.id, headers)).toBe(21);
    });

    it('charges a half day 0.5: the balance reads 12.5 on every balance read', async () => {
      const { headers, user } = await as();
      const admin = await as(Role.ADMIN);
      await allow(user.id, 13);
      await timeModel.buildHalfLeave(t.database.db, { userId: user.id, fromDate: FRIDAY, fromHalf: 'afternoon' });

      const days = (await get(`/api/days_available/${user.id}`, headers)).json().data;
      const own = (await get('/api/user', headers)).json().data;
      const asAdmin = (await get(`/api/users/${user.id}`, admin.headers)).json();

      expect(days).toMatchObject({ available_days_left_current: 12.5, available_days_left_all: 12.5 });
      expect(own).toMatchObject({ available_days_left_current: 12.5, available_days_left_all: 12.5 });
      expect(asAdmin).toMatchObject({ available_days_left_current: 12.5, available_days_left_all: 12.5 });
    });

    it("charges a public holiday of another calendar, not one of the person's own", async () => {
      const { headers, user } = await as();
      const lisbon = await timeModel.buildCalendar(t.database.db, 'Lisbon');
      await timeModel.setPersonTime(t.database.db, user.id, { holidayCalendarId: lisbon.id });
      await timeModel.buildCalendarHoliday(t.database.db, 1, WEDNESDAY, 'Berlin only');
      await timeModel.buildCalendarHoliday(t.database.db, lisbon.id, THURSDAY, 'Lisbon only');
      await allow(user.id, 25);

      const created = await request(headers, user.id, { from_date: MONDAY, to_date: FRIDAY });

      expect(created.json().data.working_days).toBe(4);
      expect(await leftAll(user.id, headers)).toBe(21);
    });

    it('charges no day after the end of the employment', async () => {
      const { headers, user } = await as();
      await timeModel.setPersonTime(t.database.db, user.id, { endDate: WEDNESDAY });
      await allow(user.id, 25);
      await timeModel.buildHalfLeave(t.database.db, { userId: user.id, fromDate: MONDAY, toDate: FRIDAY });

      const mine = (await get(`/api/holidays/requesting/${user.id}`, headers)).json().data;

      expect(mine[0].working_days).toBe(3);
      expect(await leftAll(user.id, headers)).toBe(22);
    });

    it('keeps the figures of the default schedule: Monday to Friday is 5 days', async () => {
      const { headers, user } = await as();
      await allow(user.id, 25);

      const created = await request(headers, user.id, { from_date: MONDAY, to_date: FRIDAY });

      expect(created.json().data.working_days).toBe(5);
      expect(await leftAll(user.id, headers)).toBe(20);
    });

    it('gives the approval context the working days and balance on the schedule, in halves', async () => {
      const admin = await as(Role.ADMIN);
      const { user } = await as();
      await timeModel.buildSchedule(t.database.db, user.id, '2026-01-01', timeModel.FOUR_DAYS_OF_SIX_HOURS);
      await allow(user.id, 25);
      const week = await timeModel.buildHalfLeave(t.database.db, {
        userId: user.id,
        fromDate: MONDAY,
        toDate: FRIDAY,
        status: LeaveStatus.PENDING,
      });
      const half = await timeModel.buildHalfLeave(t.database.db, {
        userId: user.id,
        fromDate: '2026-12-07',
        toHalf: 'morning',
        status: LeaveStatus.PENDING,
      });

      const contexts = (await get('/api/holidays/pending_context', admin.headers)).json().data;

      expect(contexts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ request_id: week.id, working_days: 4, balance_left_after: 20.5 }),
          expect.objectContaining({ request_id: half.id, working_days: 0.5, balance_left_after: 20.5 }),
        ]),
      );
    });

    it('gives the approval context the balance the balances show, leave reaching into the year after next included', async () => {
      const admin = await as(Role.ADMIN);
      const { user } = await as();
      await allow(user.id, 25);
      await allow(user.id, 25, 2027);
      // Balances as of 2026 read the time models up to the end of 2028 (domain/leave/leave-balances.ts): this holiday
      // makes the approved leave below 9 working days, not 10.
      await timeModel.buildCalendarHoliday(t.database.db, 1, '2028-01-06', 'Epiphany');
      await timeModel.buildHalfLeave(t.database.db, { userId: user.id, fromDate: '2027-12-27', toDate: '2028-01-07' });
      const pending = await timeModel.buildHalfLeave(t.database.db, {
        userId: user.id,
        fromDate: MONDAY,
        toDate: FRIDAY,
        status: LeaveStatus.PENDING,
      });

      const contexts = (await get('/api/holidays/pending_context', admin.headers)).json().data;

      const context = contexts.find((each: { request_id: number }) => each.request_id === pending.id);
      expect(context).toMatchObject({ working_days: 5, balance_left_after: 36 });
      expect(await leftAll(user.id, admin.headers)).toBe(36);
    });
  });
});
