import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@portal/shared';
import { sessions } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildUser, signedIn } from '../../test/factories.js';
import { DAY_MS, bearer, tokenCalls } from './api-tokens-test-kit.js';

describe('personal API tokens (docs/product/access.md#api-tokens)', () => {
  const t = useTestContext();

  const calls = tokenCalls(t);

  const as = (roleId: RoleId = Role.USER) => signedIn(t.app, t.database.db, { roleId });

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
