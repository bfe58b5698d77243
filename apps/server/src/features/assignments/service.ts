import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  calendarDays,
  type AssignClientBody,
  type IsoDate,
  type AssignmentRowView,
  type UserClientView,
} from '@portal/shared';
import { auditOf } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { assignments, clients, users, workLogs } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.js';
import { inPage, pageAndTotal, type Page } from '../../platform/paging.js';
import { clientsByUser } from '../../domain/people/users.js';
import { assignmentDuring, assignmentsOverlapping } from '../../domain/work-logs/work-logs.js';

const audit = auditOf('user');

/** docs/product/http-contract.md#endpoints GET /users/{id}/clients: items carry the client's name and the pivot. */
export async function listUserClients(db: Database, userId: number): Promise<UserClientView[]> {
  await assertUserExists(db, userId);
  return (await clientsByUser(db, [userId])).get(userId) ?? [];
}

/** docs/product/http-contract.md#endpoints POST /users/{id}/clients (docs/product/people-and-clients.md#assignments: several assignments, also with one client). */
export async function assignClient(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  body: AssignClientBody,
): Promise<UserClientView[]> {
  const { db, clock } = deps;
  await assertUserExists(db, userId);
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, body.client));
  if (!client) throw new InvalidInput('errors:client_not_found', { client: ['errors:client_not_found'] });
  // docs/product/reports.md#one-transaction: the assignment and its audit row commit together.
  await db.transaction(async (tx) => {
    await assertNoOverlap(tx, userId, body.client, body.dates[0], body.dates[1] ?? null);
    const [row] = await tx
      .insert(assignments)
      .values({
        userId,
        clientId: body.client,
        hours: body.hours,
        fromDate: body.dates[0],
        toDate: body.dates[1] ?? null,
      })
      .returning();
    await audit(tx, actor, clock.now(), { action: 'assignment.create', id: userId, after: row });
  });
  return listUserClients(db, userId);
}

/**
 * docs/product/http-contract.md#endpoints DELETE /users/{id}/clients/{clientId}: removes the links with that client, or only the one
 * named by `assignment_id` when a person has several with it. Logged time stays (docs/product/people-and-clients.md#assignments).
 */
export async function unassignClient(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  clientId: number,
  assignmentId: number | undefined,
): Promise<void> {
  const conditions = [eq(assignments.userId, userId), eq(assignments.clientId, clientId)];
  if (assignmentId !== undefined) conditions.push(eq(assignments.id, assignmentId));
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(assignments)
      .where(and(...conditions))
      .returning();
    if (removed.length === 0) throw new NotFound('errors:assignments.not_found');
    await audit(tx, actor, deps.clock.now(), { action: 'assignment.delete', id: userId, before: removed });
  });
}

/** docs/product/people-and-clients.md#assignments: several assignments with one client, but over different ranges. */
async function assertNoOverlap(
  db: Database,
  userId: number,
  clientId: number,
  from: IsoDate,
  to: IsoDate | null,
): Promise<void> {
  const [overlapping] = await assignmentsOverlapping(db, userId, clientId, from, to);
  if (overlapping) throw new Conflict('errors:assignments.overlap');
}

async function assertUserExists(db: Database, userId: number): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound('errors:user_not_found');
}

/** The /projects filters (docs/product/people-and-clients.md#projects): the day, and optionally one client or person. */
export interface OverviewFilters {
  asOf: IsoDate;
  clientId?: number | undefined;
  userId?: number | undefined;
}

/** The running assignments of active people the filters find. */
function whereRunning(filters: OverviewFilters): SQL | undefined {
  const conditions: SQL[] = [eq(users.active, true), assignmentDuring(filters.asOf, filters.asOf)];
  if (filters.clientId !== undefined) conditions.push(eq(assignments.clientId, filters.clientId));
  if (filters.userId !== undefined) conditions.push(eq(assignments.userId, filters.userId));
  return and(...conditions);
}

/**
 * docs/product/people-and-clients.md#projects: every running assignment of an active person with planned hours (weekly hours ×
 * weeks of the range so far) against logged hours, by client, person and assignment; all of them or one page, in one query.
 */
export async function projectOverview(
  db: Database,
  filters: OverviewFilters,
  page?: Page,
): Promise<AssignmentRowView[]> {
  // A sum per assignment, not a join then GROUP BY: the join made one row per log (1.9 million in
  // the benchmark's company) and sorted them all by name before grouping (docs/product/http-contract.md#scale).
  const loggedMinutes = sql<number>`(
    SELECT coalesce(sum(${workLogs.durationMinutes}), 0)::int FROM ${workLogs}
    WHERE ${workLogs.userId} = ${assignments.userId} AND ${workLogs.clientId} = ${assignments.clientId}
      AND ${workLogs.date} >= ${assignments.fromDate} AND ${workLogs.date} <= ${filters.asOf}
  )`;
  const rows = await inPage(
    db
      .select({ assignment: assignments, userName: users.name, clientName: clients.name, loggedMinutes })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.userId))
      .innerJoin(clients, eq(clients.id, assignments.clientId))
      .where(whereRunning(filters))
      .orderBy(asc(clients.name), asc(users.name), asc(assignments.id))
      .$dynamic(),
    page,
  );
  return rows.map(({ assignment, userName, clientName, loggedMinutes }) => ({
    assignment_id: assignment.id,
    user_id: assignment.userId,
    user_name: userName,
    client_id: assignment.clientId,
    client_name: clientName,
    hours: assignment.hours,
    from_date: assignment.fromDate,
    to_date: assignment.toDate,
    planned_minutes: plannedMinutes(assignment.hours, assignment.fromDate, filters.asOf),
    logged_minutes: Number(loggedMinutes),
  }));
}

/**
 * One page of /projects and how many running assignments the filters find in all (docs/product/http-contract.md#scale): both
 * queries sent together; the logged minutes are summed for the page's rows only.
 */
export async function pageOfProjectOverview(
  db: Database,
  filters: OverviewFilters,
  page: Page,
): Promise<{ data: AssignmentRowView[]; total: number }> {
  return pageAndTotal(
    projectOverview(db, filters, page),
    db
      .select({ total: count() })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.userId))
      .where(whereRunning(filters)),
  );
}

/** Weekly hours × the weeks from the start of the assignment to the given day, both included. */
export function plannedMinutes(weeklyHours: number, from: IsoDate, asOf: IsoDate): number {
  return Math.round((weeklyHours * 60 * calendarDays(from, asOf)) / 7);
}
