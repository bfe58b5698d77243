import { describe, expect, it } from 'vitest';
import { NO_NOTES, Role } from '@portal/shared';
import { buildUser } from '../../test/factories.js';
import { buildLeave } from '../../test/record-factories.js';
import { useLeaveRequestsKit, type Headers, MONDAY, FRIDAY } from './requests-test-kit.js';

describe('leave requests (docs/product/leave.md#request-form, docs/product/http-contract.md#endpoints Holidays and leave; docs/product/leave.md, #withdraw-revoke)', () => {
  const { t, as, asClientUser, get } = useLeaveRequestsKit();

  describe('GET /api/holidays/requesting/:id', () => {
    const requestsOf = (id: number | string, headers: Headers) => get(`/api/holidays/requesting/${id}`, headers);

    it('answers 401 without a token', async () => {
      const response = await requestsOf(1, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.USER);

      const response = await requestsOf('me', headers);

      expect(response.statusCode).toBe(400);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers, user } = await asClientUser();

      const response = await requestsOf(user.id, headers);

      expect(response.statusCode).toBe(403);
    });

    it("lists a person's requests in every status, latest first, and nobody else's", async () => {
      const { headers, user } = await as(Role.USER);
      const colleague = await buildUser(t.database.db);
      const older = await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-10-05', status: 1 });
      const declined = await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-11-02', status: 2 });
      const newer = await buildLeave(t.database.db, { userId: user.id, fromDate: MONDAY, toDate: FRIDAY });
      await buildLeave(t.database.db, { userId: colleague.id, fromDate: MONDAY });

      const response = await requestsOf(user.id, headers);

      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.map((row: { id: number }) => row.id)).toEqual([newer.id, declined.id, older.id]);
      expect(data[0]).toMatchObject({
        user: { id: user.id, name: user.name, email: user.email },
        type_text: 'Annual leave',
        notes: NO_NOTES,
        working_days: 5,
        status: 0,
      });
    });

    it("lets any employee read another employee's requests (docs/product/roles-and-access.md#employees)", async () => {
      const owner = await buildUser(t.database.db);
      await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY });
      const { headers } = await as(Role.USER);

      const response = await requestsOf(owner.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(1);
    });

    it('answers an empty list for a person without requests', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await requestsOf(user.id, headers);

      expect(response.json()).toEqual({ data: [] });
    });
  });

  describe('GET /api/user/:id/holidays/day/:date', () => {
    const onDay = (id: number, date: string, headers: Headers) => get(`/api/user/${id}/holidays/day/${date}`, headers);

    it('answers 401 without a token', async () => {
      const response = await onDay(1, MONDAY, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a malformed date with 400', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await onDay(user.id, '2026-12-32', headers);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('date');
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers, user } = await asClientUser();

      const response = await onDay(user.id, MONDAY, headers);

      expect(response.statusCode).toBe(403);
    });

    it("answers the person's requests that cover the day, both ends included, in any status", async () => {
      const { headers, user } = await as(Role.USER);
      const colleague = await buildUser(t.database.db);
      const week = await buildLeave(t.database.db, { userId: user.id, fromDate: MONDAY, toDate: FRIDAY });
      const declined = await buildLeave(t.database.db, { userId: user.id, fromDate: FRIDAY, status: 2 });
      await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-14' });
      await buildLeave(t.database.db, { userId: colleague.id, fromDate: FRIDAY });

      const onFriday = await onDay(user.id, FRIDAY, headers);
      const onMonday = await onDay(user.id, MONDAY, headers);
      const onSaturday = await onDay(user.id, '2026-12-12', headers);

      expect(onFriday.statusCode).toBe(200);
      expect(
        onFriday
          .json()
          .data.map((row: { id: number }) => row.id)
          .sort(),
      ).toEqual([week.id, declined.id].sort());
      expect(onMonday.json().data.map((row: { id: number }) => row.id)).toEqual([week.id]);
      expect(onSaturday.json()).toEqual({ data: [] });
    });
  });

  describe('GET /api/holidays/types', () => {
    it('answers 401 without a token', async () => {
      const response = await get('/api/holidays/types', {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers } = await asClientUser();

      const response = await get('/api/holidays/types', headers);

      expect(response.statusCode).toBe(403);
    });

    it('answers the leave types keyed by code (docs/product/leave.md#types)', async () => {
      const { headers } = await as(Role.USER);

      const response = await get('/api/holidays/types', headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        '0': 'Annual leave',
        '1': 'Sick leave',
        '2': 'Paid leave (special occasion)',
        '3': 'Unpaid leave',
        '4': 'Day off in lieu',
      });
    });
  });

  it('lists the routes with their permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/holidays leave:request:own',
        'DELETE /api/holidays/:id leave:request:own',
        'GET /api/holidays/requesting/:id leave:read',
        'GET /api/user/:id/holidays/day/:date leave:read',
        'GET /api/holidays/types leave:read',
      ]),
    );
  });
});
