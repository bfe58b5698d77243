import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { signedIn } from '../../test/factories.js';
import { useBalancesKit, type Headers } from './balances-test-kit.js';

/** The test clock's today is 2026-11-23: previous, current and next year are 2025, 2026 and 2027. */
describe('holiday balances (docs/product/leave.md#holidays-screen, docs/product/people-and-clients.md#user-fields; docs/product/roles-and-access.md#others-balances, docs/product/leave.md#balances)', () => {
  const { t, as, get, balances, allow } = useBalancesKit();

  describe('carry-over expiry (docs/product/leave.md#carry-over)', () => {
    /** The portal's today, at nine in the morning UTC. */
    const setToday = (date: string) => t.clock.advance(Date.parse(`${date}T09:00:00Z`) - t.clock.now().getTime());
    const carryOverUntil = async (monthDay: string | null) => {
      const { headers } = await as(Role.ADMIN);
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers,
        payload: { carry_over_until: monthDay },
      });
      expect(response.statusCode).toBe(200);
    };
    const requestAnnual = (headers: Headers, userId: number, from: string, to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/holidays',
        headers,
        payload: { type: 0, from_date: from, to_date: to, notes: 'Easter', requesting_id: userId },
      });
    /** Mia of the worked example: 3 days left from 2025, 25 for 2026. */
    const mia = async () => {
      const signed = await signedIn(t.app, t.database.db, { roleId: Role.USER, name: 'Mia' });
      await allow(signed.user.id, { 2025: 3, 2026: 25 });
      return signed;
    };

    it('follows the worked example: 30 and 31 March take the leftover, the day left expires after 31 March', async () => {
      await carryOverUntil('03-31');
      const { headers, user } = await mia();
      setToday('2026-02-01');

      const requested = await requestAnnual(headers, user.id, '2026-03-30', '2026-04-03');
      const inFebruary = (await balances(user.id, headers)).json().data;
      setToday('2026-04-01');
      const inApril = (await balances(user.id, headers)).json().data;

      expect(requested.statusCode).toBe(201);
      expect(inFebruary).toMatchObject({
        available_days_left_prev: 1,
        available_days_left_current: 22,
        available_days_left_all: 23,
        available_days_expired_prev: 0,
        prev_usable_until: '2026-03-31',
      });
      expect(inApril).toMatchObject({
        available_days_prev: 3,
        available_days_left_prev: 0,
        available_days_left_current: 22,
        available_days_left_all: 22,
        available_days_expired_prev: 1,
        prev_usable_until: '2026-03-31',
      });
    });

    it('charges leave after the carry-over day to this year even when asked before it (step 4)', async () => {
      await carryOverUntil('03-31');
      const { headers, user } = await mia();
      setToday('2026-02-01');

      await requestAnnual(headers, user.id, '2026-04-06', '2026-04-10');
      const inFebruary = (await balances(user.id, headers)).json().data;
      setToday('2026-04-01');
      const inApril = (await balances(user.id, headers)).json().data;

      expect(inFebruary).toMatchObject({ available_days_left_prev: 3, available_days_left_current: 20 });
      expect(inApril).toMatchObject({
        available_days_left_prev: 0,
        available_days_expired_prev: 3,
        available_days_left_all: 20,
      });
    });

    it('gives the same two fields on GET /api/user and GET /api/users/:id', async () => {
      await carryOverUntil('03-31');
      const { headers, user } = await mia();
      setToday('2026-04-01');

      const own = (await get('/api/user', headers)).json().data;
      const detail = (await get(`/api/users/${user.id}`, headers)).json();

      const expired = { available_days_expired_prev: 3, prev_usable_until: '2026-03-31', available_days_left_all: 25 };
      expect(own).toMatchObject(expired);
      expect(detail).toMatchObject(expired);
    });

    it('keeps the leftover for good without a carry-over day', async () => {
      const { headers, user } = await mia();
      setToday('2026-04-01');

      const response = await balances(user.id, headers);

      expect(response.json().data).toMatchObject({
        available_days_left_prev: 3,
        available_days_expired_prev: 0,
        prev_usable_until: null,
        available_days_left_all: 28,
      });
    });

    it('moves with the setting: 29 February is the 28th in a year without it', async () => {
      await carryOverUntil('02-29');
      const { headers, user } = await mia();

      const response = await balances(user.id, headers, '?year=2027');

      expect(response.json().data.prev_usable_until).toBe('2027-02-28');
    });

    it('refuses leave that only expiring leftover could pay for: NOT_ENOUGH_DAYS with the days that fit', async () => {
      await carryOverUntil('03-31');
      const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.USER });
      await allow(user.id, { 2025: 3 });
      setToday('2026-02-01');

      const afterTheDay = await requestAnnual(headers, user.id, '2026-04-06', '2026-04-10');
      const acrossTheDay = await requestAnnual(headers, user.id, '2026-03-30', '2026-04-03');
      const beforeTheDay = await requestAnnual(headers, user.id, '2026-03-25', '2026-03-27');

      expect(afterTheDay.statusCode).toBe(400);
      expect(afterTheDay.json().message).toBe('Not enough holiday days left: 0 days left.');
      expect(acrossTheDay.json().message).toBe('Not enough holiday days left: 2 days left.');
      expect(beforeTheDay.statusCode).toBe(201);
    });
  });
});
