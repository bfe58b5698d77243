import { eq } from 'drizzle-orm';
import type { RoleId } from '@portal/shared';
import { auditEntries } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

/** What the leave administration tests (admin-*.test.ts) share. */

export type Headers = Record<string, string>;
export const MONDAY = '2026-12-07';
export const FRIDAY = '2026-12-11';

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useLeaveAdminKit() {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId, name?: string) => signedIn(t.app, t.database.db, { roleId, ...(name ? { name } : {}) });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const auditRows = (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

  return { queries, t, as, get, auditRows, ids };
}
