import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { totpCode } from '../../platform/auth/totp.js';
import { auditEntries, recoveryCodes, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';
import { enableTwoFactor } from '../../test/two-factor.js';

type Headers = Record<string, string>;

/** docs/product/access.md#two-factor: a person sets up and turns off their own second factor. */
describe('two-factor setup', () => {
  const t = useTestContext();

  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const me = async (headers: Headers) => (await t.app.inject({ method: 'GET', url: '/api/user', headers })).json().data;
  const auditActions = async (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  describe('POST /api/user/2fa/setup', () => {
    it('refuses a caller who is not signed in', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/user/2fa/setup' });

      expect(response.statusCode).toBe(401);
    });

    it('answers a new secret and its otpauth address, under "Staff Portal" and the e-mail, still off', async () => {
      const { user, headers } = await signedIn(t.app, t.database.db, { email: 'anna@example.com' });

      const response = await post('/api/user/2fa/setup', headers);

      expect(response.statusCode).toBe(200);
      const { secret, otpauth_url } = response.json();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauth_url).toBe(
        `otpauth://totp/Staff%20Portal:anna%40example.com?issuer=Staff%20Portal&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
      );
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ totpPendingSecret: secret, totpSecret: null, totpEnabledAt: null });
      expect(await me(headers)).toMatchObject({ two_factor_enabled: false });
    });

    it('refuses to start again once it is on', async () => {
      const { headers } = await signedIn(t.app, t.database.db);
      await enableTwoFactor(t.app, t.clock, headers);

      const response = await post('/api/user/2fa/setup', headers);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: 'Two-factor sign-in is already on.' });
    });
  });

  describe('POST /api/user/2fa/enable', () => {
    it('refuses a code before the setup started', async () => {
      const { headers } = await signedIn(t.app, t.database.db);

      const response = await post('/api/user/2fa/enable', headers, { code: '123456' });

      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Start the setup first: there is no new secret to confirm.');
    });

    it('refuses a wrong code, on the code field, and stays off', async () => {
      const { headers } = await signedIn(t.app, t.database.db);
      const { secret } = (await post('/api/user/2fa/setup', headers)).json();
      const stale = totpCode(secret, new Date(t.clock.now().getTime() - 5 * 60_000));

      const response = await post('/api/user/2fa/enable', headers, { code: stale });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { code: [expect.any(String)] } });
      expect(await me(headers)).toMatchObject({ two_factor_enabled: false });
    });

    it('turns it on with a current code and answers ten readable recovery codes, stored only hashed, audited', async () => {
      const { user, headers } = await signedIn(t.app, t.database.db);
      const { secret } = (await post('/api/user/2fa/setup', headers)).json();

      const response = await post('/api/user/2fa/enable', headers, { code: totpCode(secret, t.clock.now()) });

      expect(response.statusCode).toBe(200);
      const codes: string[] = response.json().recovery_codes;
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
      expect(new Set(codes).size).toBe(10);
      const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      expect(stored).toHaveLength(10);
      const storedHashes = stored.map((row) => row.codeHash).join(' ');
      for (const code of codes) expect(storedHashes).not.toContain(code.replace('-', ''));
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: t.clock.now() });
      expect(await me(headers)).toMatchObject({ two_factor_enabled: true });
      expect(await auditActions('user.two_factor_enable')).toEqual([
        expect.objectContaining({ actorId: user.id, targetType: 'user', targetId: String(user.id) }),
      ]);
    });
  });

  describe('POST /api/user/2fa/disable', () => {
    it('refuses a wrong password with a message on the password field, and stays on', async () => {
      const { headers } = await signedIn(t.app, t.database.db);
      await enableTwoFactor(t.app, t.clock, headers);

      const response = await post('/api/user/2fa/disable', headers, { password: 'Not-The-Password-1' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'This password is not right.',
        errors: { password: ['This password is not right.'] },
      });
      expect(await me(headers)).toMatchObject({ two_factor_enabled: true });
    });

    it('turns it off with the password: the next sign-in needs no code, and it is audited', async () => {
      const { user, headers } = await signedIn(t.app, t.database.db);
      await enableTwoFactor(t.app, t.clock, headers);

      const response = await post('/api/user/2fa/disable', headers, { password: DEFAULT_PASSWORD });

      expect(response.statusCode).toBe(204);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: DEFAULT_PASSWORD },
      });
      expect(login.json()).toEqual({ access_token: expect.any(String) });
      expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
      expect(await auditActions('user.two_factor_disable')).toHaveLength(1);
    });

    it('says so when it is not on', async () => {
      const { headers } = await signedIn(t.app, t.database.db);

      const response = await post('/api/user/2fa/disable', headers, { password: DEFAULT_PASSWORD });

      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Two-factor sign-in is not on.');
    });

    it('refuses an admin while the portal requires it of admins, but not an employee', async () => {
      const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
      const employee = await signedIn(t.app, t.database.db);
      await enableTwoFactor(t.app, t.clock, admin.headers);
      await enableTwoFactor(t.app, t.clock, employee.headers);
      await t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: admin.headers,
        payload: { require_2fa_for_admins: true },
      });

      const refused = await post('/api/user/2fa/disable', admin.headers, { password: DEFAULT_PASSWORD });
      const allowed = await post('/api/user/2fa/disable', employee.headers, { password: DEFAULT_PASSWORD });

      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Administrators must keep two-factor sign-in on: the portal requires it.',
      });
      expect(allowed.statusCode).toBe(204);
    });
  });
});
