import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { allowances, leaveRequests } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildUser, signedIn } from '../../test/factories.js';

type Headers = Record<string, string>;

/** The test clock's today is 2026-11-23: balances cover 2025, 2026 and 2027. */
const LIMIT_MESSAGE = 'Annual leave can be requested up to 31 December 2027.';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('Annual leave reaches no further than the balances (docs/product/leave.md#balances, #annual-limit)', () => {
  const t = useTestContext();

  const request = (headers: Headers, type: number, requestingId: number, from: string, to: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/holidays',
      headers,
      payload: { type, from_date: from, to_date: to, notes: 'Winter trip', requesting_id: requestingId },
    });
  const allowance = (userId: number, year: number, total = 25) =>
    t.database.db.insert(allowances).values({ userId, year, total });
  const storedRequests = (userId: number) =>
    t.database.db.select().from(leaveRequests).where(eq(leaveRequests.requestingId, userId));

  it('refuses Annual leave with a day after 31 December of next year, naming that day under to_date', async () => {
    const { headers, user } = await signedIn(t.app, t.database.db);
    await allowance(user.id, 2027);

    const acrossNewYear = await request(headers, 0, user.id, '2027-12-27', '2028-01-07');
    const allLater = await request(headers, 0, user.id, '2028-03-06', '2028-03-10');

    for (const response of [acrossNewYear, allLater]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: LIMIT_MESSAGE, errors: { to_date: [LIMIT_MESSAGE] } });
    }
    expect(await storedRequests(user.id)).toHaveLength(0);
  });

  it('refuses it to an admin filing for someone else too', async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const person = await buildUser(t.database.db);

    const response = await request(admin.headers, 0, person.id, '2028-01-03', '2028-01-07');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: LIMIT_MESSAGE });
  });

  it('accepts Annual leave that ends on 31 December of next year', async () => {
    const { headers, user } = await signedIn(t.app, t.database.db);
    await allowance(user.id, 2027);

    const response = await request(headers, 0, user.id, '2027-12-27', '2027-12-31');

    expect(response.statusCode).toBe(201);
  });

  it('does not bound the other leave types', async () => {
    const { headers, user } = await signedIn(t.app, t.database.db);

    const unpaid = await request(headers, 3, user.id, '2028-03-06', '2028-03-10');

    expect(unpaid.statusCode).toBe(201);
  });

  it('moves the bound on with the server clock: in 2027 leave in 2028 can be requested', async () => {
    t.clock.advance(45 * DAY_MS);
    const { headers, user } = await signedIn(t.app, t.database.db);
    await allowance(user.id, 2028);

    const response = await request(headers, 0, user.id, '2028-01-03', '2028-01-07');

    expect(response.statusCode).toBe(201);
  });
});
