import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { auditEntries } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';
import { enableTwoFactor } from '../../test/two-factor.js';

/**
 * docs/product/access.md#two-factor: an admin resets someone's second factor; a SUPER_ADMIN's only a SUPER_ADMIN
 * (docs/product/roles-and-access.md#super-admin).
 */
describe('DELETE /api/users/{id}/2fa', () => {
  const t = useTestContext();

  async function personWithTwoFactor(roleId: RoleId = Role.USER) {
    const person = await signedIn(t.app, t.database.db, { roleId });
    await enableTwoFactor(t.app, t.clock, person.headers);
    return person.user;
  }

  const reset = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/${id}/2fa`, headers });

  it('lets an admin reset an employee: shown off, signed in with the password alone, audited', async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const employee = await personWithTwoFactor();
    const before = await t.app.inject({ method: 'GET', url: `/api/users/${employee.id}`, headers: admin.headers });
    expect(before.json().two_factor_enabled).toBe(true);

    const response = await reset(employee.id, admin.headers);

    expect(response.statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers });
    const listed = (list.json().data as { id: number; two_factor_enabled: boolean }[]).find(
      (u) => u.id === employee.id,
    );
    expect(listed?.two_factor_enabled).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: employee.email, password: DEFAULT_PASSWORD },
    });
    expect(login.json()).toEqual({ access_token: expect.any(String) });
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'user.two_factor_reset'));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.user.id, targetType: 'user', targetId: String(employee.id) }),
    ]);
  });

  it("refuses an admin a SUPER_ADMIN's second factor", async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const superAdmin = await personWithTwoFactor(Role.SUPER_ADMIN);

    const response = await reset(superAdmin.id, admin.headers);

    expect(response.statusCode).toBe(403);
    const after = await t.app.inject({ method: 'GET', url: `/api/users/${superAdmin.id}`, headers: admin.headers });
    expect(after.json().two_factor_enabled).toBe(true);
  });

  it("lets a SUPER_ADMIN reset another SUPER_ADMIN's", async () => {
    const root = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });
    const superAdmin = await personWithTwoFactor(Role.SUPER_ADMIN);

    const response = await reset(superAdmin.id, root.headers);

    expect(response.statusCode).toBe(204);
  });

  it('changes and records nothing when it is off', async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const employee = await signedIn(t.app, t.database.db);

    const response = await reset(employee.user.id, admin.headers);

    expect(response.statusCode).toBe(204);
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'user.two_factor_reset'));
    expect(audit).toEqual([]);
  });

  it('answers 404 for nobody, and 403 to an employee', async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const employee = await signedIn(t.app, t.database.db);

    expect((await reset(999_999, admin.headers)).statusCode).toBe(404);
    expect((await reset(admin.user.id, employee.headers)).statusCode).toBe(403);
  });
});
