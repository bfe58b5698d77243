import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { useTestContext, type TestContext } from '../../test/app.js';
import { DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';
import { enableTwoFactor, passwordStep } from '../../test/two-factor.js';
import { loginChallenges, mailOutbox, passwordResets } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

type Headers = Record<string, string>;

const NEW_PASSWORD = 'Fresh-Meadow-Lantern-8';

/** A person with an API token, a calendar feed link and (optionally) a pending two-factor sign-in. */
async function personWithStandingAccess(t: TestContext, options: { twoFactor?: boolean } = {}) {
  const person = await signedIn(t.app, t.database.db);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/user/tokens',
    headers: person.headers,
    payload: { name: 'Sync script', expires_in_days: 30 },
  });
  const feed = (await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: person.headers })).json().data;
  if (options.twoFactor) {
    await enableTwoFactor(t.app, t.clock, person.headers);
    await passwordStep(t.app, person.user.email, DEFAULT_PASSWORD);
  }
  return { ...person, apiToken: made.json().token as string, feedUrl: feed.personal as string };
}

/** What still works for the person without their password: the token, the feed, a pending challenge. */
async function standingAccess(t: TestContext, person: Awaited<ReturnType<typeof personWithStandingAccess>>) {
  const withToken = await t.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { authorization: `Bearer ${person.apiToken}` },
  });
  const feed = await t.app.inject({ method: 'GET', url: person.feedUrl });
  const challenges = await t.database.db
    .select()
    .from(loginChallenges)
    .where(eq(loginChallenges.userId, person.user.id));
  return { token: withToken.statusCode, feed: feed.statusCode, challenges: challenges.length };
}

/** docs/product/access.md#token-invalidation. */
describe('tokens, feed links and pending challenges end with the password or second factor', () => {
  const t = useTestContext();

  it('keep working while nothing happens to the password', async () => {
    const person = await personWithStandingAccess(t, { twoFactor: true });

    expect(await standingAccess(t, person)).toEqual({ token: 200, feed: 200, challenges: 1 });
  });

  it('end when the person resets their password by link', async () => {
    const person = await personWithStandingAccess(t, { twoFactor: true });
    const link = newToken();
    await t.database.db.insert(passwordResets).values({
      userId: person.user.id,
      tokenHash: hashToken(link),
      expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
      createdAt: t.clock.now(),
    });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: person.user.email, token: link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });

    expect(reset.statusCode).toBe(200);
    expect(await standingAccess(t, person)).toEqual({ token: 401, feed: 404, challenges: 0 });
  });

  it('end when an admin sets the password', async () => {
    const person = await personWithStandingAccess(t, { twoFactor: true });
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

    const set = await t.app.inject({
      method: 'POST',
      url: `/api/users/${person.user.id}/password`,
      headers: admin.headers,
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });

    expect(set.statusCode).toBe(200);
    expect(await standingAccess(t, person)).toEqual({ token: 401, feed: 404, challenges: 0 });
  });

  it("end when an admin resets the person's second factor", async () => {
    const person = await personWithStandingAccess(t, { twoFactor: true });
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${person.user.id}/2fa`,
      headers: admin.headers,
    });

    expect(reset.statusCode).toBe(204);
    expect(await standingAccess(t, person)).toEqual({ token: 401, feed: 404, challenges: 0 });
  });

  it('leave other people alone', async () => {
    const person = await personWithStandingAccess(t, { twoFactor: true });
    const colleague = await personWithStandingAccess(t);
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

    await t.app.inject({ method: 'DELETE', url: `/api/users/${person.user.id}/2fa`, headers: admin.headers });

    expect(await standingAccess(t, colleague)).toEqual({ token: 200, feed: 200, challenges: 0 });
  });
});

/** docs/product/access.md#token-mail: a new token is announced to its owner, in their language. */
describe('the e-mail about a new API token', () => {
  const t = useTestContext();
  const make = (headers: Headers, name: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/tokens', headers, payload: { name, expires_in_days: 30 } });

  it("goes to the token's owner with its name, expiry and the page to revoke it", async () => {
    const person = await signedIn(t.app, t.database.db, { name: 'Ada Example' });

    await make(person.headers, 'Nightly <sync>');

    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, person.user.email));
    expect(mail).toMatchObject({ subject: 'A new API token for your Staff Portal account' });
    expect(mail!.text).toContain('Hello Ada Example');
    expect(mail!.text).toContain('“Nightly <sync>”');
    expect(mail!.text).toContain('until 2026-12-23');
    expect(mail!.text).toContain('/security');
    expect(mail!.html).toContain('Nightly &lt;sync&gt;');
  });

  it('is written in German for someone who chose German', async () => {
    const person = await signedIn(t.app, t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { ...person.headers, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="language"\r\n\r\nde\r\n--b--\r\n',
    });

    await make(person.headers, 'Skript');

    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, person.user.email));
    expect(mail!.subject).toBe('Ein neues API-Token für dein Konto im Staff Portal');
    expect(mail!.text).toContain('bis zum 23.12.2026');
  });
});
