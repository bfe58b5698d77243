import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ACTIVE_API_TOKENS, Role, type RoleId } from '@portal/shared';
import { apiTokens, auditEntries, sessions, users } from '../../platform/db/schema.js';
import { useTestContext, type TestContext } from '../../test/app.js';
import { changesHeard } from '../../test/database.js';
import { buildUser, signedIn, signIn } from '../../test/factories.js';

type Headers = Record<string, string>;

const DAY_MS = 86_400_000;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** What a signed-in person does with their tokens through the API (docs/product/access.md#api-tokens). */
function tokenCalls(t: TestContext) {
  const create = (headers: Headers, payload: object = { name: 'Export script', expires_in_days: 30 }) =>
    t.app.inject({ method: 'POST', url: '/api/user/tokens', headers, payload });
  return {
    create,
    /** A new token of the signed-in person, as the answer of POST /user/tokens gives it once. */
    async made(headers: Headers, payload?: object): Promise<{ id: number; name: string; token: string }> {
      const response = await create(headers, payload);
      expect(response.statusCode).toBe(201);
      return response.json();
    },
    list: (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user/tokens', headers }),
    revoke: (headers: Headers, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/user/tokens/${id}`, headers }),
    me: (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }),
  };
}

describe('personal API tokens (docs/product/access.md#api-tokens)', () => {
  const t = useTestContext();
  const calls = tokenCalls(t);
  const as = (roleId: RoleId = Role.USER) => signedIn(t.app, t.database.db, { roleId });

  it('answers 401 to every token route without signing in', async () => {
    const answers = await Promise.all([calls.list({}), calls.create({}), calls.revoke({}, 1)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
  });

  it.each([
    ['no name', { name: '  ', expires_in_days: 30 }, 'name', 'Name is required'],
    ['a name too long', { name: 'x'.repeat(201), expires_in_days: 30 }, 'name', 'Name must be at most 200 characters.'],
    ['0 days', { name: 'Script', expires_in_days: 0 }, 'expires_in_days', 'Choose between 1 and 365 days.'],
    ['366 days', { name: 'Script', expires_in_days: 366 }, 'expires_in_days', 'Choose between 1 and 365 days.'],
    ['half a day', { name: 'Script', expires_in_days: 1.5 }, 'expires_in_days', 'Days must be a whole number.'],
    ['days as text', { name: 'Script', expires_in_days: '30' }, 'expires_in_days', 'Choose between 1 and 365 days.'],
  ])('refuses a token with %s (400)', async (_case, payload, field, message) => {
    const { headers } = await as();

    const response = await calls.create(headers, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('creates a token shown once, lists it without the token, and revokes it', async () => {
    const { headers } = await as();

    const created = await calls.made(headers, { name: '  Monthly export ', expires_in_days: 90 });
    const listed = (await calls.list(headers)).json().data;
    const revoked = await calls.revoke(headers, created.id);
    const afterwards = (await calls.list(headers)).json().data;

    expect(created).toEqual({ id: expect.any(Number), name: 'Monthly export', token: expect.stringMatching(/^sp_/) });
    expect(listed).toEqual([
      {
        id: created.id,
        name: 'Monthly export',
        created_at: t.clock.now().toISOString(),
        expires_at: new Date(t.clock.now().getTime() + 90 * DAY_MS).toISOString(),
        last_used_at: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(revoked.statusCode).toBe(204);
    expect(afterwards).toEqual([]);
  });

  it('stores the sha256 of the token, never the token itself', async () => {
    const { headers, user } = await as();

    const { token } = await calls.made(headers);

    const rows = await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('lists only the caller’s own active tokens, not expired, revoked or other people’s', async () => {
    const me = await as();
    const other = await as();
    const short = await calls.made(me.headers, { name: 'One day', expires_in_days: 1 });
    const revoked = await calls.made(me.headers, { name: 'Revoked', expires_in_days: 30 });
    await calls.revoke(me.headers, revoked.id);
    await calls.made(other.headers, { name: 'Not mine', expires_in_days: 30 });
    const kept = await calls.made(me.headers, { name: 'Kept', expires_in_days: 30 });

    t.clock.advance(DAY_MS);
    // The session has idled out meanwhile: signed in anew.
    const names = (await calls.list(bearer(await signIn(t.app, me.user.email))))
      .json()
      .data.map((token: { name: string }) => token.name);

    expect(names).toEqual(['Kept']);
    expect(short.id).not.toBe(kept.id);
  });

  it('acts as its owner with the owner’s role: an employee’s token cannot do what admins do', async () => {
    const employee = await as(Role.USER);
    const { token } = await calls.made(employee.headers);

    const me = await calls.me(token);
    const adminOnly = await t.app.inject({ method: 'GET', url: '/api/weekly/logs', headers: bearer(token) });

    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(employee.user.id);
    expect(adminOnly.statusCode).toBe(403);
    expect(adminOnly.json().code).toBe('FORBIDDEN');
  });

  it('lets an admin’s token do what the admin may', async () => {
    const admin = await as(Role.ADMIN);
    const { token } = await calls.made(admin.headers);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: bearer(token),
      payload: { name: 'Scripted Client' },
    });

    expect(created.statusCode).toBe(201);
  });

  it('stops when it expires, to the millisecond', async () => {
    const { headers } = await as();
    const { token } = await calls.made(headers, { name: 'Short', expires_in_days: 1 });

    t.clock.advance(DAY_MS - 1);
    const lastMoment = await calls.me(token);
    t.clock.advance(1);
    const expired = await calls.me(token);

    expect(lastMoment.statusCode).toBe(200);
    expect(expired.statusCode).toBe(401);
  });

  it('stops at once when revoked; another person’s token is not found for the caller and keeps working', async () => {
    const owner = await as();
    const stranger = await as();
    const { id, token } = await calls.made(owner.headers);
    expect((await calls.me(token)).statusCode).toBe(200);

    const byStranger = await calls.revoke(stranger.headers, id);
    const stillWorks = await calls.me(token);
    const byOwner = await calls.revoke(owner.headers, id);
    const refused = await calls.me(token);
    const again = await calls.revoke(owner.headers, id);

    expect(byStranger.statusCode).toBe(404);
    expect(stillWorks.statusCode).toBe(200);
    expect(byOwner.statusCode).toBe(204);
    expect(refused.statusCode).toBe(401);
    expect(again.statusCode).toBe(404);
  });

  it('stops when its owner is deactivated', async () => {
    const admin = await as(Role.ADMIN);
    const owner = await as();
    const { token } = await calls.made(owner.headers);

    const deactivated = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/delete/${owner.user.id}`,
      headers: admin.headers,
    });

    expect(deactivated.statusCode).toBe(200);
    expect((await calls.me(token)).statusCode).toBe(401);
  });

  it('ends when an admin sets its owner’s password anew (docs/product/access.md#token-invalidation)', async () => {
    const admin = await as(Role.ADMIN);
    const owner = await as();
    const { token } = await calls.made(owner.headers);

    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/users/${owner.user.id}/password`,
      headers: admin.headers,
      payload: { password: 'Amber-Lantern-731', password_confirmation: 'Amber-Lantern-731' },
    });

    expect(changed.statusCode).toBe(200);
    expect((await calls.me(token)).statusCode).toBe(401);
  });

  it('cannot manage tokens, set passwords or sign out: 403 API_TOKEN_NOT_ALLOWED', async () => {
    const admin = await as(Role.SUPER_ADMIN);
    const { id, token } = await calls.made(admin.headers);
    const headers = bearer(token);

    const answers = await Promise.all([
      calls.list(headers),
      calls.create(headers),
      calls.revoke(headers, id),
      t.app.inject({
        method: 'POST',
        url: `/api/users/${admin.user.id}/password`,
        headers,
        payload: { password: 'Amber-Lantern-731', password_confirmation: 'Amber-Lantern-731' },
      }),
      t.app.inject({ method: 'POST', url: '/api/logout', headers }),
    ]);

    expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual(
      answers.map(() => [403, 'API_TOKEN_NOT_ALLOWED']),
    );
    expect((await calls.list(admin.headers)).json().data).toHaveLength(1);
    expect((await calls.me(token)).statusCode).toBe(200);
  });

  it('marks every route of tokens, two-factor sign-in, passwords and signing out as needing a session', () => {
    const managing = t.app.apiRoutes.filter(
      (route) => route.access !== 'public' && /\/user\/tokens|\/2fa|\/password|^\/api\/logout$/.test(route.url),
    );

    expect(managing.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/user/tokens',
        'POST /api/user/tokens',
        'DELETE /api/user/tokens/:id',
        'POST /api/users/:id/password',
        'POST /api/logout',
      ]),
    );
    expect(managing.filter((route) => !route.sessionOnly)).toEqual([]);
  });

  it('notes its last use at most once a minute', async () => {
    const { headers } = await as();
    const { token } = await calls.made(headers);
    const lastUsed = async () => (await calls.list(headers)).json().data[0].last_used_at;
    const start = t.clock.now();

    await calls.me(token);
    const first = await lastUsed();
    t.clock.advance(60_000);
    await calls.me(token);
    const withinTheMinute = await lastUsed();
    t.clock.advance(1);
    await calls.me(token);
    const later = await lastUsed();

    expect(first).toBe(start.toISOString());
    expect(withinTheMinute).toBe(start.toISOString());
    expect(later).toBe(new Date(start.getTime() + 60_001).toISOString());
  });

  it(`keeps at most ${MAX_ACTIVE_API_TOKENS} active tokens per person (409); revoking one makes room`, async () => {
    const { headers } = await as();
    const made = [];
    for (let n = 0; n < MAX_ACTIVE_API_TOKENS; n += 1)
      made.push(await calls.made(headers, { name: `T${n}`, expires_in_days: 5 }));

    const tooMany = await calls.create(headers);
    await calls.revoke(headers, made[0]!.id);
    const afterRevoking = await calls.create(headers);

    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'CONFLICT',
      message: `You have ${MAX_ACTIVE_API_TOKENS} active API tokens already. Revoke one before you create another.`,
    });
    expect(afterRevoking.statusCode).toBe(201);
  });

  it('treats a session whose random token happens to begin with "sp_" as a session', async () => {
    const user = await buildUser(t.database.db);
    const token = `sp_${'a'.repeat(40)}`;
    const now = t.clock.now();
    await t.database.db.insert(sessions).values({
      tokenHash: createHash('sha256').update(token).digest('base64url'),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + DAY_MS),
    });

    const response = await calls.me(token);

    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(user.id);
  });
});

describe('API tokens in the audit trail (docs/product/access.md#api-tokens, docs/product/reports.md#audit)', () => {
  const t = useTestContext();
  const calls = tokenCalls(t);

  it('records token.created and token.revoked, never the token', async () => {
    const { headers, user } = await signedIn(t.app, t.database.db);
    const { id, token } = await calls.made(headers, { name: 'CI', expires_in_days: 7 });
    await calls.revoke(headers, id);

    const rows = await t.database.db.select().from(auditEntries).where(eq(auditEntries.actorId, user.id));
    const tokenRows = rows.filter((row) => row.action.startsWith('token.'));

    expect(tokenRows.map((row) => [row.action, row.targetType, row.targetId])).toEqual([
      ['token.created', 'api_token', String(id)],
      ['token.revoked', 'api_token', String(id)],
    ]);
    expect(tokenRows[0]!.after).toEqual({
      name: 'CI',
      expires_at: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
    });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('names the token an admin change was made with, and GET /api/audit shows it', async () => {
    const superAdmin = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN, name: 'Ada Admin' });
    const { id, token } = await calls.made(admin.headers, { name: 'Nightly sync', expires_in_days: 30 });
    const employee = await buildUser(t.database.db);

    const viaToken = await t.app.inject({
      method: 'POST',
      url: `/api/users/edit/${employee.id}`,
      headers: bearer(token),
      payload: { name: 'Renamed by script', public_logs: false },
    });
    const viaSession = await t.app.inject({
      method: 'POST',
      url: `/api/users/edit/${employee.id}`,
      headers: admin.headers,
      payload: { name: 'Renamed by hand', public_logs: false },
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/audit?action=user.update&actor_id=${admin.user.id}`,
      headers: superAdmin.headers,
    });

    expect(viaToken.statusCode).toBe(200);
    expect(viaSession.statusCode).toBe(200);
    const [byHand, byScript] = audit.json().data;
    expect(byScript).toMatchObject({ actor_name: 'Ada Admin', via_token: { id, name: 'Nightly sync' } });
    expect(byHand).toMatchObject({ actor_name: 'Ada Admin', via_token: null });
    const [stored] = await t.database.db
      .select({ viaTokenId: auditEntries.viaTokenId })
      .from(auditEntries)
      .where(eq(auditEntries.id, byScript.id));
    expect(stored!.viaTokenId).toBe(id);
  });
});

describe('API tokens with the read cache on (docs/decisions/0017-read-cache.md)', () => {
  const t = useTestContext({ READ_CACHE_TTL: '60s' });
  const calls = tokenCalls(t);

  /** A token used once, so that this process keeps it for the next call. */
  async function keptToken(headers: Headers, days = 30) {
    const made = await calls.made(headers, { name: 'Kept', expires_in_days: days });
    await changesHeard(t.database);
    expect((await calls.me(made.token)).statusCode).toBe(200);
    return made;
  }

  it('stops a kept token at once when it is revoked', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    const { id, token } = await keptToken(headers);

    await calls.revoke(headers, id);

    expect((await calls.me(token)).statusCode).toBe(401);
  });

  it('stops a kept token at once when its owner is deactivated elsewhere', async () => {
    const { headers, user } = await signedIn(t.app, t.database.db);
    const { token } = await keptToken(headers);

    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    await changesHeard(t.database);

    expect((await calls.me(token)).statusCode).toBe(401);
  });

  it('stops a kept token when it expires, though the cache would keep it longer', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    const { token } = await calls.made(headers, { name: 'Short', expires_in_days: 1 });
    t.clock.advance(DAY_MS - 1_000);
    await changesHeard(t.database);
    expect((await calls.me(token)).statusCode).toBe(200);

    t.clock.advance(1_000);

    expect((await calls.me(token)).statusCode).toBe(401);
  });
});
