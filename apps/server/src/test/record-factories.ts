import { LeaveStatus, type FromHalf, type ToHalf } from '@portal/shared';
import type { Database } from '../platform/db/index.js';
import { assignments, leaveRequests, leaveTypes, publicHolidays, workLogs } from '../platform/db/schema.js';

/**
 * Rows that the people-and-clients tests need but whose own endpoints come later (work logs, leave,
 * public holidays), inserted directly. Kept apart from factories.ts, which builds people and clients.
 */

export interface BuildAssignmentOptions {
  userId: number;
  clientId: number;
  hours?: number;
  fromDate?: string;
  toDate?: string | null;
}

export async function buildAssignment(db: Database, options: BuildAssignmentOptions) {
  const [row] = await db
    .insert(assignments)
    .values({
      userId: options.userId,
      clientId: options.clientId,
      hours: options.hours ?? 40,
      fromDate: options.fromDate ?? '2026-01-01',
      toDate: options.toDate ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export interface BuildWorkLogOptions {
  userId: number;
  clientId: number;
  date: string;
  minutes: number;
  description?: string;
}

export async function buildWorkLog(db: Database, options: BuildWorkLogOptions) {
  const [row] = await db
    .insert(workLogs)
    .values({
      userId: options.userId,
      clientId: options.clientId,
      date: options.date,
      durationMinutes: options.minutes,
      description: options.description ?? 'Worked on things',
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export interface BuildLeaveOptions {
  userId: number;
  fromDate: string;
  toDate?: string;
  status?: (typeof LeaveStatus)[keyof typeof LeaveStatus];
  /** Leave type of docs/product/leave.md#types; 0 Annual leave by default. */
  type?: number;
  /** 'There are no notes added' (the stored form of none) unless given. */
  notes?: string;
  /** docs/product/time-model.md#half-days; whole days by default. */
  fromHalf?: FromHalf;
  toHalf?: ToHalf;
}

export async function buildLeave(db: Database, options: BuildLeaveOptions) {
  const [row] = await db
    .insert(leaveRequests)
    .values({
      requestingId: options.userId,
      type: options.type ?? 0,
      notes: options.notes ?? 'There are no notes added',
      fromDate: options.fromDate,
      toDate: options.toDate ?? options.fromDate,
      fromHalf: options.fromHalf ?? 'full',
      toHalf: options.toHalf ?? 'full',
      status: options.status ?? LeaveStatus.PENDING,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function buildPublicHoliday(db: Database, date: string, title = 'National Holidays') {
  const [row] = await db.insert(publicHolidays).values({ date, title }).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export function buildApprovedLeave(db: Database, options: Omit<BuildLeaveOptions, 'status'>) {
  return buildLeave(db, { ...options, status: LeaveStatus.APPROVED });
}

export interface BuildLeaveTypeOptions {
  /** The next id from 5 on unless given (docs/product/leave.md#types). */
  id?: number;
  name?: string;
  color?: string;
  usesAllowance?: boolean;
  needsApproval?: boolean;
  active?: boolean;
  private?: boolean;
}

/** A company's own leave type (docs/product/leave.md#types): by default active, needing approval, not charged. */
export async function buildLeaveType(db: Database, options: BuildLeaveTypeOptions = {}) {
  const [row] = await db
    .insert(leaveTypes)
    .values({
      ...(options.id === undefined ? {} : { code: options.id }),
      name: options.name ?? 'Training',
      color: options.color ?? '#00695c',
      usesAllowance: options.usesAllowance ?? false,
      needsApproval: options.needsApproval ?? true,
      active: options.active ?? true,
      private: options.private ?? false,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return { ...row, id: row.code };
}
