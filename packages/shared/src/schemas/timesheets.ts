import { z } from 'zod';
import { MAX_BULK_TIMESHEETS, TEXT_LIMITS } from '../limits.js';
import { recordId, yearMonth } from './common.js';

/** docs/product/closing.md#timesheets: a person's month is open, submitted or approved. */
export const TIMESHEET_STATUSES = ['open', 'submitted', 'approved'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** GET /timesheets?month=YYYY-MM[&user_id=]: with `user_id`, only that person's month (the dashboard's). */
export const timesheetsQuery = z.object({ month: yearMonth, user_id: recordId.optional() });

/** /timesheets/{userId}/{month}/… */
export const timesheetParams = z.object({ userId: recordId, month: yearMonth });

/** POST /timesheets/{userId}/{month}/reopen: why the month goes back to its person. */
export const timesheetReopenBody = z.object({
  comment: z
    .string({ error: 'validation:timesheet_comment_required' })
    .trim()
    .min(1, 'validation:timesheet_comment_required')
    .max(TEXT_LIMITS.text, 'validation:text_too_long'),
});
export type TimesheetReopenBody = z.infer<typeof timesheetReopenBody>;

/** POST /timesheets/approve: approves the months of many people at once (the overview's bulk approve). */
export const timesheetBulkApproveBody = z.object({
  month: yearMonth,
  user_ids: z
    .array(recordId)
    .min(1, 'validation:timesheet_people_required')
    .max(MAX_BULK_TIMESHEETS, 'validation:timesheet_people_limit'),
});
export type TimesheetBulkApproveBody = z.infer<typeof timesheetBulkApproveBody>;

/**
 * One person's month: its state (docs/product/closing.md#timesheets) and the summary the person and the admins judge
 * it by (docs/product/closing.md#summary): minutes logged against the schedule's target, working days without any
 * log, and leave days taken.
 */
export const timesheetView = z.object({
  user_id: z.number().int(),
  name: z.string(),
  month: z.string(),
  status: z.enum(TIMESHEET_STATUSES),
  submitted_at: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  /** The reopening admin's reason; null otherwise. */
  comment: z.string().nullable(),
  logged_minutes: z.number().int(),
  target_minutes: z.number().int(),
  /** Working days of the month up to today (or its end) with no work log and no leave. */
  missing_days: z.array(z.string()),
  /** Leave days in the month, halves as 0.5. */
  leave_days: z.number(),
});
export type TimesheetView = z.infer<typeof timesheetView>;
export const timesheetResponse = z.object({ data: timesheetView });
/** Admins: every active employee (not CLIENT users) employed in the month; others: their own. */
export const timesheetsResponse = z.object({ data: z.array(timesheetView) });
export type TimesheetsResponse = z.infer<typeof timesheetsResponse>;
