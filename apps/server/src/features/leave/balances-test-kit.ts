import type { RoleId } from '@portal/shared';
import { allowances } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

/** What the holiday balance tests (balances-*.test.ts) share. */

export type Headers = Record<string, string>;

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useBalancesKit() {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const balances = (id: number | string, headers: Headers, query = '') =>
    get(`/api/days_available/${id}${query}`, headers);
  const allow = (userId: number, byYear: Record<number, number>) =>
    t.database.db
      .insert(allowances)
      .values(Object.entries(byYear).map(([year, total]) => ({ userId, year: Number(year), total })));

  return { t, as, get, balances, allow };
}
