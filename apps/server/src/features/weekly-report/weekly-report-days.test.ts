import { describe, expect, it } from 'vitest';
import { LeaveStatus, Role } from '@portal/shared';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildApprovedLeave, buildLeave, buildPublicHoliday, buildWorkLog } from '../../test/record-factories.js';
import { useWeeklyReportKit, type ReportRow, WEEK } from './weekly-report-test-kit.js';

describe('GET /api/weekly/logs (docs/product/people-and-clients.md#users-screen weekly report, docs/product/time-and-week.md#day-bar employees table day status)', () => {
  const { t, as, report, rowOf, dayOf } = useWeeklyReportKit();

  it('answers 401 without a token', async () => {
    const response = await report({}, WEEK);

    expect(response.statusCode).toBe(401);
  });

  describe('invalid input', () => {
    it('requires from and to as YYYY-MM-DD', async () => {
      const { headers } = await as(Role.ADMIN);

      const missing = await report(headers, '');
      const malformed = await report(headers, '?from=16.11.2026&to=2026-11-22');

      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['from', 'to']));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ from: ['Date must be in YYYY-MM-DD format'] });
    });

    it('refuses ids and dates the database cannot hold with 400, not 500', async () => {
      const { headers } = await as(Role.ADMIN);

      const hugeId = await report(headers, `${WEEK}&user_ids=3,3000000000`);
      const yearZero = await report(headers, '?from=0000-01-01&to=0000-01-05');

      expect(hugeId.statusCode).toBe(400);
      expect(hugeId.json().errors).toEqual({ user_ids: ['user_ids has an id that cannot exist'] });
      expect(yearZero.statusCode).toBe(400);
      expect(yearZero.json().errors).toEqual({
        from: ['Date must be between 1900-01-01 and 2099-12-31'],
        to: ['Date must be between 1900-01-01 and 2099-12-31'],
      });
    });

    it('refuses a start after the end', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await report(headers, '?from=2026-11-23&to=2026-11-22');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'The start date cannot be after the end date.',
        errors: { from: ['The start date cannot be after the end date.'] },
      });
    });

    it('refuses a range longer than 62 days and accepts one of exactly 62', async () => {
      const { headers } = await as(Role.ADMIN);

      const tooLong = await report(headers, '?from=2026-01-01&to=2026-03-04');
      const longest = await report(headers, '?from=2026-01-01&to=2026-03-03');

      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'A range can span at most 62 days.',
        errors: { to: ['A range can span at most 62 days.'] },
      });
      expect(longest.statusCode).toBe(200);
      expect(longest.json().data[0].days).toHaveLength(62);
    });
  });

  it('refuses a USER and a CLIENT user with 403', async () => {
    const client = await buildClient(t.database.db);
    const employee = await as(Role.USER);
    const clientUser = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

    const byEmployee = await report(employee.headers, WEEK);
    const byClient = await report(clientUser.headers, WEEK);

    expect(byEmployee.statusCode).toBe(403);
    expect(byClient.statusCode).toBe(403);
  });

  it('lists every active employee with one entry per day of the range, and no one else', async () => {
    const { headers, user: admin } = await as(Role.ADMIN);
    const client = await buildClient(t.database.db);
    const employee = await buildUser(t.database.db);
    const gone = await buildUser(t.database.db, { active: false });
    const clientUser = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: client.id });

    const response = await report(headers, WEEK);

    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as ReportRow[]).map((row) => row.user_id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, employee.id]));
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(clientUser.id);
    expect(rowOf(response.json(), employee.id)?.days.map((day) => day.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('lists only the people of user_ids, when given, deactivated ones too (a page of the users screen, docs/product/http-contract.md#scale; docs/product/roles-and-access.md#deactivation)', async () => {
    const { headers, user: admin } = await as(Role.ADMIN);
    const first = await buildUser(t.database.db);
    const second = await buildUser(t.database.db);
    const gone = await buildUser(t.database.db, { active: false });

    const response = await report(headers, `${WEEK}&user_ids=${first.id},${second.id},${gone.id}`);

    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as ReportRow[]).map((row) => row.user_id);
    expect(ids.sort()).toEqual([first.id, second.id, gone.id].sort());
    expect(ids).not.toContain(admin.id);
  });

  it.each([
    { list: '1,,2', what: 'an empty id' },
    { list: 'a,b', what: 'ids that are not numbers' },
    { list: '-1', what: 'a negative id' },
    { list: Array.from({ length: 251 }, (_, i) => i + 1).join(','), what: '251 ids' },
  ])('refuses $what in user_ids with 400 (docs/product/http-contract.md#errors)', async ({ list }) => {
    const { headers } = await as(Role.ADMIN);

    const response = await report(headers, `${WEEK}&user_ids=${list}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('user_ids');
  });

  it('sums the minutes of a day and marks under, exactly and over 8 hours', async () => {
    const { headers } = await as(Role.ADMIN);
    const person = await buildUser(t.database.db);
    const acme = await buildClient(t.database.db);
    const globex = await buildClient(t.database.db);
    const log = (date: string, minutes: number, clientId = acme.id) =>
      buildWorkLog(t.database.db, { userId: person.id, clientId, date, minutes });
    await log('2026-11-15', 600); // the Sunday before the range
    await log('2026-11-16', 240);
    await log('2026-11-16', 240, globex.id);
    await log('2026-11-17', 479);
    await log('2026-11-18', 300);
    await log('2026-11-18', 181, globex.id);
    await log('2026-11-23', 600); // the Monday after the range

    const response = await report(headers, WEEK);

    const row = rowOf(response.json(), person.id);
    expect(row?.days.slice(0, 4)).toEqual([
      { date: '2026-11-16', minutes: 480, status: 'success', scheduled_minutes: 480 },
      { date: '2026-11-17', minutes: 479, status: 'insufficient', scheduled_minutes: 480 },
      { date: '2026-11-18', minutes: 481, status: 'overtime', scheduled_minutes: 480 },
      { date: '2026-11-19', minutes: 0, status: 'insufficient', scheduled_minutes: 480 },
    ]);
    expect(row?.days.reduce((sum, day) => sum + day.minutes, 0)).toBe(1440);
  });

  it("counts only the person's own logs", async () => {
    const { headers } = await as(Role.ADMIN);
    const anna = await buildUser(t.database.db);
    const ben = await buildUser(t.database.db);
    const client = await buildClient(t.database.db);
    await buildWorkLog(t.database.db, { userId: anna.id, clientId: client.id, date: '2026-11-16', minutes: 480 });

    const response = await report(headers, WEEK);

    expect(dayOf(rowOf(response.json(), anna.id), '2026-11-16')).toMatchObject({ minutes: 480, status: 'success' });
    expect(dayOf(rowOf(response.json(), ben.id), '2026-11-16')).toMatchObject({ minutes: 0, status: 'insufficient' });
  });

  it('marks a public holiday nat_holiday for everybody, over logged time and approved leave', async () => {
    const { headers } = await as(Role.ADMIN);
    const anna = await buildUser(t.database.db);
    const ben = await buildUser(t.database.db);
    const client = await buildClient(t.database.db);
    await buildPublicHoliday(t.database.db, '2026-11-19');
    await buildWorkLog(t.database.db, { userId: anna.id, clientId: client.id, date: '2026-11-19', minutes: 480 });
    await buildApprovedLeave(t.database.db, { userId: ben.id, fromDate: '2026-11-19' });

    const response = await report(headers, WEEK);

    expect(dayOf(rowOf(response.json(), anna.id), '2026-11-19')).toEqual({
      date: '2026-11-19',
      minutes: 480,
      status: 'nat_holiday',
      scheduled_minutes: 480,
    });
    expect(dayOf(rowOf(response.json(), ben.id), '2026-11-19')?.status).toBe('nat_holiday');
    expect(dayOf(rowOf(response.json(), anna.id), '2026-11-18')?.status).toBe('insufficient');
  });

  it('marks every day of approved leave holiday, also leave that began before the range', async () => {
    const { headers } = await as(Role.ADMIN);
    const person = await buildUser(t.database.db);
    const client = await buildClient(t.database.db);
    await buildApprovedLeave(t.database.db, { userId: person.id, fromDate: '2026-11-10', toDate: '2026-11-17' });
    await buildApprovedLeave(t.database.db, { userId: person.id, fromDate: '2026-11-20', type: 1 });
    await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date: '2026-11-20', minutes: 120 });

    const response = await report(headers, WEEK);

    const weekdays = rowOf(response.json(), person.id)
      ?.days.slice(0, 5)
      .map((day) => day.status);
    expect(weekdays).toEqual(['holiday', 'holiday', 'insufficient', 'insufficient', 'holiday']);
    expect(dayOf(rowOf(response.json(), person.id), '2026-11-20')?.minutes).toBe(120);
  });

  it('ignores pending and declined leave', async () => {
    const { headers } = await as(Role.ADMIN);
    const person = await buildUser(t.database.db);
    await buildLeave(t.database.db, { userId: person.id, fromDate: '2026-11-16', status: LeaveStatus.PENDING });
    await buildLeave(t.database.db, { userId: person.id, fromDate: '2026-11-17', status: LeaveStatus.DECLINED });

    const response = await report(headers, WEEK);

    const row = rowOf(response.json(), person.id);
    expect(dayOf(row, '2026-11-16')?.status).toBe('insufficient');
    expect(dayOf(row, '2026-11-17')?.status).toBe('insufficient');
  });

  it("does not give one person's leave to another", async () => {
    const { headers } = await as(Role.ADMIN);
    const anna = await buildUser(t.database.db);
    const ben = await buildUser(t.database.db);
    await buildApprovedLeave(t.database.db, { userId: anna.id, fromDate: '2026-11-16' });

    const response = await report(headers, WEEK);

    expect(dayOf(rowOf(response.json(), anna.id), '2026-11-16')?.status).toBe('holiday');
    expect(dayOf(rowOf(response.json(), ben.id), '2026-11-16')?.status).toBe('insufficient');
  });

  it('lists the route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toContain('GET /api/weekly/logs user-report:read');
  });
});
