import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';
import { currentCode, enableTwoFactor, passwordStep } from '../../test/two-factor.js';

/**
 * Failed sign-ins are limited per account, 10 in 15 minutes (docs/product/people-and-clients.md#passwords), and per
 * client address, 100 in that window (LOGIN_MAX_FAILURES_PER_ADDRESS); an address past its limit is throttled, not
 * locked: people who have signed in from it before still get in (docs/product/access.md#address-limit).
 */
const LIMIT = 10;
const ADDRESS_LIMIT = 100;
const WINDOW_MS = 15 * 60_000;
const OFFICE = '203.0.113.7';
const WRONG_PASSWORD = 'Not-The-Password-1';
const WRONG_CREDENTIALS = { code: 'BAD_CREDENTIALS', message: 'These credentials do not match our records.' };
const THROTTLED = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
};

describe('an office behind one address, with the default limits', () => {
  const t = useTestContext();
  const login = (email: string, password: string, remoteAddress = OFFICE) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  it('lets 10 people behind one address who each mistyped once all sign in', async () => {
    const people = [];
    for (let i = 0; i < LIMIT; i += 1) people.push(await buildUser(t.database.db));
    for (const person of people) expect((await login(person.email, WRONG_PASSWORD)).statusCode).toBe(401);

    const answers = await Promise.all(people.map((person) => login(person.email, DEFAULT_PASSWORD)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(people.map(() => 200));
  });

  it('stops a password-guessing run over many accounts after 100 failures, even at a right password', async () => {
    const target = await buildUser(t.database.db);
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      expect((await login(`guess${attempt}@example.com`, WRONG_PASSWORD)).statusCode).toBe(401);
    }

    const guessed = await login(target.email, DEFAULT_PASSWORD);

    expect(guessed.statusCode).toBe(429);
    expect(guessed.json()).toEqual(THROTTLED);
    expect(Number(guessed.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('failed sign-in limits, with LOGIN_MAX_FAILURES_PER_ADDRESS=10', () => {
  const t = useTestContext({ LOGIN_MAX_FAILURES_PER_ADDRESS: String(LIMIT) });

  function login(email: string, password: string, remoteAddress = OFFICE, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress, headers });
  }

  async function failTimes(times: number, email: string, addressOf: (attempt: number) => string) {
    for (let attempt = 0; attempt < times; attempt += 1) {
      const response = await login(email, WRONG_PASSWORD, addressOf(attempt));
      expect(response.statusCode).toBe(401);
    }
  }

  describe('per address', () => {
    it('answers 429 to the 11th attempt from one address, even with the right password of a newcomer', async () => {
      const user = await buildUser(t.database.db);
      await failTimes(LIMIT, 'someone-else@example.com', () => '203.0.113.7');

      const response = await login(user.email, DEFAULT_PASSWORD, '203.0.113.7');

      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(THROTTLED);
    });

    it('still lets in with the right password someone who has signed in from the throttled address before', async () => {
      const regular = await buildUser(t.database.db);
      expect((await login(regular.email, DEFAULT_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
      await failTimes(LIMIT, 'someone-else@example.com', () => '203.0.113.7');

      const right = await login(regular.email, DEFAULT_PASSWORD, '203.0.113.7');
      const wrong = await login(regular.email, WRONG_PASSWORD, '203.0.113.7');
      const rightAgain = await login(regular.email, DEFAULT_PASSWORD, '203.0.113.7');

      expect(right.statusCode).toBe(200);
      expect(wrong.statusCode).toBe(429);
      expect(wrong.json()).toEqual(THROTTLED);
      expect(rightAgain.statusCode).toBe(200);
    });

    it('gives a known person 429, not a check, once their own account is locked too', async () => {
      const regular = await buildUser(t.database.db);
      expect((await login(regular.email, DEFAULT_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
      await failTimes(LIMIT, 'someone-else@example.com', () => '203.0.113.7');
      for (let attempt = 0; attempt < LIMIT; attempt += 1) await login(regular.email, WRONG_PASSWORD, '203.0.113.7');

      const response = await login(regular.email, DEFAULT_PASSWORD, '203.0.113.7');

      expect(response.statusCode).toBe(429);
    });

    it('lets someone with a second factor finish the code step from a throttled address', async () => {
      const { user, headers } = await signedIn(t.app, t.database.db);
      const { secret } = await enableTwoFactor(t.app, t.clock, headers);
      const challenge = await passwordStep(t.app, user.email, DEFAULT_PASSWORD, '203.0.113.7');
      await failTimes(LIMIT, 'someone-else@example.com', () => '203.0.113.7');

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/2fa',
        payload: { challenge, code: currentCode(secret, t.clock) },
        remoteAddress: '203.0.113.7',
      });

      expect(response.statusCode).toBe(200);
    });

    it('still lets the same person sign in from another address', async () => {
      const user = await buildUser(t.database.db);
      await failTimes(LIMIT, 'someone-else@example.com', () => '203.0.113.7');

      const response = await login(user.email, DEFAULT_PASSWORD, '198.51.100.20');

      expect(response.statusCode).toBe(200);
    });

    it('lets the address in again once the window has passed', async () => {
      const user = await buildUser(t.database.db);
      await failTimes(LIMIT, 'someone-else@example.com', () => '203.0.113.7');

      t.clock.advance(WINDOW_MS - 1_000);
      const justBefore = await login(user.email, DEFAULT_PASSWORD, '203.0.113.7');
      t.clock.advance(2_000);
      const justAfter = await login(user.email, DEFAULT_PASSWORD, '203.0.113.7');

      expect(justBefore.statusCode).toBe(429);
      expect(justBefore.json().message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
      expect(justAfter.statusCode).toBe(200);
    });

    it('does not count ten failures spread over more than the window', async () => {
      const user = await buildUser(t.database.db);
      await failTimes(5, 'someone-else@example.com', () => '203.0.113.7');
      t.clock.advance(WINDOW_MS);
      await failTimes(5, 'someone-else@example.com', () => '203.0.113.7');

      const response = await login(user.email, DEFAULT_PASSWORD, '203.0.113.7');

      expect(response.statusCode).toBe(200);
    });

    it('ignores X-Forwarded-For when TRUST_PROXY is off, so a client cannot pose as many addresses', async () => {
      const user = await buildUser(t.database.db);
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        await login('someone-else@example.com', WRONG_PASSWORD, '203.0.113.7', {
          'x-forwarded-for': `10.0.0.${attempt}`,
        });
      }

      const response = await login(user.email, DEFAULT_PASSWORD, '203.0.113.7', { 'x-forwarded-for': '10.0.0.99' });

      expect(response.statusCode).toBe(429);
    });
  });

  describe('per account', () => {
    it('answers the right password exactly like a wrong one after 10 failures from different addresses', async () => {
      const user = await buildUser(t.database.db);
      await failTimes(LIMIT, user.email, (attempt) => `198.51.100.${attempt + 1}`);

      const rightPassword = await login(user.email, DEFAULT_PASSWORD, '192.0.2.50');
      const wrongPassword = await login(user.email, WRONG_PASSWORD, '192.0.2.51');

      expect(rightPassword.statusCode).toBe(401);
      expect(rightPassword.json()).toEqual(WRONG_CREDENTIALS);
      expect(rightPassword.json()).toEqual(wrongPassword.json());
    });

    it('counts failures on the account whatever the case of the typed e-mail', async () => {
      const user = await buildUser(t.database.db, { email: 'carla.diaz@example.com' });
      await failTimes(LIMIT, 'Carla.Diaz@EXAMPLE.com', (attempt) => `198.51.100.${attempt + 1}`);

      const response = await login(user.email, DEFAULT_PASSWORD, '192.0.2.50');

      expect(response.statusCode).toBe(401);
    });

    it('unlocks the account once the window has passed', async () => {
      const user = await buildUser(t.database.db);
      await failTimes(LIMIT, user.email, (attempt) => `198.51.100.${attempt + 1}`);

      t.clock.advance(WINDOW_MS + 1_000);
      const response = await login(user.email, DEFAULT_PASSWORD, '192.0.2.50');

      expect(response.statusCode).toBe(200);
    });

    it('starts counting afresh after a successful sign-in', async () => {
      const user = await buildUser(t.database.db);
      await failTimes(LIMIT - 1, user.email, (attempt) => `198.51.100.${attempt + 1}`);
      expect((await login(user.email, DEFAULT_PASSWORD, '192.0.2.50')).statusCode).toBe(200);
      await failTimes(LIMIT - 1, user.email, (attempt) => `198.51.100.${attempt + 101}`);

      const response = await login(user.email, DEFAULT_PASSWORD, '192.0.2.51');

      expect(response.statusCode).toBe(200);
    });

    it('leaves other accounts alone', async () => {
      const locked = await buildUser(t.database.db);
      const other = await buildUser(t.database.db);
      await failTimes(LIMIT, locked.email, (attempt) => `198.51.100.${attempt + 1}`);

      const response = await login(other.email, DEFAULT_PASSWORD, '192.0.2.50');

      expect(response.statusCode).toBe(200);
    });
  });
});
