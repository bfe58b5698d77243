import { and, eq, sql } from 'drizzle-orm';
import { clientMonthKey, type IsoDate, type LocksInForce } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { assignments, clients, clientSignoffs, settings, timesheets, users } from '../../platform/db/schema.js';
import { LOCKED_UNTIL } from '../../platform/settings.js';

/**
 * Everything an imported row is checked against, read once before the file's first row (docs/product/access.md#import:
 * no query per row): people by e-mail, clients by name, assignments, and what locks which days. Its size follows the
 * company, never the file. `onlyUserId` narrows it to one person (an employee imports only their own logs).
 */
export interface ImportLookups {
  userIdByEmail: ReadonlyMap<string, number>;
  /** Lower-cased name → ids: client names are not unique, so a row takes the one its person is assigned to. */
  clientIdsByName: ReadonlyMap<string, readonly number[]>;
  /** `${userId}:${clientId}` → the assignments' [from, to] (to null: open-ended). */
  assignments: ReadonlyMap<string, readonly (readonly [IsoDate, IsoDate | null])[]>;
  locksOf(userId: number): LocksInForce;
}

export async function loadImportLookups(db: Database, onlyUserId: number | null): Promise<ImportLookups> {
  // One after the other: inside the import's transaction they share one connection.
  const people = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(onlyUserId === null ? undefined : eq(users.id, onlyUserId));
  const clientRows = await db.select({ id: clients.id, name: clients.name }).from(clients);
  const assignmentRows = await db
    .select({
      userId: assignments.userId,
      clientId: assignments.clientId,
      from: assignments.fromDate,
      to: assignments.toDate,
    })
    .from(assignments)
    .where(onlyUserId === null ? undefined : eq(assignments.userId, onlyUserId));
  const lockDate = await db
    .select({ until: sql<string>`${settings.value} #>> '{}'` })
    .from(settings)
    .where(eq(settings.key, LOCKED_UNTIL));
  const approved = await db
    .select({ userId: timesheets.userId, month: timesheets.month })
    .from(timesheets)
    .where(and(eq(timesheets.status, 'approved'), onlyUserId === null ? undefined : eq(timesheets.userId, onlyUserId)));
  const signedOff = await db
    .select({ clientId: clientSignoffs.clientId, month: clientSignoffs.month })
    .from(clientSignoffs)
    .where(eq(clientSignoffs.status, 'approved'));

  const clientIdsByName = new Map<string, number[]>();
  for (const client of clientRows) {
    const key = client.name.trim().toLowerCase();
    clientIdsByName.set(key, [...(clientIdsByName.get(key) ?? []), client.id]);
  }
  const ranges = new Map<string, [IsoDate, IsoDate | null][]>();
  for (const row of assignmentRows) {
    const key = `${row.userId}:${row.clientId}`;
    const list = ranges.get(key) ?? [];
    list.push([row.from, row.to]);
    ranges.set(key, list);
  }
  const approvedMonths = new Map<number, Set<string>>();
  for (const row of approved) {
    const months = approvedMonths.get(row.userId) ?? new Set<string>();
    months.add(row.month);
    approvedMonths.set(row.userId, months);
  }
  const signedOffClientMonths = new Set(signedOff.map((row) => clientMonthKey(row.clientId, row.month)));
  const lockedUntil = lockDate[0]?.until ?? null;
  const none = new Set<string>();
  return {
    userIdByEmail: new Map(people.map((person) => [person.email, person.id])),
    clientIdsByName,
    assignments: ranges,
    locksOf: (userId) => ({
      lockedUntil,
      approvedTimesheets: approvedMonths.get(userId) ?? none,
      signedOffClientMonths,
    }),
  };
}

/** The client of `ids` that `userId` is assigned to on `date`, if any (docs/product/time-and-week.md#work-logs). */
export function assignedClient(
  lookups: ImportLookups,
  userId: number,
  ids: readonly number[],
  date: IsoDate,
): number | undefined {
  return ids.find((clientId) =>
    (lookups.assignments.get(`${userId}:${clientId}`) ?? []).some(
      ([from, to]) => from <= date && (to === null || to >= date),
    ),
  );
}
