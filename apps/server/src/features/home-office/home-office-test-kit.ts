import { eq } from 'drizzle-orm';
import type { RoleId } from '@portal/shared';
import { homeOfficeDays } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signedIn, signedInClientUser } from '../../test/factories.js';

/** What the home-office tests (home-office-*.test.ts) share. */

export type Headers = Record<string, string>;
export interface HomeOfficeItem {
  id: number;
  user_id: number;
  date: string;
}
export const MONDAY = '2026-11-16';

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useHomeOfficeKit() {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  const mark = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/home_office', headers, payload });
  const unmark = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/home_office/delete_by_user_id_and_date', headers, payload });
  const read = (headers: Headers, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/home_office${query}`, headers });
  const rowsOf = (userId: number) =>
    t.database.db.select().from(homeOfficeDays).where(eq(homeOfficeDays.userId, userId));
  const markDirectly = (userId: number, dates: string[]) =>
    t.database.db.insert(homeOfficeDays).values(dates.map((date) => ({ userId, date })));
  const datesOf = (body: { data: HomeOfficeItem[] }) => body.data.map((item) => item.date);

  return { t, as, asClientUser, mark, unmark, read, rowsOf, markDirectly, datesOf };
}
