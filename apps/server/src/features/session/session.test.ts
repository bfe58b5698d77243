import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { auditEntries, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';
import { buildAssignment } from '../../test/record-factories.js';

const WRONG_CREDENTIALS = { code: 'BAD_CREDENTIALS', message: 'These credentials do not match our records.' };

describe('POST /api/login', () => {
  const t = useTestContext();

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/login', payload });

  it('answers a token that opens GET /api/user', async () => {
    const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: user.id,
      email: user.email,
      role_id: Role.ADMIN,
      status: 'active',
    });
    expect(response.json().data).not.toHaveProperty('passwordHash');
  });

  it('gives the signed-in user their clients with the pivot, as docs/product/people-and-clients.md#user-fields lists', async () => {
    const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.USER });
    const company = await buildClient(t.database.db, 'Northwind');
    await buildAssignment(t.database.db, { userId: user.id, clientId: company.id, hours: 20, fromDate: '2026-02-01' });

    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });

    expect(response.json().data.clients).toEqual([
      {
        id: company.id,
        name: 'Northwind',
        hours: 20,
        pivot: expect.objectContaining({ client_id: company.id, hours: 20, from_date: '2026-02-01', to_date: null }),
      },
    ]);
  });

  describe('invalid input (docs/product/http-contract.md#errors)', () => {
    it('names both missing fields with the spec messages', async () => {
      const response = await login({});

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Email is required',
        errors: { email: ['Email is required'], password: ['Password is required'] },
      });
    });

    it('refuses an empty e-mail and an empty password', async () => {
      const response = await login({ email: '', password: '' });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors.email[0]).toBe('Email is required');
      expect(response.json().errors.password).toEqual(['Password is required']);
    });

    it('refuses a malformed e-mail address', async () => {
      const response = await login({ email: 'not-an-address', password: DEFAULT_PASSWORD });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Invalid email address',
        errors: { email: ['Invalid email address'] },
      });
    });
  });

  describe('credentials', () => {
    it('refuses a wrong password with 401', async () => {
      const user = await buildUser(t.database.db);

      const response = await login({ email: user.email, password: 'Not-The-Password-1' });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
    });

    it('refuses an unknown e-mail with the same 401 as a wrong password', async () => {
      const response = await login({ email: 'nobody@example.com', password: DEFAULT_PASSWORD });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
    });

    it('refuses an account without a password whatever is typed', async () => {
      const user = await buildUser(t.database.db);
      await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));

      const response = await login({ email: user.email, password: DEFAULT_PASSWORD });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
    });

    it('matches the e-mail address regardless of case and surrounding spaces', async () => {
      await buildUser(t.database.db, { email: 'Anna.Berg@Example.com' });

      const response = await login({ email: '  anna.berg@EXAMPLE.COM ', password: DEFAULT_PASSWORD });

      expect(response.statusCode).toBe(200);
      expect(response.json().access_token).toEqual(expect.any(String));
    });
  });

  describe('deactivated accounts (docs/product/roles-and-access.md#deactivation)', () => {
    it('refuses a deactivated account with 403', async () => {
      const user = await buildUser(t.database.db, { active: false });

      const response = await login({ email: user.email, password: DEFAULT_PASSWORD });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'ACCOUNT_DEACTIVATED',
        message: 'This account has been deactivated. Please contact an administrator.',
      });
    });

    it('answers a wrong password on a deactivated account with 401, not 403', async () => {
      const user = await buildUser(t.database.db, { active: false });

      const response = await login({ email: user.email, password: 'Not-The-Password-1' });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_CREDENTIALS);
    });
  });

  describe('audit trail (docs/product/reports.md#audit)', () => {
    const auditRows = (action: string) =>
      t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

    it('records a successful sign-in as auth.sign_in', async () => {
      const user = await buildUser(t.database.db);

      await login({ email: user.email, password: DEFAULT_PASSWORD });

      const rows = await auditRows('auth.sign_in');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: user.id,
        targetType: 'user',
        targetId: String(user.id),
        ip: '127.0.0.1',
      });
      expect(rows[0]?.at).toEqual(t.clock.now());
    });

    it('records a wrong password as auth.sign_in_failed without the password', async () => {
      const user = await buildUser(t.database.db);

      await login({ email: user.email, password: 'Typed-Secret-77' });

      const rows = await auditRows('auth.sign_in_failed');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorId: user.id, after: { email: user.email } });
      expect(await auditRows('auth.sign_in')).toHaveLength(0);
      const stored = await t.database.db
        .select({ row: sql<string>`row_to_json(${auditEntries})::text` })
        .from(auditEntries);
      expect(stored.map(({ row }) => row).join('\n')).not.toContain('Typed-Secret-77');
    });

    it('records the right password of a deactivated account as a failed sign-in', async () => {
      const user = await buildUser(t.database.db, { active: false });

      await login({ email: user.email, password: DEFAULT_PASSWORD });

      const rows = await auditRows('auth.sign_in_failed');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorId: user.id, after: { email: user.email, reason: 'deactivated' } });
    });

    it('records an unknown e-mail as a failed sign-in without an actor', async () => {
      await login({ email: 'nobody@example.com', password: DEFAULT_PASSWORD });

      const rows = await auditRows('auth.sign_in_failed');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorId: null, after: { email: 'nobody@example.com' } });
    });
  });
});
