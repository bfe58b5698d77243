import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ACTIVE_API_TOKENS, Role, type RoleId } from '@portal/shared';
import { apiTokens } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signedIn, signIn } from '../../test/factories.js';
import { DAY_MS, bearer, tokenCalls } from './api-tokens-test-kit.js';

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
});
