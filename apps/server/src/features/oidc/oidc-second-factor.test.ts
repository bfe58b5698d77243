import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { newTotpSecret, totpCode } from '../../platform/auth/totp.js';
import { sessions, users } from '../../platform/db/schema.js';
import { chooseTwoFactorRequiredForAdmins } from '../../platform/settings.js';
import { createTestContext, type TestContext } from '../../test/app.js';
import { acceptAuditRows } from '../../test/failing-audit.js';
import { buildUser } from '../../test/factories.js';
import { LocalProvider } from '../../test/oidc-provider.js';

/**
 * docs/product/access.md#oidc-second-factor: with require_2fa_for_admins on, an admin who signs in through the
 * identity provider also gives the portal's own code, unless the ID token's `amr` reports a second factor.
 */
describe('an admin signing in through the identity provider, with require_2fa_for_admins on', () => {
  const provider = new LocalProvider();
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let t: TestContext;
  beforeAll(async () => {
    const issuer = await provider.start();
    harness = await createTestContext({
      PUBLIC_URL: 'http://portal.test',
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'portal',
    });
  });
  beforeEach(async () => {
    t = await harness.reset();
    await chooseTwoFactorRequiredForAdmins(t.database.db, true);
  });
  afterEach(async () => acceptAuditRows(t.database.db));
  afterAll(async () => {
    await harness.close();
    await provider.stop();
  });

  async function personWithSecondFactor(email: string, roleId: RoleId = Role.ADMIN) {
    const user = await buildUser(t.database.db, { email, roleId });
    const secret = newTotpSecret();
    await t.database.db
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: t.clock.now() })
      .where(eq(users.id, user.id));
    return { user, secret };
  }
  const signInAs = (email: string, amr?: string[]) =>
    provider.signInWith(t.app, { email, email_verified: true, ...(amr && { amr }) });
  const secondStep = (challenge: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/2fa', payload: { challenge, code } });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it.each([
    ['an ADMIN without amr', Role.ADMIN, undefined],
    ['a SUPER_ADMIN whose provider checked only a password', Role.SUPER_ADMIN, ['pwd']],
  ] as [string, RoleId, string[] | undefined][])(
    'asks %s for the code: a challenge, no session, then POST /login/2fa',
    async (_, roleId, amr) => {
      const { user, secret } = await personWithSecondFactor('ada.admin@example.com', roleId);

      const callback = await signInAs('ada.admin@example.com', amr);

      expect(callback.statusCode).toBe(200);
      const answer = callback.json() as { two_factor_required: true; challenge: string };
      expect(answer).toEqual({ two_factor_required: true, challenge: expect.stringMatching(/^[\w-]{43}$/) });
      expect(await t.database.db.$count(sessions)).toBe(0);
      const wrong = await secondStep(answer.challenge, '000000');
      expect(wrong.statusCode).toBe(401);
      const right = await secondStep(answer.challenge, totpCode(secret, t.clock.now()));
      expect(right.statusCode).toBe(200);
      const me = await get('/api/user', (right.json() as { access_token: string }).access_token);
      expect(me.json().data).toMatchObject({ id: user.id });
    },
  );

  it.each([['mfa'], ['otp'], ['hwk']])(
    "lets the admin in straight away when the provider's amr holds %s",
    async (method) => {
      await personWithSecondFactor('ada.admin@example.com');

      const callback = await signInAs('ada.admin@example.com', ['pwd', method]);

      expect(callback.statusCode).toBe(200);
      expect(callback.json()).toEqual({ access_token: expect.stringMatching(/^[\w-]{40,}$/) });
    },
  );

  it('holds an admin without a second factor yet to the setup, as after a password', async () => {
    await buildUser(t.database.db, { email: 'nils.new@example.com', roleId: Role.ADMIN });

    const callback = await signInAs('nils.new@example.com');

    const { access_token } = callback.json() as { access_token: string };
    expect((await get('/api/user', access_token)).json().data.two_factor_setup_required).toBe(true);
    expect((await get('/api/users', access_token)).json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
  });

  it('does not ask an employee, nor an admin once the requirement is off', async () => {
    await personWithSecondFactor('eve.employee@example.com', Role.USER);
    await personWithSecondFactor('ada.admin@example.com');

    const employee = await signInAs('eve.employee@example.com');
    await chooseTwoFactorRequiredForAdmins(t.database.db, false);
    const admin = await signInAs('ada.admin@example.com');

    expect(employee.json()).toHaveProperty('access_token');
    expect(admin.json()).toHaveProperty('access_token');
  });
});
