import { eq } from 'drizzle-orm';
import type { RoleId } from '@portal/shared';
import { users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signedIn, signedInClientUser } from '../../test/factories.js';

/** What the settings tests (settings-*.test.ts) share. */

export type Headers = Record<string, string>;
/** docs/product/closing.md#settings: no lock date, and the weekly reminder on Fridays at 14:00, until chosen. */
export const CLOSING_DEFAULTS = {
  locked_until: null,
  reminder_weekday: 5,
  reminder_hour: 14,
  require_2fa_for_admins: false,
};

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useSettingsKit() {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  /** The SUPER_ADMIN that first start creates (docs/product/README.md#first-start). */
  const root = async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'root@example.com'));
    if (!row) throw new Error('first start made no admin');
    return row;
  };
  const read = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/settings', headers });
  const change = (headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/settings', headers, payload: payload as object });

  return { t, as, asClientUser, root, read, change };
}
