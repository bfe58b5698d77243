import { eq } from 'drizzle-orm';
import type { RoleId } from '@portal/shared';
import { allowances, auditEntries, leaveRequests, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signedIn, signedInClientUser } from '../../test/factories.js';

/** What the leave request tests (requests-*.test.ts) share. */

export type Headers = Record<string, string>;
/** Monday to Friday of a December week after the test clock's today (2026-11-23): 5 working days. */
export const MONDAY = '2026-12-07';
export const FRIDAY = '2026-12-11';

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useLeaveRequestsKit() {
  const t = useTestContext();

  const as = (roleId: RoleId, name?: string) => signedIn(t.app, t.database.db, { roleId, ...(name ? { name } : {}) });
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  /** The SUPER_ADMIN of first start (docs/product/README.md#first-start): the default leave approver (docs/product/leave.md#approver). */
  const rootId = async () => {
    const [root] = await t.database.db.select().from(users).where(eq(users.email, 'root@example.com'));
    if (!root) throw new Error('first start made no admin');
    return root.id;
  };
  const allowance = (userId: number, year: number, total: number) =>
    t.database.db.insert(allowances).values({ userId, year, total });
  const request = (headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/holidays', headers, payload });
  const annual = (requestingId: number, from = MONDAY, to = FRIDAY) => ({
    type: 0,
    from_date: from,
    to_date: to,
    notes: 'Family visit',
    requesting_id: requestingId,
  });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const storedRequests = (userId: number) =>
    t.database.db.select().from(leaveRequests).where(eq(leaveRequests.requestingId, userId));
  const auditRows = (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  return { t, as, asClientUser, rootId, allowance, request, annual, get, storedRequests, auditRows };
}
