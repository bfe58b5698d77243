import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signIn, signedIn } from '../../test/factories.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Bearer sessions (docs/product/people-and-clients.md#sessions): revocable, 12 h idle, 30 days absolute, hashed at rest. */
describe('sessions', () => {
  const t = useTestContext();

  const currentUser = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers });
  const lastSeenOf = async (userId: number) => {
    const [row] = await t.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return row?.lastSeenAt;
  };

  describe('GET /api/user', () => {
    it('answers 401 without a token', async () => {
      const response = await currentUser();

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'NOT_SIGNED_IN', message: 'Please sign in.' });
    });

    it('answers 401 to a token it never issued', async () => {
      const response = await currentUser({ authorization: 'Bearer not-a-real-token' });

      expect(response.statusCode).toBe(401);
    });

    it('answers 401 when the token is not sent as a bearer token', async () => {
      const { token } = await signedIn(t.app, t.database.db);

      const response = await currentUser({ authorization: `Basic ${token}` });

      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/logout', () => {
    it('answers 204 and the token stops working', async () => {
      const { headers } = await signedIn(t.app, t.database.db);

      const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
      const afterwards = await currentUser(headers);

      expect(logout.statusCode).toBe(204);
      expect(logout.body).toBe('');
      expect(afterwards.statusCode).toBe(401);
    });

    it('ends only the session it was called with', async () => {
      const { user, headers } = await signedIn(t.app, t.database.db);
      const otherToken = await signIn(t.app, user.email);

      await t.app.inject({ method: 'POST', url: '/api/logout', headers });
      const otherDevice = await currentUser({ authorization: `Bearer ${otherToken}` });

      expect(otherDevice.statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/logout' });

      expect(response.statusCode).toBe(401);
    });
  });

  describe('idle expiry', () => {
    it('ends the session after 12 hours without a request', async () => {
      const { headers } = await signedIn(t.app, t.database.db);

      t.clock.advance(12 * HOUR);
      const response = await currentUser(headers);

      expect(response.statusCode).toBe(401);
    });

    it('still accepts a session a minute before the idle limit', async () => {
      const { headers } = await signedIn(t.app, t.database.db);

      t.clock.advance(12 * HOUR - MINUTE);
      const response = await currentUser(headers);

      expect(response.statusCode).toBe(200);
    });

    it('keeps a session open while it is used within the idle window', async () => {
      const { headers } = await signedIn(t.app, t.database.db);

      t.clock.advance(11 * HOUR);
      const first = await currentUser(headers);
      t.clock.advance(11 * HOUR);
      const second = await currentUser(headers);

      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
    });

    it('records use at most once a minute', async () => {
      const { user, headers } = await signedIn(t.app, t.database.db);
      const signedInAt = t.clock.now();

      t.clock.advance(30_000);
      await currentUser(headers);
      const afterHalfAMinute = await lastSeenOf(user.id);
      t.clock.advance(2 * MINUTE);
      await currentUser(headers);
      const afterTwoMoreMinutes = await lastSeenOf(user.id);

      expect(afterHalfAMinute).toEqual(signedInAt);
      expect(afterTwoMoreMinutes).toEqual(t.clock.now());
    });
  });

  describe('absolute expiry', () => {
    it('ends the session 30 days after sign-in even when it is used all the time', async () => {
      const { headers } = await signedIn(t.app, t.database.db);
      const statuses: number[] = [];

      for (let elapsed = 10 * HOUR; elapsed < 30 * DAY; elapsed += 10 * HOUR) {
        t.clock.advance(10 * HOUR);
        statuses.push((await currentUser(headers)).statusCode);
      }
      t.clock.advance(10 * HOUR);
      const atThirtyDays = await currentUser(headers);

      expect(statuses).toHaveLength(71);
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(atThirtyDays.statusCode).toBe(401);
    });
  });

  describe('deactivation (docs/product/roles-and-access.md#deactivation)', () => {
    it('stops the existing tokens of a deactivated user at once', async () => {
      const { user, headers } = await signedIn(t.app, t.database.db);
      expect((await currentUser(headers)).statusCode).toBe(200);

      await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
      const response = await currentUser(headers);

      expect(response.statusCode).toBe(401);
    });
  });

  describe('storage', () => {
    it('stores only a hash of the token', async () => {
      const { user, token } = await signedIn(t.app, t.database.db);

      const stored = await t.database.db.select({ row: sql<string>`row_to_json(${sessions})::text` }).from(sessions);

      expect(stored).toHaveLength(1);
      expect(stored[0]?.row).toContain(`"user_id":${user.id}`);
      expect(stored[0]?.row).not.toContain(token);
    });

    it('issues a different token for every sign-in', async () => {
      const { user, token } = await signedIn(t.app, t.database.db);

      const second = await signIn(t.app, user.email);

      expect(second).not.toBe(token);
      expect(token.length).toBeGreaterThanOrEqual(40);
    });
  });
});
