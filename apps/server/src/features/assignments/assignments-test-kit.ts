import type { RoleId } from '@portal/shared';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { signedIn, signedInClientUser } from '../../test/factories.js';

/** What the client assignment tests (assignments-*.test.ts) share. */

export type Headers = Record<string, string>;

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useAssignmentsKit() {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  const clientsOf = (userId: number, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/users/${userId}/clients`, headers });

  return { queries, t, as, asClientUser, clientsOf };
}
