import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  allowanceLeaveTooLate,
  can,
  LeaveStatus,
  Role,
  defaultPersonTime,
  requestWorkingDays,
  type FromHalf,
  type IsoDate,
  type ToHalf,
  type LeaveRequestRecord,
} from '@portal/shared';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { inPage, pageAndTotal, type Page } from '../../platform/paging.js';
import { leaveRequests, leaveTypes, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, InvalidInput, NotFound } from '../../platform/errors.js';
import { translatorFor } from '../../platform/i18n.js';
import { leaveApprover } from '../../domain/leave/leave-settings.js';
import { leaveTypeName } from '../../domain/leave/leave-types.js';
import { portalMoment } from '../../platform/settings.js';
import { personTimes } from '../../domain/time-model/time-model.js';
import { notifyApprover, notifyRequester } from './notices.js';
import { overdraftOf } from './overdraft.js';
import { leaveDuring } from '../../domain/leave/leave-spans.js';

export class DatesAlreadyRequested extends AppError {
  constructor() {
    super('LEAVE_DATES_TAKEN');
  }
}

export class NotEnoughDaysLeft extends AppError {
  constructor(daysLeft: number) {
    super(
      'NOT_ENOUGH_DAYS',
      'errors:leave.not_enough_days',
      { to_date: ['errors:leave.not_enough_days_left'] },
      {},
      { count: daysLeft },
    );
  }
}

const decider = alias(users, 'decider');
const english = translatorFor('en');

/**
 * Requests with requester and decider, presented as docs/product/people-and-clients.md#user-fields says, latest start first and
 * then newest (the id decides between equal starts, so pages never share or skip a row); one query plus the public holidays.
 * `type_text` is English here, as the audit trail keeps it; answers give it in the caller's language (routes.ts).
 */
export async function listRequests(db: Database, where: SQL | undefined, page?: Page): Promise<LeaveRequestRecord[]> {
  const query = db
    .select({
      request: leaveRequests,
      user: { id: users.id, name: users.name, email: users.email },
      deciderName: decider.name,
      typeName: leaveTypes.name,
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.requestingId))
    .innerJoin(leaveTypes, eq(leaveTypes.code, leaveRequests.type))
    .leftJoin(decider, eq(decider.id, leaveRequests.decidedById))
    .where(where)
    .orderBy(desc(leaveRequests.fromDate), desc(leaveRequests.id))
    .$dynamic();
  const rows = await inPage(query, page);
  if (rows.length === 0) return [];
  const from = rows.reduce(
    (min, row) => (row.request.fromDate < min ? row.request.fromDate : min),
    rows[0]!.request.fromDate,
  );
  const to = rows.reduce((max, row) => (row.request.toDate > max ? row.request.toDate : max), rows[0]!.request.toDate);
  const people = await personTimes(db, [...new Set(rows.map((row) => row.request.requestingId))], from, to);
  return rows.map(({ request, user, deciderName, typeName }) => ({
    id: request.id,
    user,
    type: request.type,
    type_text: leaveTypeName(english, { id: request.type, name: typeName }),
    notes: request.notes,
    from_date: request.fromDate,
    to_date: request.toDate,
    status: request.status,
    requesting_id: request.requestingId,
    confirming_id: request.confirmingId,
    from_half: request.fromHalf as FromHalf,
    to_half: request.toHalf as ToHalf,
    working_days: requestWorkingDays(
      {
        from_date: request.fromDate,
        to_date: request.toDate,
        from_half: request.fromHalf as FromHalf,
        to_half: request.toHalf as ToHalf,
      },
      people.get(request.requestingId) ?? defaultPersonTime(),
    ),
    decided_by: request.decidedById && deciderName ? { id: request.decidedById, name: deciderName } : null,
    decided_at: request.decidedAt?.toISOString() ?? null,
    created_at: request.createdAt.toISOString(),
  }));
}

export function requestsOf(db: Database, userId: number): Promise<LeaveRequestRecord[]> {
  return listRequests(db, eq(leaveRequests.requestingId, userId));
}

/** Handle Holidays' filters (docs/product/leave.md#approval): one status, one person, or neither. */
export interface RequestFilters {
  status?: number | undefined;
  userId?: number | undefined;
}

function whereFiltered(filters: RequestFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status !== undefined) conditions.push(eq(leaveRequests.status, filters.status));
  if (filters.userId !== undefined) conditions.push(eq(leaveRequests.requestingId, filters.userId));
  return and(...conditions);
}

export function allRequests(db: Database, filters: RequestFilters) {
  return listRequests(db, whereFiltered(filters));
}

/** One page of the filtered requests and how many there are in all (docs/product/http-contract.md#scale): both queries sent together. */
export async function pageOfRequests(
  db: Database,
  filters: RequestFilters,
  page: Page,
): Promise<{ data: LeaveRequestRecord[]; total: number }> {
  const where = whereFiltered(filters);
  return pageAndTotal(listRequests(db, where, page), db.select({ total: count() }).from(leaveRequests).where(where));
}

/** Requests of a person that cover a day (docs/product/http-contract.md#endpoints user/{id}/holidays/day/{date}). */
export function requestsOnDay(db: Database, userId: number, date: IsoDate) {
  return listRequests(db, and(eq(leaveRequests.requestingId, userId), leaveDuring(date, date)));
}

export interface NewLeaveRequest {
  type: number;
  from_date: IsoDate;
  to_date: IsoDate;
  notes: string;
  requesting_id: number;
  confirming_id?: number | undefined;
  from_half: FromHalf;
  to_half: ToHalf;
}

/**
 * docs/product/leave.md: a new request starts Pending, or Approved when its type needs no approval
 * (docs/product/leave.md#no-approval); only active types can be chosen; overlapping a request that is not Declined
 * is a conflict; leave of a type that uses the allowance may not overdraw the balances unless an admin files it.
 * Requests of one person are serialised on their user row, so simultaneous overlapping requests cannot both pass.
 */
export async function createLeaveRequest(
  deps: AppDeps,
  actor: Actor,
  body: NewLeaveRequest,
): Promise<LeaveRequestRecord> {
  const { db, clock } = deps;
  const approver = await leaveApprover(db);
  if (body.confirming_id !== undefined && body.confirming_id !== approver?.id) {
    throw new InvalidInput('errors:leave.approver_only', { confirming_id: ['errors:leave.approver_only'] });
  }
  const now = clock.now();
  // docs/product/reports.md#one-transaction: the request, its audit row and its e-mail commit together.
  return db.transaction(async (tx) => {
    const type = await chosenType(tx, body.type);
    // docs/product/time-model.md#time-zone: the year is the portal's.
    const currentYear = (await portalMoment(tx, now)).year;
    if (allowanceLeaveTooLate(type.usesAllowance, body.to_date, currentYear)) {
      const tooLate = 'errors:leave.annual_too_late';
      throw new InvalidInput(tooLate, { to_date: [tooLate] }, { year: currentYear + 1 });
    }
    const id = await insertRequest(tx, actor, body, type, approver, now);
    const [created] = await listRequests(tx, eq(leaveRequests.id, id));
    await recordAudit(
      tx,
      {
        action: 'leave.request',
        targetType: 'leave_request',
        targetId: id,
        after: created,
        ...auditActor(actor),
      },
      now,
    );
    if (!type.needsApproval) await notifyRequester(tx, deps, created!, now, true);
    else if (approver && approver.id !== created!.requesting_id)
      await notifyApprover(tx, deps, approver.id, created!, now);
    return created!;
  });
}

/**
 * docs/product/leave.md#types: the type of a new request, which must be active. Shared-locked until the transaction
 * ends, so that it cannot be deleted meanwhile (a deletion waits, then finds the request).
 */
async function chosenType(tx: Database, id: number) {
  const [type] = await tx
    .select({
      active: leaveTypes.active,
      usesAllowance: leaveTypes.usesAllowance,
      needsApproval: leaveTypes.needsApproval,
    })
    .from(leaveTypes)
    .where(eq(leaveTypes.code, id))
    .for('share');
  if (!type?.active) throw new InvalidInput('errors:leave.type_unknown', { type: ['errors:leave.type_unknown'] });
  return type;
}

/** Call inside the transaction: the person's row stays locked until it ends (docs/product/leave.md#overlaps). */
async function insertRequest(
  tx: Database,
  actor: Actor,
  body: NewLeaveRequest,
  type: { usesAllowance: boolean; needsApproval: boolean },
  approver: { id: number } | null,
  now: Date,
): Promise<number> {
  const { caller } = actor;
  const [requester] = await tx
    .select({ id: users.id, active: users.active, roleId: users.roleId })
    .from(users)
    .where(eq(users.id, body.requesting_id))
    .for('update');
  // Leave is for employees (docs/product/roles-and-access.md#employees, #client-role): a CLIENT account has none.
  if (!requester || !requester.active || requester.roleId === Role.CLIENT) throw new NotFound('errors:user_not_found');
  if (await overlapsLiveRequest(tx, body.requesting_id, body.from_date, body.to_date))
    throw new DatesAlreadyRequested();
  // docs/product/leave.md#no-approval: "decided by the portal", at once and by nobody.
  const status = type.needsApproval ? LeaveStatus.PENDING : LeaveStatus.APPROVED;
  if (type.usesAllowance && !can(caller.roleId, 'leave:request:all')) {
    const today = await portalMoment(tx, now);
    const asOf = { year: today.year, today: today.date };
    const { days, overdrawn } = await overdraftOf(tx, body.requesting_id, asOf, { ...body, status });
    if (overdrawn > 0) throw new NotEnoughDaysLeft(days - overdrawn);
  }
  const [row] = await tx
    .insert(leaveRequests)
    .values({
      requestingId: body.requesting_id,
      confirmingId: approver?.id ?? null,
      type: body.type,
      notes: body.notes,
      fromDate: body.from_date,
      toDate: body.to_date,
      fromHalf: body.from_half,
      toHalf: body.to_half,
      status,
      decidedAt: type.needsApproval ? null : now,
      createdById: caller.id,
      createdAt: now,
    })
    .returning({ id: leaveRequests.id });
  return row!.id;
}

/** docs/product/leave.md#overlaps: whether a request of the person that is not Declined covers a day of the range. */
export async function overlapsLiveRequest(
  db: Database,
  userId: number,
  from: IsoDate,
  to: IsoDate,
  exceptId?: number,
): Promise<boolean> {
  const [overlap] = await db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.requestingId, userId),
        ne(leaveRequests.status, LeaveStatus.DECLINED),
        leaveDuring(from, to),
        exceptId === undefined ? undefined : ne(leaveRequests.id, exceptId),
      ),
    )
    .limit(1);
  return overlap !== undefined;
}
