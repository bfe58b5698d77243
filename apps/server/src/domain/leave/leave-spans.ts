import { and, gte, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import { leaveRequests } from '../../platform/db/schema.js';

/** Leave that takes a day from `from` to `to`: it starts on or before the last of them and ends on or after the first. */
export function leaveDuring(from: string | SQLWrapper, to: string | SQLWrapper): SQL {
  return and(lte(leaveRequests.fromDate, to), gte(leaveRequests.toDate, from))!;
}
