import { asc, eq } from 'drizzle-orm';
import type { RoleId } from '@portal/shared';
import { auditEntries, publicHolidays } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

/** What the tests of managing public holidays (manage-*.test.ts) share. */

export type Headers = Record<string, string>;

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useManageKit() {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const saved = () =>
    t.database.db
      .select({ title: publicHolidays.title, date: publicHolidays.date })
      .from(publicHolidays)
      .orderBy(asc(publicHolidays.date));
  const auditRows = (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  return { t, as, send, get, saved, auditRows };
}
