import type { RoleId } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

/** What the calendar feed tests (calendar-*.test.ts) share. */

export type Headers = Record<string, string>;

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useCalendarKit() {
  const t = useTestContext();

  const as = (roleId: RoleId, name?: string) => signedIn(t.app, t.database.db, { roleId, ...(name ? { name } : {}) });
  const feed = (headers: Headers, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url: '/api/calendar/feed', headers });
  const fetchIcs = (url: string) => t.app.inject({ method: 'GET', url });
  const urlsOf = async (headers: Headers) => (await feed(headers)).json().data as { personal: string; team: string };

  return { t, as, feed, fetchIcs, urlsOf };
}
