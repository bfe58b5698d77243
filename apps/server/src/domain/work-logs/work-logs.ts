import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { IsoDate } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { assignments, clients, workLogs } from '../../platform/db/schema.js';

/** A work log as the API shows it, with its client's name. */
export const workLogColumns = {
  id: workLogs.id,
  description: workLogs.description,
  client_id: workLogs.clientId,
  client_name: clients.name,
  date: workLogs.date,
  duration: workLogs.durationMinutes,
  user_id: workLogs.userId,
};

/**
 * The minutes each of `people` (ids or a subquery of ids) logged on each day from `from` to `to`, by person and day, in
 * one query; a day without logs is not in it.
 */
export async function loggedMinutes(
  db: Database,
  people: SQLWrapper | number[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<number, Map<IsoDate, number>>> {
  const rows = await db
    .select({
      userId: workLogs.userId,
      date: workLogs.date,
      minutes: sql<number>`sum(${workLogs.durationMinutes})::int`,
    })
    .from(workLogs)
    .where(and(inArray(workLogs.userId, people), gte(workLogs.date, from), lte(workLogs.date, to)))
    .groupBy(workLogs.userId, workLogs.date);
  const logged = new Map<number, Map<IsoDate, number>>();
  for (const row of rows) {
    const days = logged.get(row.userId) ?? new Map<IsoDate, number>();
    logged.set(row.userId, days.set(row.date, Number(row.minutes)));
  }
  return logged;
}

/** An assignment that runs on a day from `from` to `to` (null: open-ended): an open-ended one runs from its start on. */
export function assignmentDuring(from: string | SQLWrapper, to: string | SQLWrapper | null): SQL {
  return and(
    to === null ? undefined : lte(assignments.fromDate, to),
    or(isNull(assignments.toDate), gte(assignments.toDate, from)),
  )!;
}

/**
 * One of `userId`'s assignments with `clientId` that runs on a day from `from` to `to` (null: open-ended),
 * if any (docs/product/people-and-clients.md#assignments, docs/product/time-and-week.md#work-logs).
 */
export function assignmentsOverlapping(
  db: Database,
  userId: number,
  clientId: number,
  from: IsoDate,
  to: IsoDate | null,
) {
  return db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.userId, userId), eq(assignments.clientId, clientId), assignmentDuring(from, to)))
    .limit(1);
}
