import { describe, expect, it } from 'vitest';
import { LeaveStatus, Role } from '@portal/shared';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildLeave, buildPublicHoliday } from '../../test/record-factories.js';
import { useBalancesKit } from './balances-test-kit.js';

const BALANCE_FIELDS = [
  'available_days_prev',
  'available_days_current',
  'available_days_next',
  'available_days_left_prev',
  'available_days_left_current',
  'available_days_left_next',
  'available_days_left_all',
  'available_days_expired_prev',
  'prev_usable_until',
];

/** The test clock's today is 2026-11-23: previous, current and next year are 2025, 2026 and 2027. */
describe('holiday balances (docs/product/leave.md#holidays-screen, docs/product/people-and-clients.md#user-fields; docs/product/roles-and-access.md#others-balances, docs/product/leave.md#balances)', () => {
  const { t, as, get, balances, allow } = useBalancesKit();

  describe('GET /api/days_available/:id', () => {
    it('answers 401 without a token', async () => {
      const response = await balances(1, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a malformed id or year with 400', async () => {
      const { headers, user } = await as(Role.USER);

      const badId = await balances('me', headers);
      const badYear = await balances(user.id, headers, '?year=1800');

      expect(badId.statusCode).toBe(400);
      expect(badYear.statusCode).toBe(400);
      expect(badYear.json().errors).toHaveProperty('year');
    });

    it('refuses a CLIENT user with 403', async () => {
      const company = await buildClient(t.database.db);
      const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: company.id });

      const response = await balances(user.id, headers);

      expect(response.statusCode).toBe(403);
    });

    it("refuses another person's balances to a USER with 403 (docs/product/roles-and-access.md#others-balances)", async () => {
      const { headers } = await as(Role.USER);
      const colleague = await buildUser(t.database.db);
      await allow(colleague.id, { 2026: 25 });

      const response = await balances(colleague.id, headers);

      expect(response.statusCode).toBe(403);
    });

    it.each([
      ['an ADMIN', Role.ADMIN],
      ['a SUPER_ADMIN', Role.SUPER_ADMIN],
    ] as const)(
      "lets %s read another person's balances (docs/product/roles-and-access.md#others-balances)",
      async (_label, roleId) => {
        const { headers } = await as(roleId);
        const colleague = await buildUser(t.database.db);
        await allow(colleague.id, { 2026: 25 });

        const response = await balances(colleague.id, headers);

        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ available_days_current: 25, available_days_left_all: 25 });
      },
    );

    it('answers zeros for a person without allowances', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await balances(user.id, headers);

      expect(response.json()).toEqual({
        data: { ...Object.fromEntries(BALANCE_FIELDS.map((field) => [field, 0])), prev_usable_until: null },
      });
    });

    it("uses last year's leftover first (carry-over)", async () => {
      const { headers, user } = await as(Role.USER);
      await allow(user.id, { 2025: 4, 2026: 25, 2027: 26 });
      await buildLeave(t.database.db, {
        userId: user.id,
        fromDate: '2026-03-02',
        toDate: '2026-03-06',
        status: LeaveStatus.APPROVED,
      });

      const response = await balances(user.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          available_days_prev: 4,
          available_days_current: 25,
          available_days_next: 26,
          available_days_left_prev: 0,
          available_days_left_current: 24,
          available_days_left_next: 26,
          available_days_left_all: 50,
          available_days_expired_prev: 0,
          prev_usable_until: null,
        },
      });
    });

    it('charges a request spanning New Year to what is left this year, the rest to next year', async () => {
      const { headers, user } = await as(Role.USER);
      await allow(user.id, { 2026: 10, 2027: 25 });
      await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');
      await buildPublicHoliday(t.database.db, '2027-01-01', "New Year's Day");
      await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-06-01', toDate: '2026-06-05', status: 1 });
      // 15 weekdays, two of them public holidays: 13 working days.
      await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-21', toDate: '2027-01-08' });

      const response = await balances(user.id, headers);

      expect(response.json().data).toMatchObject({
        available_days_left_current: 0,
        available_days_left_next: 17,
        available_days_left_all: 17,
      });
    });

    it('does not charge a public holiday inside a request', async () => {
      const { headers, user } = await as(Role.USER);
      await allow(user.id, { 2026: 20 });
      await buildPublicHoliday(t.database.db, '2026-12-08');
      await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-07', toDate: '2026-12-13', status: 1 });

      const response = await balances(user.id, headers);

      expect(response.json().data).toMatchObject({ available_days_left_current: 16, available_days_left_all: 16 });
    });

    it('charges pending requests, frees the days of declined ones, and ignores leave that does not use the balance', async () => {
      const { headers, user } = await as(Role.USER);
      await allow(user.id, { 2026: 20 });
      await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-07', toDate: '2026-12-11' });
      await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-14', toDate: '2026-12-18', status: 2 });
      for (const [type, fromDate] of [
        [1, '2026-10-05'],
        [2, '2026-10-12'],
        [3, '2026-10-19'],
        [4, '2026-10-26'],
      ] as const) {
        await buildLeave(t.database.db, { userId: user.id, fromDate, toDate: fromDate, status: 1, type });
      }

      const response = await balances(user.id, headers);

      expect(response.json().data).toMatchObject({ available_days_left_current: 15, available_days_left_all: 15 });
    });

    it('gives the days back when an admin declines a pending request', async () => {
      const { headers: adminHeaders } = await as(Role.ADMIN);
      const { headers, user } = await as(Role.USER);
      await allow(user.id, { 2026: 20 });
      const pending = await buildLeave(t.database.db, {
        userId: user.id,
        fromDate: '2026-12-07',
        toDate: '2026-12-11',
      });
      const before = await balances(user.id, headers);

      await t.app.inject({
        method: 'PUT',
        url: `/api/holidays/${pending.id}`,
        headers: adminHeaders,
        payload: { status: 2 },
      });

      const after = await balances(user.id, headers);
      expect(before.json().data.available_days_left_all).toBe(15);
      expect(after.json().data.available_days_left_all).toBe(20);
    });

    it('does not charge requests that start before last year', async () => {
      const { headers, user } = await as(Role.USER);
      await allow(user.id, { 2025: 5 });
      await buildLeave(t.database.db, { userId: user.id, fromDate: '2024-12-30', toDate: '2025-01-03', status: 1 });

      const response = await balances(user.id, headers);

      expect(response.json().data).toMatchObject({ available_days_left_prev: 5, available_days_left_all: 5 });
    });

    it('answers the balances as of another year with ?year', async () => {
      const { headers, user } = await as(Role.USER);
      await allow(user.id, { 2025: 4, 2026: 25, 2027: 26, 2028: 27 });

      const response = await balances(user.id, headers, '?year=2027');

      expect(response.json().data).toMatchObject({
        available_days_prev: 25,
        available_days_current: 26,
        available_days_next: 27,
        available_days_left_all: 78,
      });
    });
  });

  describe('balance fields of GET /api/user and GET /api/users/:id (docs/product/http-contract.md#endpoints)', () => {
    const arrange = async () => {
      const self = await as(Role.USER);
      await allow(self.user.id, { 2025: 2, 2026: 25, 2027: 26 });
      await buildLeave(t.database.db, {
        userId: self.user.id,
        fromDate: '2026-12-07',
        toDate: '2026-12-11',
        status: 1,
      });
      const expected = (await balances(self.user.id, self.headers)).json().data as Record<string, number>;
      return { ...self, expected };
    };

    it('gives the signed-in user their balance fields on GET /api/user', async () => {
      const { headers, expected } = await arrange();

      const response = await get('/api/user', headers);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject(expected);
      expect(expected).toMatchObject({ available_days_left_prev: 0, available_days_left_current: 22 });
    });

    it('gives the same fields on GET /api/users/:id to the person themselves and to an admin', async () => {
      const { headers, user, expected } = await arrange();
      const { headers: adminHeaders } = await as(Role.ADMIN);

      const own = await get(`/api/users/${user.id}`, headers);
      const byAdmin = await get(`/api/users/${user.id}`, adminHeaders);

      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject(expected);
      expect(byAdmin.json()).toMatchObject(expected);
    });

    it("leaves the balance fields out when a USER reads another person's GET /api/users/:id (docs/product/roles-and-access.md#others-balances)", async () => {
      const { user } = await arrange();
      const { headers: colleagueHeaders } = await as(Role.USER);

      const response = await get(`/api/users/${user.id}`, colleagueHeaders);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id });
      for (const field of BALANCE_FIELDS) expect(response.json()).not.toHaveProperty(field);
    });
  });

  it('lists the route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toContain('GET /api/days_available/:id leave:read');
  });
});
