import { eq } from 'drizzle-orm';
import type { RoleId } from '@portal/shared';
import { users } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { signIn, signedIn } from '../../test/factories.js';

/** What the people tests (users-*.test.ts) share: the answers they expect, and one app per file with its calls. */

export const NEW_PASSWORD = 'Amber-Lantern-731';
export const SUPER_ADMINS_ONLY = {
  code: 'FORBIDDEN',
  message: 'Only a super administrator can do this to a super administrator.',
};
export const EMAIL_TAKEN = { code: 'CONFLICT', message: 'This email address is already in use.' };
export const USER_NOT_FOUND = { code: 'NOT_FOUND', message: 'User not found.' };

/** The test file's app (useTestContext) with the calls the people tests make. Call it inside the file's describe. */
export function useUsersKit() {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const getUser = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });
  /** The SUPER_ADMIN that first start creates (docs/product/README.md#first-start), signed in. */
  const rootAdmin = async () => {
    const [root] = await t.database.db.select().from(users).where(eq(users.email, 'root@example.com'));
    if (!root) throw new Error('first start made no admin');
    const token = await signIn(t.app, root.email, 'Root-Pass-2026');
    return { user: root, token, headers: { authorization: `Bearer ${token}` } };
  };

  return { queries, t, as, getUser, rootAdmin };
}
