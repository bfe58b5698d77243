import type { RoleId } from '@portal/shared';
import { workLogs } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, signedIn, signedInClientUser } from '../../test/factories.js';
import { buildAssignment } from '../../test/record-factories.js';

/** What the work-log tests (worklogs-*.test.ts) share. */

export type Headers = Record<string, string>;
export interface LogView {
  id: number;
  date: string;
}
export const NOT_ASSIGNED = 'This client is not assigned to this person on that day.';
/** Monday 16 November 2026; the test clock stands on Monday 23 November. */
export const MONDAY = '2026-11-16';

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useWorkLogsKit() {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  /** A CLIENT user (role 3) of a client of their own. */
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  /** A client assigned to the person from 1 January 2026, open-ended unless told. */
  const assignedClient = async (userId: number, range: { fromDate?: string; toDate?: string | null } = {}) => {
    const client = await buildClient(t.database.db, `Client of ${userId}`);
    await buildAssignment(t.database.db, { userId, clientId: client.id, ...range });
    return client;
  };
  const entry = (userId: number, clientId: number, overrides: Record<string, unknown> = {}) => ({
    description: 'Sprint planning',
    user_id: userId,
    date: MONDAY,
    duration: 90,
    client_id: clientId,
    ...overrides,
  });
  const logCount = async () => (await t.database.db.select({ id: workLogs.id }).from(workLogs)).length;

  return { queries, t, as, asClientUser, assignedClient, entry, logCount };
}
