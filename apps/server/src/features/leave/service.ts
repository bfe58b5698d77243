import { and, eq } from 'drizzle-orm';
import { eachDay, LeaveStatus, type IsoDate } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { leaveRequests } from '../../platform/db/schema.js';
import { leaveDuring } from '../../domain/leave/leave-spans.js';

/** The days of a range that a person has approved leave on (the week's holidays of docs/product/http-contract.md#endpoints). */
export async function leaveDatesBetween(db: Database, userId: number, from: IsoDate, to: IsoDate): Promise<IsoDate[]> {
  const requests = await db
    .select({ from: leaveRequests.fromDate, to: leaveRequests.toDate })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.requestingId, userId),
        eq(leaveRequests.status, LeaveStatus.APPROVED),
        leaveDuring(from, to),
      ),
    );
  const days = new Set(
    requests.flatMap((request) =>
      eachDay(request.from > from ? request.from : from, request.to < to ? request.to : to),
    ),
  );
  return [...days].sort();
}
