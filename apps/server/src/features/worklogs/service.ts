import { and, asc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import { addDays, type IsoDate, type WorkLogBody, type WorkLogView } from '@portal/shared';
import { assertOwnOrAll, type Actor, type OwnerRule } from '../../platform/auth/access.js';
import type { SignedInUser } from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/index.js';
import { assignments, clients, workLogs } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { InvalidInput, NotFound } from '../../platform/errors.js';
import { lockedSql, lockFound, recordRecordsChange, type DatedRecord } from '../../domain/closing/period-locks.js';
import { assignmentDuring, workLogColumns } from '../../domain/work-logs/work-logs.js';

export class ClientNotAssigned extends InvalidInput {
  constructor() {
    const message = 'errors:worklogs.client_not_assigned';
    super(message, { client_id: [message] });
  }
}

/** docs/product/roles-and-access.md#employees, #own-or-all: people write their own logs; admins also anyone's. */
export const OWN_WORK_LOGS: OwnerRule = { all: 'worklogs:write:all', message: 'errors:worklogs.own_only' };

/**
 * What a log written to `record`'s day needs, in one prepared query (planned once per connection, not per write): the
 * client assigned to the person on that day (docs/product/time-and-week.md#work-logs), and whether the day is locked
 * (docs/product/closing.md#locks).
 */
async function checkDay(db: Database, record: Required<DatedRecord>): Promise<{ assigned: boolean; locked: boolean }> {
  const [userId, clientId, date] = [sql.placeholder('userId'), sql.placeholder('clientId'), sql.placeholder('date')];
  const assignment = db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.userId, userId), eq(assignments.clientId, clientId), assignmentDuring(date, date)));
  const [day] = await db
    .select({ assigned: sql<boolean>`exists (${assignment})`, locked: lockedSql(userId, date, clientId) })
    .from(clients)
    .where(eq(clients.id, clientId))
    .prepare('work_log_day_check')
    .execute({ userId: record.userId, clientId: record.clientId, date: record.date });
  return day ?? { assigned: false, locked: false };
}

/** For the caller's own person unless they may write anyone's (the route declares OWN_WORK_LOGS for `user_id`). */
export async function createWorkLog(deps: AppDeps, actor: Actor, body: WorkLogBody): Promise<WorkLogView> {
  // docs/product/reports.md#one-transaction: the log and its audit row commit together.
  return deps.db.transaction(async (tx) => {
    const day = await checkDay(tx, logged(body));
    const locked = await lockFound(tx, actor, day.locked, [logged(body)]);
    if (!day.assigned) throw new ClientNotAssigned();
    const [row] = await tx
      .insert(workLogs)
      .values({
        userId: body.user_id,
        clientId: body.client_id,
        date: body.date,
        durationMinutes: body.duration,
        description: body.description,
      })
      .returning({ id: workLogs.id });
    const created = (await findWorkLog(tx, row!.id))!;
    await recordRecordsChange(
      tx,
      actor,
      [body.user_id],
      { action: 'work_log.create', targetType: 'work_log', targetId: created.id, after: created },
      locked,
      deps.clock.now(),
    );
    return created;
  });
}

export async function updateWorkLog(deps: AppDeps, actor: Actor, id: number, body: WorkLogBody): Promise<WorkLogView> {
  return deps.db.transaction(async (tx) => {
    const existing = await loadOwnedLog(tx, actor.caller, id);
    assertOwnOrAll(actor.caller, body.user_id, OWN_WORK_LOGS);
    const moves =
      body.user_id !== existing.userId || body.client_id !== existing.clientId || body.date !== existing.date;
    const day = moves ? await checkDay(tx, logged(body)) : { assigned: true, locked: false };
    // docs/product/closing.md#locks: neither the day it leaves nor the day it moves to may be locked.
    const locked = await lockFound(tx, actor, existing.locked || day.locked, [stored(existing), logged(body)]);
    if (!day.assigned) throw new ClientNotAssigned();
    await tx
      .update(workLogs)
      .set({
        userId: body.user_id,
        clientId: body.client_id,
        date: body.date,
        durationMinutes: body.duration,
        description: body.description,
        updatedAt: deps.clock.now(),
      })
      .where(eq(workLogs.id, id));
    const after = (await findWorkLog(tx, id))!;
    await recordRecordsChange(
      tx,
      actor,
      [existing.userId, body.user_id],
      { action: 'work_log.update', targetType: 'work_log', targetId: id, before: logFields(existing), after },
      locked,
      deps.clock.now(),
    );
    return after;
  });
}

export async function deleteWorkLog(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const existing = await loadOwnedLog(tx, actor.caller, id);
    const locked = await lockFound(tx, actor, existing.locked, [stored(existing)]);
    await tx.delete(workLogs).where(eq(workLogs.id, id));
    await recordRecordsChange(
      tx,
      actor,
      [existing.userId],
      { action: 'work_log.delete', targetType: 'work_log', targetId: id, before: logFields(existing) },
      locked,
      deps.clock.now(),
    );
  });
}

/** The day and client a log's body writes to, as the lock check reads it (docs/product/closing.md#locks). */
function logged(body: WorkLogBody): Required<DatedRecord> {
  return { userId: body.user_id, date: body.date, clientId: body.client_id };
}

function stored(log: typeof workLogs.$inferSelect): DatedRecord {
  return { userId: log.userId, date: log.date, clientId: log.clientId };
}

/** The log a change or deletion names, with whether its day is locked (docs/product/closing.md#locks). */
async function loadOwnedLog(db: Database, caller: SignedInUser, id: number) {
  const [log] = await db
    .select({ ...getTableColumns(workLogs), locked: lockedSql(workLogs.userId, workLogs.date, workLogs.clientId) })
    .from(workLogs)
    .where(eq(workLogs.id, sql.placeholder('id')))
    .prepare('work_log_for_change')
    .execute({ id });
  if (!log) throw new NotFound('errors:worklogs.not_found');
  assertOwnOrAll(caller, log.userId, OWN_WORK_LOGS);
  return log;
}

/** A stored log's own fields, named as in its view: what the audit trail keeps of it before a change. */
function logFields(log: typeof workLogs.$inferSelect) {
  return {
    id: log.id,
    description: log.description,
    client_id: log.clientId,
    date: log.date,
    duration: log.durationMinutes,
    user_id: log.userId,
  };
}

async function findWorkLog(db: Database, id: number): Promise<WorkLogView | undefined> {
  const [log] = await db
    .select(workLogColumns)
    .from(workLogs)
    .innerJoin(clients, eq(clients.id, workLogs.clientId))
    .where(eq(workLogs.id, id));
  return log;
}

/** One person's logs between two dates, both included, in date order: one query. */
export async function logsInRange(db: Database, userId: number, from: IsoDate, to: IsoDate): Promise<WorkLogView[]> {
  return db
    .select(workLogColumns)
    .from(workLogs)
    .innerJoin(clients, eq(clients.id, workLogs.clientId))
    .where(and(eq(workLogs.userId, userId), gte(workLogs.date, from), lte(workLogs.date, to)))
    .orderBy(asc(workLogs.date), asc(workLogs.id));
}

/** docs/product/http-contract.md#endpoints GET /logs/user/{id}/from/{date}: the seven days from the given date. */
export function logsOfWeek(db: Database, userId: number, from: IsoDate): Promise<WorkLogView[]> {
  return logsInRange(db, userId, from, addDays(from, 6));
}
