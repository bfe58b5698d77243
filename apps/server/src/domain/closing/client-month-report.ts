import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { monthBounds, type ClientReportItemView } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { clients, users, workLogs } from '../../platform/db/schema.js';
import { workLogColumns } from '../work-logs/work-logs.js';

/**
 * docs/product/http-contract.md#endpoints: the client's month grouped per person (docs/product/reports.md#client-month),
 * in one query; read by the client report and by the sign-off link's page (docs/product/closing.md#signoff-links).
 */
export async function clientMonthReport(
  db: Database,
  client: { id: number; everyone: boolean },
  month: number,
  year: number,
): Promise<ClientReportItemView[]> {
  const rows = await db
    .select({ ...workLogColumns, username: users.name })
    .from(workLogs)
    .innerJoin(clients, eq(clients.id, workLogs.clientId))
    .innerJoin(users, eq(users.id, workLogs.userId))
    .where(clientMonthLogs(client, month, year))
    .orderBy(asc(users.name), asc(workLogs.userId), asc(workLogs.date), asc(workLogs.id));
  const byPerson = new Map<number, ClientReportItemView>();
  for (const { username, ...log } of rows) {
    const item = byPerson.get(log.user_id) ?? { user_id: log.user_id, username, total_hours: 0, data: [] };
    item.data.push(log);
    item.total_hours += log.duration;
    byPerson.set(log.user_id, item);
  }
  return [...byPerson.values()];
}

/**
 * The logs a client's month shows (docs/product/reports.md#client-month): everyone's to an admin, else only the logs of
 * people who share theirs. For a query that joins `users`; the screen and the downloads read with it.
 */
export function clientMonthLogs(client: { id: number; everyone: boolean }, month: number, year: number) {
  const [from, to] = monthBounds(`${year}-${String(month).padStart(2, '0')}`);
  return and(
    eq(workLogs.clientId, client.id),
    gte(workLogs.date, from),
    lte(workLogs.date, to),
    client.everyone ? undefined : eq(users.publicLogs, true),
  );
}
