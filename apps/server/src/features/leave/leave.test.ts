import { describe, expect, it } from 'vitest';
import { LeaveStatus, Role, type RoleId } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { buildUser, signedIn, signedInClientUser } from '../../test/factories.js';
import { buildApprovedLeave, buildLeave, buildPublicHoliday } from '../../test/record-factories.js';

type Headers = Record<string, string>;

const START_AFTER_END = 'The start date cannot be after the end date.';

describe("GET /api/range/holidays (docs/product/leave.md#request-form: the week's holidays)", () => {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const holidays = (headers: Headers, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/range/holidays${query}`, headers });

  it('answers 401 without a token', async () => {
    const response = await holidays({}, '?user_id=1&from=2026-11-16&to=2026-11-22');

    expect(response.statusCode).toBe(401);
  });

  describe('invalid input', () => {
    it('requires user_id, from and to', async () => {
      const { headers } = await as(Role.USER);

      const response = await holidays(headers, '');

      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['user_id', 'from', 'to']));
    });

    it('refuses a malformed date', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await holidays(headers, `?user_id=${user.id}&from=2026-11-16&to=22.11.2026`);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ to: ['Date must be in YYYY-MM-DD format'] });
    });

    it('refuses a start after the end', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await holidays(headers, `?user_id=${user.id}&from=2026-11-23&to=2026-11-22`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: START_AFTER_END,
        errors: { from: [START_AFTER_END] },
      });
    });
  });

  it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
    const person = await buildUser(t.database.db);
    const { headers } = await signedInClientUser(t.app, t.database.db);

    const response = await holidays(headers, `?user_id=${person.id}&from=2026-11-16&to=2026-11-22`);

    expect(response.statusCode).toBe(403);
  });

  it('answers a plain JSON array of the approved leave days, clipped to the range', async () => {
    const { headers, user } = await as(Role.USER);
    await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-11-12', toDate: '2026-11-17' });
    await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-11-20', toDate: '2026-11-25' });

    const response = await holidays(headers, `?user_id=${user.id}&from=2026-11-16&to=2026-11-22`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['2026-11-16', '2026-11-17', '2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('leaves out pending and declined requests', async () => {
    const { headers, user } = await as(Role.USER);
    await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-11-16', status: LeaveStatus.PENDING });
    await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-11-17', status: LeaveStatus.DECLINED });
    await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-11-18' });

    const response = await holidays(headers, `?user_id=${user.id}&from=2026-11-16&to=2026-11-22`);

    expect(response.json()).toEqual(['2026-11-18']);
  });

  it("leaves out other people's leave and leave outside the range", async () => {
    const { headers, user } = await as(Role.USER);
    const colleague = await buildUser(t.database.db);
    await buildApprovedLeave(t.database.db, { userId: colleague.id, fromDate: '2026-11-16' });
    await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-11-15' });
    await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-11-23' });

    const response = await holidays(headers, `?user_id=${user.id}&from=2026-11-16&to=2026-11-22`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('counts both ends of the range and names a day once when two approved requests cover it', async () => {
    const { headers, user } = await as(Role.USER);
    await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-11-16' });
    await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-11-22', toDate: '2026-11-22', type: 1 });
    await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-11-10', toDate: '2026-11-16' });

    const response = await holidays(headers, `?user_id=${user.id}&from=2026-11-16&to=2026-11-22`);

    expect(response.json()).toEqual(['2026-11-16', '2026-11-22']);
  });

  it('answers a one-day range', async () => {
    const { headers, user } = await as(Role.USER);
    await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-11-01', toDate: '2026-11-30' });

    const response = await holidays(headers, `?user_id=${user.id}&from=2026-11-18&to=2026-11-18`);

    expect(response.json()).toEqual(['2026-11-18']);
  });

  it('answers leave days only, not public holidays', async () => {
    const { headers, user } = await as(Role.USER);
    await buildPublicHoliday(t.database.db, '2026-11-18');

    const response = await holidays(headers, `?user_id=${user.id}&from=2026-11-16&to=2026-11-22`);

    expect(response.json()).toEqual([]);
  });

  it("lets any employee read another employee's holidays for the week (docs/product/roles-and-access.md#employees)", async () => {
    const owner = await buildUser(t.database.db);
    await buildApprovedLeave(t.database.db, { userId: owner.id, fromDate: '2026-11-19' });
    const { headers } = await as(Role.USER);

    const response = await holidays(headers, `?user_id=${owner.id}&from=2026-11-16&to=2026-11-22`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['2026-11-19']);
  });

  it('lists the route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toContain('GET /api/range/holidays leave:read');
  });
});
