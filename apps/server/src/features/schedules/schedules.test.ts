import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaveStatus, Role, type RoleId } from '@portal/shared';
import { auditEntries, holidayCalendars, leaveRequests, publicHolidays, users } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildUser, signedIn, signedInClientUser } from '../../test/factories.js';
import { buildLeave } from '../../test/record-factories.js';

type Headers = Record<string, string>;

const PART_TIME = [360, 360, 360, 360, 240, 0, 0];

describe('work schedules (docs/product/time-model.md#schedules)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const list = (headers: Headers, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}/schedules`, headers });
  const set = (headers: Headers, id: number, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/users/${id}/schedules`, headers, payload: payload as object });
  const auditRows = (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  describe('POST /api/users/{id}/schedules', () => {
    it('adds a week from a date: 201 {data}, audited', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await set(headers, person.id, { from_date: '2026-11-01', minutes: PART_TIME });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        data: { id: expect.any(Number), from_date: '2026-11-01', minutes: PART_TIME },
      });
      const [entry] = await auditRows('work_schedule.create');
      expect(entry).toMatchObject({
        actorId: admin.id,
        targetType: 'work_schedule',
        after: { user_id: person.id, from_date: '2026-11-01', minutes: PART_TIME },
      });
    });

    it('replaces the week that starts on the same date: 200, one period, audited with before and after', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const first = await set(headers, person.id, { from_date: '2026-11-01', minutes: PART_TIME });
      const fullTime = [480, 480, 480, 480, 480, 0, 0];

      const response = await set(headers, person.id, { from_date: '2026-11-01', minutes: fullTime });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ id: first.json().data.id, from_date: '2026-11-01', minutes: fullTime });
      expect((await list(headers, person.id)).json().data).toEqual([response.json().data]);
      const [entry] = await auditRows('work_schedule.replace');
      expect(entry).toMatchObject({ before: { minutes: PART_TIME }, after: { minutes: fullTime } });
    });

    it.each([
      ['six days', { from_date: '2026-11-01', minutes: [480, 480, 480, 480, 480, 0] }, 'minutes'],
      ['a day over 1440 minutes', { from_date: '2026-11-01', minutes: [1441, 0, 0, 0, 0, 0, 0] }, 'minutes.0'],
      ['negative minutes', { from_date: '2026-11-01', minutes: [0, 0, -1, 0, 0, 0, 0] }, 'minutes.2'],
      ['no date', { minutes: PART_TIME }, 'from_date'],
    ])('refuses %s with 400 and saves nothing', async (_label, payload, field) => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await set(headers, person.id, payload);

      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().errors).toHaveProperty([field]);
      expect((await list(headers, person.id)).json().data).toEqual([]);
    });

    it('refuses a USER with 403, also for themselves, and answers 404 for nobody', async () => {
      const employee = await as(Role.USER);
      const admin = await as(Role.ADMIN);

      const own = await set(employee.headers, employee.user.id, { from_date: '2026-11-01', minutes: PART_TIME });
      const nobody = await set(admin.headers, 9_999, { from_date: '2026-11-01', minutes: PART_TIME });

      expect(own.statusCode).toBe(403);
      expect(nobody.statusCode).toBe(404);
      expect(await auditRows('work_schedule.create')).toEqual([]);
    });
  });

  describe('GET /api/users/{id}/schedules', () => {
    it('answers the weeks newest first, to the person themselves and to admins', async () => {
      const admin = await as(Role.ADMIN);
      const employee = await as(Role.USER);
      await set(admin.headers, employee.user.id, { from_date: '2026-01-01', minutes: PART_TIME });
      await set(admin.headers, employee.user.id, { from_date: '2026-11-01', minutes: [300, 300, 300, 300, 300, 0, 0] });

      const own = await list(employee.headers, employee.user.id);
      const byAdmin = await list(admin.headers, employee.user.id);

      expect(own.statusCode).toBe(200);
      expect(own.json().data.map((week: { from_date: string }) => week.from_date)).toEqual([
        '2026-11-01',
        '2026-01-01',
      ]);
      expect(byAdmin.json()).toEqual(own.json());
    });

    it("refuses another employee's schedules with 403, a CLIENT user with 403, and answers 404 for nobody", async () => {
      const employee = await as(Role.USER);
      const colleague = await buildUser(t.database.db);
      const client = await signedInClientUser(t.app, t.database.db);
      const admin = await as(Role.ADMIN);

      expect((await list(employee.headers, colleague.id)).statusCode).toBe(403);
      expect((await list(client.headers, client.user.id)).statusCode).toBe(403);
      expect((await list(admin.headers, 9_999)).statusCode).toBe(404);
      expect((await list({}, colleague.id)).statusCode).toBe(401);
    });
  });
});

describe("a person's days (docs/product/time-model.md#plan, #target)", () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const days = (headers: Headers, id: number, from: string, to: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}/days?from=${from}&to=${to}`, headers });
  const addCalendar = async (name: string) => {
    const [row] = await t.database.db.insert(holidayCalendars).values({ name }).returning();
    return row!.id;
  };
  const approvedLeave = async (userId: number, fromDate: string, toDate: string, halves: object = {}) => {
    const leave = await buildLeave(t.database.db, { userId, fromDate, toDate, status: LeaveStatus.APPROVED });
    if (Object.keys(halves).length > 0)
      await t.database.db.update(leaveRequests).set(halves).where(eq(leaveRequests.id, leave.id));
  };

  it("plans the spec's week without a schedule: 8 hours Monday to Friday", async () => {
    const { headers, user } = await as(Role.USER);

    const response = await days(headers, user.id, '2026-11-23', '2026-11-29');

    expect(response.statusCode).toBe(200);
    const week = [480, 480, 480, 480, 480, 0, 0];
    expect(response.json()).toEqual({
      data: week.map((minutes, index) => ({
        date: `2026-11-${23 + index}`,
        scheduled_minutes: minutes,
        target_minutes: minutes,
        public_holiday: null,
        leave: 0,
      })),
      full_day_minutes: [480, 480, 480, 480, 480, 480, 480],
    });
  });

  it("follows the person's schedule, calendar, approved leave and employment", async () => {
    const { headers } = await as(Role.ADMIN);
    const lisbon = await addCalendar('Lisbon');
    const person = await buildUser(t.database.db, { name: 'Paula Part-time' });
    await t.database.db
      .update(users)
      .set({ holidayCalendarId: lisbon, endDate: '2026-11-26' })
      .where(eq(users.id, person.id));
    await t.app.inject({
      method: 'POST',
      url: `/api/users/${person.id}/schedules`,
      headers,
      payload: { from_date: '2026-11-01', minutes: PART_TIME },
    });
    await t.database.db.insert(publicHolidays).values([
      { calendarId: lisbon, date: '2026-11-25', title: 'Lisbon Day' },
      { calendarId: 1, date: '2026-11-26', title: 'Only in Default' },
    ]);
    await approvedLeave(person.id, '2026-11-23', '2026-11-24', { toHalf: 'morning' });
    await buildLeave(t.database.db, { userId: person.id, fromDate: '2026-11-26' });

    const response = await days(headers, person.id, '2026-11-23', '2026-11-29');

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { date: '2026-11-23', scheduled_minutes: 360, target_minutes: 0, public_holiday: null, leave: 1 },
      { date: '2026-11-24', scheduled_minutes: 360, target_minutes: 180, public_holiday: null, leave: 0.5 },
      { date: '2026-11-25', scheduled_minutes: 360, target_minutes: 0, public_holiday: 'Lisbon Day', leave: 0 },
      { date: '2026-11-26', scheduled_minutes: 360, target_minutes: 360, public_holiday: null, leave: 0 },
      // After the last day of employment: not planned (docs/product/time-model.md#employment).
      { date: '2026-11-27', scheduled_minutes: 0, target_minutes: 0, public_holiday: null, leave: 0 },
      { date: '2026-11-28', scheduled_minutes: 0, target_minutes: 0, public_holiday: null, leave: 0 },
      { date: '2026-11-29', scheduled_minutes: 0, target_minutes: 0, public_holiday: null, leave: 0 },
    ]);
    expect(response.json().full_day_minutes).toEqual([360, 360, 360, 360, 360, 360, 360]);
  });

  it("lets every employee read anyone's days, as their work logs; refuses a CLIENT user; 404 for nobody", async () => {
    const employee = await as(Role.USER);
    const colleague = await buildUser(t.database.db);
    const client = await signedInClientUser(t.app, t.database.db);

    expect((await days(employee.headers, colleague.id, '2026-11-23', '2026-11-29')).statusCode).toBe(200);
    expect((await days(client.headers, colleague.id, '2026-11-23', '2026-11-29')).statusCode).toBe(403);
    expect((await days(employee.headers, 9_999, '2026-11-23', '2026-11-29')).statusCode).toBe(404);
    expect((await days({}, colleague.id, '2026-11-23', '2026-11-29')).statusCode).toBe(401);
  });

  it('refuses a reversed range and one longer than the reports allow with 400', async () => {
    const { headers, user } = await as(Role.USER);

    const reversed = await days(headers, user.id, '2026-11-29', '2026-11-23');
    const tooLong = await days(headers, user.id, '2026-01-01', '2026-12-31');

    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toHaveProperty('from');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty('to');
  });

  it('asks the database as often for two months as for one day (set-based)', async () => {
    const { headers } = await as(Role.ADMIN);
    const person = await buildUser(t.database.db);
    for (const from of ['2026-10-01', '2026-11-01']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/users/${person.id}/schedules`,
        headers,
        payload: { from_date: from, minutes: PART_TIME },
      });
    }
    await t.database.db.insert(publicHolidays).values([
      { date: '2026-10-03', title: 'Unity Day' },
      { date: '2026-11-01', title: "All Saints' Day" },
    ]);
    await approvedLeave(person.id, '2026-10-12', '2026-10-16');
    await approvedLeave(person.id, '2026-11-09', '2026-11-09', { fromHalf: 'afternoon' });

    const oneDay = await queries.during(() => days(headers, person.id, '2026-10-01', '2026-10-01'));
    const twoMonths = await queries.during(() => days(headers, person.id, '2026-10-01', '2026-11-30'));

    expect((await days(headers, person.id, '2026-10-01', '2026-11-30')).json().data).toHaveLength(61);
    expect(twoMonths).toBe(oneDay);
  });
});
