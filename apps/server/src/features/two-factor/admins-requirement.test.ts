import { describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';
import { enableTwoFactor } from '../../test/two-factor.js';

type Headers = Record<string, string>;

/** docs/product/access.md#two-factor: with the setting on, admins without a second factor may only set one up. */
describe('require_2fa_for_admins', () => {
  const t = useTestContext();

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  /** The first administrator turns the requirement on, with a second factor of their own so as not to lock themselves out. */
  async function requireForAdmins() {
    const root = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });
    await enableTwoFactor(t.app, t.clock, root.headers);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: root.headers,
      payload: { require_2fa_for_admins: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.require_2fa_for_admins).toBe(true);
  }

  it('is off until chosen, and shown with the settings', async () => {
    const { headers } = await signedIn(t.app, t.database.db);

    const response = await get('/api/settings', headers);

    expect(response.json().data.require_2fa_for_admins).toBe(false);
  });

  it.each([
    ['an ADMIN', Role.ADMIN],
    ['a SUPER_ADMIN', Role.SUPER_ADMIN],
  ] as [string, RoleId][])('holds %s without a second factor to the setup: 403 everywhere else', async (_, roleId) => {
    await requireForAdmins();
    const { headers } = await signedIn(t.app, t.database.db, { roleId });

    const people = await get('/api/users', headers);
    const settings = await get('/api/settings', headers);
    const me = await get('/api/user', headers);

    expect(people.statusCode).toBe(403);
    expect(people.json()).toEqual({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
      message: 'Set up two-factor sign-in before you continue.',
    });
    expect(settings.statusCode).toBe(403);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ two_factor_enabled: false, two_factor_setup_required: true });
  });

  it('lets them set it up and sign out, and everything else once it is on', async () => {
    await requireForAdmins();
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

    await enableTwoFactor(t.app, t.clock, headers);

    expect((await get('/api/users', headers)).statusCode).toBe(200);
    expect((await get('/api/user', headers)).json().data.two_factor_setup_required).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(204);
  });

  it('does not hold employees, nor admins while the setting is off', async () => {
    const employee = await signedIn(t.app, t.database.db);
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    expect((await get('/api/users', admin.headers)).statusCode).toBe(200);
    expect((await get('/api/user', admin.headers)).json().data.two_factor_setup_required).toBe(false);

    await requireForAdmins();

    expect((await get('/api/users', employee.headers)).statusCode).toBe(200);
    expect((await get('/api/user', employee.headers)).json().data.two_factor_setup_required).toBe(false);
  });

  it('is changed by admins only', async () => {
    const { headers } = await signedIn(t.app, t.database.db);

    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers,
      payload: { require_2fa_for_admins: true },
    });

    expect(response.statusCode).toBe(403);
  });
});
