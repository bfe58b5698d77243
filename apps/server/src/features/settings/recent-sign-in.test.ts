import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MS, Role } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';
import { enableTwoFactor } from '../../test/two-factor.js';

type Headers = Record<string, string>;

/**
 * docs/product/access.md#recent-sign-in: changing `require_2fa_for_admins` or `locked_until` needs a recent
 * sign-in; sending them unchanged (the Settings form sends every field) and the other settings do not.
 */
describe('PATCH /api/settings and a recent sign-in', () => {
  const t = useTestContext();
  const patch = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/settings', headers, payload });

  async function staleAdmin() {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    await enableTwoFactor(t.app, t.clock, admin.headers);
    t.clock.advance(RECENT_SIGN_IN_MS + 60_000);
    return admin;
  }

  it("asks before turning the admins' second factor on or off or moving the lock date", async () => {
    const { headers } = await staleAdmin();

    const answers = await Promise.all([
      patch(headers, { require_2fa_for_admins: true }),
      patch(headers, { locked_until: '2026-10-31' }),
    ]);

    expect(answers.map((answer) => answer.json().code)).toEqual(['REAUTH_REQUIRED', 'REAUTH_REQUIRED']);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings', headers })).json().data;
    expect(settings).toMatchObject({ require_2fa_for_admins: false, locked_until: null });
  });

  it('does not ask for other settings, or for these two sent unchanged', async () => {
    const { headers } = await staleAdmin();

    const response = await patch(headers, {
      time_zone: 'Europe/Vienna',
      require_2fa_for_admins: false,
      locked_until: null,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.time_zone).toBe('Europe/Vienna');
  });

  it('changes them after the password is given again', async () => {
    const { headers } = await staleAdmin();

    await t.app.inject({ method: 'POST', url: '/api/user/reauth', headers, payload: { password: DEFAULT_PASSWORD } });
    const response = await patch(headers, { require_2fa_for_admins: true, locked_until: '2026-10-31' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ require_2fa_for_admins: true, locked_until: '2026-10-31' });
  });

  it('never lets an API token change them (403 API_TOKEN_NOT_ALLOWED)', async () => {
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers,
      payload: { name: 'Script', expires_in_days: 30 },
    });

    const response = await patch({ authorization: `Bearer ${made.json().token}` }, { require_2fa_for_admins: true });

    expect(response.json().code).toBe('API_TOKEN_NOT_ALLOWED');
  });
});
