import {
  and,
  Column,
  eq,
  getTableName,
  inArray,
  is,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  can,
  clientMonthKey,
  lockReason,
  monthOfDate,
  type IsoDate,
  type LockReason,
  type LocksInForce,
} from '@portal/shared';
import { auditActor, recordAudit, recordChangeForOther, type AuditEntry } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { clientSignoffs, settings, timesheets } from '../../platform/db/schema.js';
import { AppError } from '../../platform/errors.js';
import { LOCKED_UNTIL, storedValue, storeValue } from '../../platform/settings.js';

/** docs/product/closing.md#locks: work logs and home-office days on or before this date are locked; null for none. */
export async function lockedUntil(db: Database): Promise<IsoDate | null> {
  const value = await storedValue(db, LOCKED_UNTIL);
  return typeof value === 'string' ? value : null;
}

export async function chooseLockedUntil(db: Database, date: IsoDate | null): Promise<void> {
  await storeValue(db, LOCKED_UNTIL, date);
}

/** docs/product/closing.md#locks: 'This period is locked.' */
export class PeriodLocked extends AppError {
  constructor() {
    super('PERIOD_LOCKED');
  }
}

/** A work log (with its client) or a home-office day (without one) that a write creates, changes or deletes. */
export interface DatedRecord {
  userId: number;
  date: IsoDate;
  clientId?: number;
}

/** What locks each of `people`'s days of `months`, and the days of `clientIds` (or of every client) in those months. */
export interface LocksOfPeople {
  lockedUntil: IsoDate | null;
  of(userId: number): LocksInForce;
}

/**
 * docs/product/closing.md#locks: the lock date, the people's approved months and the clients' approved months, in ONE
 * statement (each part reads a primary key or the settings' key), so that every work-log and home-office write can
 * afford it inside its transaction.
 */
export async function locksOf(
  db: Database,
  people: readonly number[],
  months: readonly string[],
  clientIds: readonly number[] | 'all',
): Promise<LocksOfPeople> {
  const lockDate = db
    .select({
      kind: sql<string>`'lock_date'`.as('kind'),
      owner: sql<number>`0`.as('owner'),
      month: sql<string>`${settings.value} #>> '{}'`.as('month'),
    })
    .from(settings)
    .where(eq(settings.key, LOCKED_UNTIL));
  const approvedMonths = db
    .select({ kind: sql<string>`'timesheet'`, owner: timesheets.userId, month: timesheets.month })
    .from(timesheets)
    .where(
      and(
        inArray(timesheets.userId, [...people]),
        inArray(timesheets.month, [...months]),
        eq(timesheets.status, 'approved'),
      ),
    );
  const signedOff = db
    .select({ kind: sql<string>`'client_signoff'`, owner: clientSignoffs.clientId, month: clientSignoffs.month })
    .from(clientSignoffs)
    .where(
      and(
        clientIds === 'all' ? undefined : inArray(clientSignoffs.clientId, [...clientIds]),
        inArray(clientSignoffs.month, [...months]),
        eq(clientSignoffs.status, 'approved'),
      ),
    );
  const rows = await unionAll(lockDate, approvedMonths, signedOff);

  let lockedUntil: IsoDate | null = null;
  const approved = new Map<number, Set<string>>(people.map((id) => [id, new Set()]));
  const signedOffClientMonths = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'lock_date') lockedUntil = row.month;
    else if (row.kind === 'timesheet') approved.get(row.owner)?.add(row.month);
    else signedOffClientMonths.add(clientMonthKey(row.owner, row.month));
  }
  return {
    lockedUntil,
    of: (userId) => ({
      lockedUntil,
      approvedTimesheets: approved.get(userId) ?? new Set(),
      signedOffClientMonths,
    }),
  };
}

/** Why the first locked one of `records` is locked, or null when none is. One query. */
export async function firstLockOf(db: Database, records: readonly DatedRecord[]): Promise<LockReason | null> {
  if (records.length === 0) return null;
  const locks = await locksOf(
    db,
    [...new Set(records.map((record) => record.userId))],
    [...new Set(records.map((record) => monthOfDate(record.date)))],
    [...new Set(records.flatMap((record) => (record.clientId === undefined ? [] : [record.clientId])))],
  );
  for (const record of records) {
    const reason = lockReason(locks.of(record.userId), record.date, record.clientId);
    if (reason) return reason;
  }
  return null;
}

/**
 * docs/product/closing.md#locks as a condition inside a statement a write sends anyway (its assignment check, the
 * lookup of the log it changes): true when the day of `userId` (and of `clientId`, for a work log) is locked by the
 * lock date, an approved month or a signed-off client month. The same rule as the shared lockReason, which decides
 * once this says a day is locked (lockFound), so that an unlocked write pays no extra round trip
 * (bench/results/server.md: the work-log writes A/B). Values or the columns of the row being read.
 */
export function lockedSql(userId: SQLWrapper, date: SQLWrapper, clientId?: SQLWrapper): SQL<boolean> {
  const [user, day] = [qualified(userId), qualified(date)];
  const client = clientId === undefined ? undefined : qualified(clientId);
  const month = sql`to_char(${day}::date, 'YYYY-MM')`;
  const byClient =
    client === undefined
      ? sql``
      : sql` or exists (select 1 from ${clientSignoffs} where ${qualified(clientSignoffs.clientId)} = ${client}
          and ${qualified(clientSignoffs.month)} = ${month} and ${qualified(clientSignoffs.status)} = 'approved')`;
  return sql<boolean>`(exists (select 1 from ${settings} where ${qualified(settings.key)} = ${LOCKED_UNTIL}
      and ${day}::date <= (${qualified(settings.value)} #>> '{}')::date)
    or exists (select 1 from ${timesheets} where ${qualified(timesheets.userId)} = ${user}
      and ${qualified(timesheets.month)} = ${month} and ${qualified(timesheets.status)} = 'approved')${byClient})`;
}

/**
 * A column named with its table, anything else (a placeholder) as it is: inside a subquery an unqualified name means
 * the subquery's own table, and drizzle leaves the table out of a column of the one table a select reads.
 */
function qualified(value: SQLWrapper | AnyColumn): SQLWrapper {
  if (!is(value, Column)) return value;
  return sql`${sql.identifier(getTableName(value.table))}.${sql.identifier(value.name)}`;
}

/**
 * After lockedSql said whether any of `records` is locked: null when none is, else what assertMayChange decides (the
 * reason for a SUPER_ADMIN's audit row, PeriodLocked for everyone else).
 */
export async function lockFound(
  db: Database,
  actor: Actor,
  flagged: boolean,
  records: readonly DatedRecord[],
): Promise<LockReason | null> {
  return flagged ? assertMayChange(db, actor, records) : null;
}

/**
 * docs/product/closing.md#locks: a write that touches a locked day is refused with PeriodLocked, except for a caller
 * with 'periods:override' (a SUPER_ADMIN). Answers why the day is locked (for the audit row), or null when no record
 * is locked. Call it inside the write's transaction, with the old and the new state of what it changes.
 */
export async function assertMayChange(
  db: Database,
  actor: Actor,
  records: readonly DatedRecord[],
): Promise<LockReason | null> {
  const reason = await firstLockOf(db, records);
  if (reason && !can(actor.caller.roleId, 'periods:override')) throw new PeriodLocked();
  return reason;
}

/**
 * The audit row of a write to people's work logs or home-office days: a change to someone else's records as
 * recordChangeForOther keeps it, and ANY change of a locked day (docs/product/closing.md#locks, a SUPER_ADMIN's
 * override), even of their own, with the lock's reason as `locked` in its after (or before, for a deletion).
 */
export async function recordRecordsChange(
  db: Database,
  actor: Actor,
  ownerIds: number[],
  entry: Omit<AuditEntry, 'actorId' | 'ip' | 'viaTokenId'>,
  locked: LockReason | null,
  at: Date,
): Promise<void> {
  if (!locked) return recordChangeForOther(db, actor, ownerIds, entry, at);
  const marked =
    entry.after === undefined
      ? { ...entry, before: { ...(entry.before as object), locked } }
      : { ...entry, after: { ...(entry.after as object), locked } };
  await recordAudit(db, { ...marked, ...auditActor(actor) }, at);
}
