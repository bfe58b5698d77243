import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MS, Role } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { DEFAULT_PASSWORD, signedIn, signIn } from '../../test/factories.js';
import { currentCode, enableTwoFactor } from '../../test/two-factor.js';

type Headers = Record<string, string>;

const LATER = RECENT_SIGN_IN_MS + 60_000;

/** docs/product/access.md#recent-sign-in: sensitive actions need a password or code of the last 10 minutes. */
describe('a recent sign-in', () => {
  const t = useTestContext();
  const reauth = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/reauth', headers, payload });
  const newToken = (headers: Headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers,
      payload: { name: 'Script', expires_in_days: 30 },
    });

  it('lets a fresh sign-in make a token, and asks again 10 minutes later (403 REAUTH_REQUIRED)', async () => {
    const { headers } = await signedIn(t.app, t.database.db);

    const fresh = await newToken(headers);
    t.clock.advance(LATER);
    const later = await newToken(headers);

    expect(fresh.statusCode).toBe(201);
    expect(later.statusCode).toBe(403);
    expect(later.json()).toMatchObject({
      code: 'REAUTH_REQUIRED',
      message: expect.stringContaining('Confirm it is you'),
    });
  });

  it('makes the session recent again with the password, for 10 minutes', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    t.clock.advance(LATER);

    const confirmed = await reauth(headers, { password: DEFAULT_PASSWORD });
    const made = await newToken(headers);
    t.clock.advance(LATER);
    const tooLate = await newToken(headers);

    expect(confirmed.statusCode).toBe(204);
    expect(made.statusCode).toBe(201);
    expect(tooLate.json().code).toBe('REAUTH_REQUIRED');
  });

  it("refuses a wrong password with a field error in the person's language (400), and the session stays not recent", async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    t.clock.advance(LATER);

    const wrong = await reauth({ ...headers, 'accept-language': 'de' }, { password: 'not-my-password' });

    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ['Dieses Passwort ist nicht richtig.'] });
    expect((await newToken(headers)).json().code).toBe('REAUTH_REQUIRED');
  });

  it('takes a current code or an unused recovery code from someone with two-factor sign-in, each once', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    const { secret, recoveryCodes } = await enableTwoFactor(t.app, t.clock, headers);
    t.clock.advance(LATER);

    const withCode = await reauth(headers, { code: currentCode(secret, t.clock) });
    t.clock.advance(LATER);
    const sameCodeAgain = await reauth(headers, { code: currentCode(secret, t.clock) });
    const withRecovery = await reauth(headers, { code: recoveryCodes[0]! });
    const recoveryAgain = await reauth(headers, { code: recoveryCodes[0]! });

    expect(withCode.statusCode).toBe(204);
    expect(sameCodeAgain.statusCode).toBe(204); // the clock moved on: it is a new step's code
    expect(withRecovery.statusCode).toBe(204);
    expect(recoveryAgain.statusCode).toBe(400);
    expect(recoveryAgain.json().errors.code).toEqual([expect.stringContaining('not valid')]);
  });

  it('refuses a code from someone without two-factor sign-in, and a body with both or neither (400)', async () => {
    const { headers } = await signedIn(t.app, t.database.db);

    const answers = await Promise.all([
      reauth(headers, { code: '123456' }),
      reauth(headers, { password: DEFAULT_PASSWORD, code: '123456' }),
      reauth(headers, {}),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0]!.json().errors.code).toEqual(['Two-factor sign-in is off for you: confirm with your password.']);
    expect(answers[2]!.json().errors.password).toEqual(['Give either your password or a code, not both.']);
  });

  it('counts wrong passwords against the account like sign-ins: after 10 even the right one waits (429)', async () => {
    const { user, headers } = await signedIn(t.app, t.database.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await reauth(headers, { password: `wrong-${attempt}` })).statusCode).toBe(400);
    }

    const right = await reauth(headers, { password: DEFAULT_PASSWORD });
    const signInPage = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });

    expect(right.statusCode).toBe(429);
    expect(signInPage.statusCode).toBe(401);
  });

  it('needs a signed-in session: 401 without one, 403 API_TOKEN_NOT_ALLOWED with an API token', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    const { token } = (await newToken(headers)).json();

    const anonymous = await reauth({}, { password: DEFAULT_PASSWORD });
    const withToken = await reauth({ authorization: `Bearer ${token}` }, { password: DEFAULT_PASSWORD });

    expect(anonymous.statusCode).toBe(401);
    expect(withToken.json().code).toBe('API_TOKEN_NOT_ALLOWED');
  });

  it('declares the sensitive routes recentSignIn, so that the access hook checks them', () => {
    const declared = t.app.apiRoutes.filter((route) => route.recentSignIn).map((r) => `${r.method} ${r.url}`);

    expect(declared.sort()).toEqual([
      'DELETE /api/users/:id/2fa',
      'GET /api/export',
      'HEAD /api/export',
      'POST /api/user/2fa/disable',
      'POST /api/user/tokens',
      'POST /api/users/:id/password',
    ]);
  });

  it('asks for a recent sign-in on every route declared so, once the 10 minutes are over', async () => {
    const boss = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });
    const other = await signedIn(t.app, t.database.db);
    t.clock.advance(LATER);

    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/export', headers: boss.headers }),
      t.app.inject({ method: 'POST', url: '/api/user/2fa/disable', headers: boss.headers, payload: { password: 'x' } }),
      t.app.inject({ method: 'DELETE', url: `/api/users/${other.user.id}/2fa`, headers: boss.headers }),
      t.app.inject({
        method: 'POST',
        url: `/api/users/${other.user.id}/password`,
        headers: boss.headers,
        payload: { password: 'Another-Long-Secret-9', password_confirmation: 'Another-Long-Secret-9' },
      }),
      newToken(boss.headers),
    ]);

    expect(answers.map((answer) => answer.json().code)).toEqual(Array(5).fill('REAUTH_REQUIRED'));
  });

  it('counts a sign-in with password and code as recent', async () => {
    const person = await signedIn(t.app, t.database.db);
    const { secret } = await enableTwoFactor(t.app, t.clock, person.headers);
    t.clock.advance(LATER);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.user.email, password: DEFAULT_PASSWORD },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login/2fa',
      payload: { challenge: login.json().challenge, code: currentCode(secret, t.clock) },
    });
    const headers = { authorization: `Bearer ${second.json().access_token}` };

    expect((await newToken(headers)).statusCode).toBe(201);
  });

  it('is per session: confirming in one browser does not make another recent', async () => {
    const person = await signedIn(t.app, t.database.db);
    t.clock.advance(LATER);
    const otherBrowser = { authorization: `Bearer ${await signIn(t.app, person.user.email)}` };
    t.clock.advance(LATER);

    await reauth(otherBrowser, { password: DEFAULT_PASSWORD });

    expect((await newToken(person.headers)).json().code).toBe('REAUTH_REQUIRED');
    expect((await newToken(otherBrowser)).statusCode).toBe(201);
  });
});
