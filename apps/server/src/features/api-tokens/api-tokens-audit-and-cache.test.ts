import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { auditEntries, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { changesHeard } from '../../test/database.js';
import { buildUser, signedIn } from '../../test/factories.js';
import { type Headers, DAY_MS, bearer, tokenCalls } from './api-tokens-test-kit.js';

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
