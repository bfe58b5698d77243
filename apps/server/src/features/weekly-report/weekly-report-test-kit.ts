import type { RoleId } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

/** What the weekly report tests (weekly-report-*.test.ts) share. */

export type Headers = Record<string, string>;
export interface ReportDay {
  date: string;
  minutes: number;
  status: string;
}
export interface ReportRow {
  user_id: number;
  days: ReportDay[];
}
/** Monday 16 to Sunday 22 November 2026. */
export const WEEK = '?from=2026-11-16&to=2026-11-22';

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useWeeklyReportKit() {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const report = (headers: Headers, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/weekly/logs${query}`, headers });
  const rowOf = (body: { data: ReportRow[] }, userId: number) => body.data.find((row) => row.user_id === userId);
  const dayOf = (row: ReportRow | undefined, date: string) => row?.days.find((day) => day.date === date);

  return { t, as, report, rowOf, dayOf };
}
