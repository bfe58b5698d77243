import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MS, Role, type RoleId } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';

type Headers = Record<string, string>;

const LATER = RECENT_SIGN_IN_MS + 60_000;
const NEW_PASSWORD = 'Brand-New-Secret-77';

/**
 * docs/product/access.md#recent-sign-in: giving someone an admin role and changing one's own e-mail address
 * depend on the fields sent, so the users feature asks for the recent sign-in itself.
 */
describe('people changes that need a recent sign-in', () => {
  const t = useTestContext();
  const register = (headers: Headers, roleId: RoleId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: {
        name: 'Nora New',
        email: `nora.${roleId}.${Math.random().toString(36).slice(2)}@example.com`,
        role_id: roleId,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
  const edit = (headers: Headers, id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/edit/${id}`,
      headers,
      payload: { public_logs: false, ...payload },
    });
  const staleSuperAdmin = async () => {
    const boss = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });
    t.clock.advance(LATER);
    return boss;
  };

  it('registers an employee without asking, but an ADMIN or SUPER_ADMIN only after a recent sign-in', async () => {
    const boss = await staleSuperAdmin();

    const employee = await register(boss.headers, Role.USER);
    const admin = await register(boss.headers, Role.ADMIN);
    const superAdmin = await register(boss.headers, Role.SUPER_ADMIN);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/reauth',
      headers: boss.headers,
      payload: { password: DEFAULT_PASSWORD },
    });
    const afterConfirming = await register(boss.headers, Role.ADMIN);

    expect(employee.statusCode).toBe(201);
    expect([admin, superAdmin].map((answer) => answer.json().code)).toEqual(['REAUTH_REQUIRED', 'REAUTH_REQUIRED']);
    expect(afterConfirming.statusCode).toBe(201);
  });

  it('asks before making someone an admin, not before other changes to them', async () => {
    const boss = await staleSuperAdmin();
    const person = await buildUser(t.database.db);

    const renamed = await edit(boss.headers, person.id, { name: 'Renamed' });
    const promoted = await edit(boss.headers, person.id, { role_id: Role.ADMIN });

    expect(renamed.statusCode).toBe(200);
    expect(promoted.json().code).toBe('REAUTH_REQUIRED');
  });

  it("asks before an admin changes their own e-mail address, not another person's", async () => {
    const boss = await staleSuperAdmin();
    const person = await buildUser(t.database.db);

    const own = await edit(boss.headers, boss.user.id, { email: 'new.boss@example.com' });
    const sameAddress = await edit(boss.headers, boss.user.id, { email: boss.user.email.toUpperCase() });
    const others = await edit(boss.headers, person.id, { email: 'moved@example.com' });

    expect(own.json().code).toBe('REAUTH_REQUIRED');
    expect(sameAddress.statusCode).toBe(200);
    expect(others.statusCode).toBe(200);
  });

  it('never lets an API token give an admin role (403 API_TOKEN_NOT_ALLOWED), recent or not', async () => {
    const boss = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers: boss.headers,
      payload: { name: 'Script', expires_in_days: 30 },
    });
    const viaToken = { authorization: `Bearer ${made.json().token}` };
    const person = await buildUser(t.database.db);

    const registered = await register(viaToken, Role.ADMIN);
    const promoted = await edit(viaToken, person.id, { role_id: Role.SUPER_ADMIN });
    const employee = await register(viaToken, Role.USER);

    expect([registered, promoted].map((answer) => answer.json().code)).toEqual([
      'API_TOKEN_NOT_ALLOWED',
      'API_TOKEN_NOT_ALLOWED',
    ]);
    expect(employee.statusCode).toBe(201);
  });
});
