import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { totpCode } from '../../platform/auth/totp.js';
import { auditEntries } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';
import { currentCode, enableTwoFactor, passwordStep } from '../../test/two-factor.js';

/** docs/product/access.md#two-factor: with a second factor on, the password gives a challenge and a code the session. */
const LIMIT = 10;
const FIVE_MINUTES = 5 * 60_000;
const BAD_CODE = {
  code: 'BAD_TWO_FACTOR_CODE',
  message: 'This code is not valid. Check the time on your device, or use a recovery code.',
};
const EXPIRED = {
  code: 'SIGN_IN_CHALLENGE_EXPIRED',
  message: 'This sign-in has expired. Please sign in again with your password.',
};

describe('signing in with a second factor', () => {
  const t = useTestContext();

  async function personWithTwoFactor() {
    const { user, headers } = await signedIn(t.app, t.database.db);
    const { secret, recoveryCodes } = await enableTwoFactor(t.app, t.clock, headers);
    return { user, secret, recoveryCodes };
  }

  const secondStep = (challenge: string, code: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/login/2fa', payload: { challenge, code }, remoteAddress });

  const currentUser = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

  it('answers the right password with a challenge and no token', async () => {
    const { user } = await personWithTwoFactor();

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ two_factor_required: true, challenge: expect.stringMatching(/^[\w-]{43}$/) });
  });

  it('still answers a wrong password as wrong, without a challenge', async () => {
    const { user } = await personWithTwoFactor();

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Not-The-Password-1' },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('BAD_CREDENTIALS');
  });

  it('gives a session for a current code, and records the sign-in', async () => {
    const { user, secret } = await personWithTwoFactor();
    const challenge = await passwordStep(t.app, user.email, DEFAULT_PASSWORD);

    const response = await secondStep(challenge, currentCode(secret, t.clock));

    expect(response.statusCode).toBe(200);
    const { access_token } = response.json();
    expect((await currentUser(access_token)).json().data).toMatchObject({ id: user.id, two_factor_enabled: true });
    const signIns = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'auth.sign_in'));
    expect(signIns.at(-1)).toMatchObject({ actorId: user.id, after: { second_factor: 'code' } });
  });

  it("accepts the code of the step before or after the server's, for drifting clocks", async () => {
    const { user, secret } = await personWithTwoFactor();
    const challenge = await passwordStep(t.app, user.email, DEFAULT_PASSWORD);
    t.clock.advance(30_000);

    const response = await secondStep(challenge, totpCode(secret, new Date(t.clock.now().getTime() - 30_000)));

    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong code and lets the person try again with the right one', async () => {
    const { user, secret } = await personWithTwoFactor();
    const challenge = await passwordStep(t.app, user.email, DEFAULT_PASSWORD);

    const wrong = await secondStep(challenge, totpCode(secret, new Date(t.clock.now().getTime() - 10 * 60_000)));
    const right = await secondStep(challenge, currentCode(secret, t.clock));

    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(BAD_CODE);
    expect(right.statusCode).toBe(200);
    const failed = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'auth.sign_in_failed'));
    expect(failed).toEqual([
      expect.objectContaining({ actorId: user.id, after: { email: user.email, reason: 'two_factor_code' } }),
    ]);
  });

  it('refuses a code that was used already: a code works once', async () => {
    const { user, secret } = await personWithTwoFactor();
    const code = currentCode(secret, t.clock);
    const first = await secondStep(await passwordStep(t.app, user.email, DEFAULT_PASSWORD), code);

    const replay = await secondStep(await passwordStep(t.app, user.email, DEFAULT_PASSWORD), code);

    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(BAD_CODE);
  });

  it('accepts an unused recovery code once, however it is typed, and refuses it the second time', async () => {
    const { user, recoveryCodes } = await personWithTwoFactor();
    const code = recoveryCodes[3]!;

    const first = await secondStep(await passwordStep(t.app, user.email, DEFAULT_PASSWORD), ` ${code.toUpperCase()} `);
    const replay = await secondStep(await passwordStep(t.app, user.email, DEFAULT_PASSWORD), code);
    const another = await secondStep(await passwordStep(t.app, user.email, DEFAULT_PASSWORD), recoveryCodes[4]!);

    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(BAD_CODE);
    expect(another.statusCode).toBe(200);
    const used = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'auth.recovery_code_used'));
    expect(used).toHaveLength(2);
  });

  it('uses a challenge once', async () => {
    const { user, secret } = await personWithTwoFactor();
    const challenge = await passwordStep(t.app, user.email, DEFAULT_PASSWORD);
    await secondStep(challenge, currentCode(secret, t.clock));
    t.clock.advance(30_000);

    const again = await secondStep(challenge, currentCode(secret, t.clock));

    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(EXPIRED);
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const { user, secret } = await personWithTwoFactor();
    const inTime = await passwordStep(t.app, user.email, DEFAULT_PASSWORD);
    const late = await passwordStep(t.app, user.email, DEFAULT_PASSWORD);

    t.clock.advance(FIVE_MINUTES - 1_000);
    const justBefore = await secondStep(inTime, currentCode(secret, t.clock));
    t.clock.advance(2_000);
    const after = await secondStep(late, currentCode(secret, t.clock));

    expect(justBefore.statusCode).toBe(200);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(EXPIRED);
  });

  it('refuses a challenge it never gave', async () => {
    const response = await secondStep('made-up-challenge', '123456');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPIRED);
  });

  describe('wrong codes count toward the sign-in limits (docs/product/http-contract.md#rate-limits)', () => {
    it('answers 429 after 10 wrong codes (the account is locked), even to the right code', async () => {
      const { user, secret } = await personWithTwoFactor();
      const challenge = await passwordStep(t.app, user.email, DEFAULT_PASSWORD, '198.51.100.1');
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect((await secondStep(challenge, '000000', '203.0.113.7')).statusCode).toBe(401);
      }

      const response = await secondStep(challenge, currentCode(secret, t.clock), '203.0.113.7');

      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      });
    });

    it('answers 429 after 10 failures of one account from many addresses, passwords and codes together', async () => {
      const { user, secret } = await personWithTwoFactor();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: 'Not-The-Password-1' },
          remoteAddress: `198.51.100.${attempt}`,
        });
      }
      const challenge = await passwordStep(t.app, user.email, DEFAULT_PASSWORD, '198.51.100.50');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await secondStep(challenge, '000000', `203.0.113.${attempt}`)).statusCode).toBe(401);
      }

      const response = await secondStep(challenge, currentCode(secret, t.clock), '192.0.2.99');

      expect(response.statusCode).toBe(429);
    });

    it('forgets the failures once a right code signs in', async () => {
      const { user, secret } = await personWithTwoFactor();
      const challenge = await passwordStep(t.app, user.email, DEFAULT_PASSWORD);
      for (let attempt = 0; attempt < LIMIT - 1; attempt += 1)
        await secondStep(challenge, '000000', `203.0.113.${attempt}`);
      expect((await secondStep(challenge, currentCode(secret, t.clock), '192.0.2.1')).statusCode).toBe(200);
      t.clock.advance(30_000);

      const next = await passwordStep(t.app, user.email, DEFAULT_PASSWORD, '192.0.2.2');
      const wrongOnce = await secondStep(next, '000000', '192.0.2.3');
      const right = await secondStep(next, currentCode(secret, t.clock), '192.0.2.4');

      expect(wrongOnce.statusCode).toBe(401);
      expect(right.statusCode).toBe(200);
    });
  });
});
