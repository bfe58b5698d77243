import { z } from 'zod';
import {
  calendarYear,
  FIRST_YEAR,
  isoDate,
  LAST_YEAR,
  pageMeta,
  pageQueryFields,
  recordId,
  recordIdField,
  recordIdList,
  requiredDate,
  requiredRecordId,
  TEXT_LIMITS,
  tooLongMessage,
  type PageMeta,
} from './common.js';

/** docs/product/leave.md#statuses. */
export const LeaveStatus = { PENDING: 0, APPROVED: 1, DECLINED: 2 } as const;
/** What an admin decides on a request: Accept or Decline (docs/product/time-and-week.md#day-bar). */
export type LeaveDecision = typeof LeaveStatus.APPROVED | typeof LeaveStatus.DECLINED;

/** docs/product/leave.md#types: the leave types' codes; only Annual leave uses the balance. */
export const LeaveType = { ANNUAL: 0, SICK: 1, PAID: 2, UNPAID: 3, DAY_OFF_IN_LIEU: 4 } as const;

export const userRangeQuery = z
  .object({ user_id: recordId, from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, {
    message: 'The start date cannot be after the end date.',
    path: ['from'],
  });

export const plainRangeQuery = z.object({ from: isoDate, to: isoDate }).refine((range) => range.from <= range.to, {
  message: 'The start date cannot be after the end date.',
  path: ['from'],
});

/** docs/product/leave.md#types: GET /api/holidays/types → {"<code>": "<label>"}. */
export const LEAVE_TYPE_LABELS: Record<number, string> = {
  [LeaveType.ANNUAL]: 'Annual leave',
  [LeaveType.SICK]: 'Sick leave',
  [LeaveType.PAID]: 'Paid leave (special occasion)',
  [LeaveType.UNPAID]: 'Unpaid leave',
  [LeaveType.DAY_OFF_IN_LIEU]: 'Day off in lieu',
};

export const NO_NOTES = 'There are no notes added';
export const INVALID_RANGE = 'Invalid date range. The start date cannot be after the end date.';
export const DATES_ALREADY_REQUESTED = 'Selected dates are already requested for a holiday.';

/** docs/product/leave.md#request-form and docs/product/http-contract.md#endpoints POST /holidays. */
export const leaveRequestBody = z
  .object({
    type: z
      .number({ error: 'Please select a holiday type.' })
      .int()
      .min(0, 'Please select a holiday type.')
      .max(4, 'Please select a holiday type.'),
    from_date: requiredDate('The from date field is required'),
    to_date: requiredDate(INVALID_RANGE),
    notes: z
      .string()
      .max(TEXT_LIMITS.note, tooLongMessage('Notes', TEXT_LIMITS.note))
      .optional()
      .transform((notes) => (notes && notes.trim() ? notes.trim() : NO_NOTES)),
    requesting_id: requiredRecordId('requesting_id is required'),
    confirming_id: recordIdField.optional(),
  })
  .refine((body) => body.from_date <= body.to_date, {
    message: 'The to date must be a date after or equal to from date',
    path: ['to_date'],
  });
export type LeaveRequestBody = z.input<typeof leaveRequestBody>;

export const leaveStatusBody = z.object({
  status: z.union([z.literal(LeaveStatus.PENDING), z.literal(LeaveStatus.APPROVED), z.literal(LeaveStatus.DECLINED)], {
    error: 'Status must be 0, 1 or 2',
  }),
});

/** docs/product/leave.md#statuses, plus the decision record of docs/product/leave.md#approval. */
export const leaveRequestView = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  type: z.number().int(),
  type_text: z.string(),
  notes: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  status: z.number().int(),
  requesting_id: z.number().int(),
  confirming_id: z.number().int().nullable(),
  working_days: z.number().int(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type LeaveRequestView = z.infer<typeof leaveRequestView>;
export const leaveRequestResponse = z.object({ data: leaveRequestView });
export const leaveRequestsResponse = z.object({ data: z.array(leaveRequestView) });

/**
 * GET /holidays: everyone's requests, optionally by status or person; with `page`, one page of them and its `meta`
 * (docs/product/leave.md#approval, docs/product/http-contract.md#scale).
 */
export const leaveRequestsQuery = z.object({
  status: z.coerce.number().int().min(0).max(2).optional(),
  user_id: recordId.optional(),
  ...pageQueryFields,
});
export const leaveRequestsPageResponse = z.object({ data: z.array(leaveRequestView), meta: pageMeta.optional() });
/** What GET /holidays answers when asked for a page. */
export interface LeaveRequestsPage {
  data: LeaveRequestView[];
  meta: PageMeta;
}

/** GET /range/holidays: the approved leave days, as dates. */
export const leaveDatesResponse = z.array(z.string());
/** GET /holidays/types: {"<code>": "<label>"} (docs/product/leave.md#types). */
export const leaveTypesResponse = z.record(z.string(), z.string());

/** docs/product/leave.md#approval-context: what an admin sees beside a pending request. */
export const approvalContextView = z.object({
  request_id: z.number().int(),
  working_days: z.number().int(),
  balance_left_after: z.number().int(),
  away: z.array(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      from_date: z.string(),
      to_date: z.string(),
      status: z.number().int(),
    }),
  ),
});
export type ApprovalContext = z.infer<typeof approvalContextView>;
export const approvalContextsResponse = z.object({ data: z.array(approvalContextView) });
/** GET /holidays/pending_context: every pending request's context, or that of the pending ones among `request_ids` (one page, docs/product/leave.md#approval-context). */
export const approvalContextQuery = z.object({ request_ids: recordIdList('request_ids').optional() });

export const balancesView = z.object({
  available_days_prev: z.number().int(),
  available_days_current: z.number().int(),
  available_days_next: z.number().int(),
  available_days_left_prev: z.number().int(),
  available_days_left_current: z.number().int(),
  available_days_left_next: z.number().int(),
  available_days_left_all: z.number().int(),
});
/** GET /days_available/{id}: a year's balances, this year's without `year`. */
export const balancesQuery = z.object({ year: calendarYear.optional() });
export const balancesResponse = z.object({ data: balancesView });

/** docs/product/leave.md#allowances: "Year and a number are both required ('Fields can't be empty'). Only digits are accepted." */
export const daysAvailableBody = z.object({
  total: z
    .union([z.number().int().min(0).max(366), z.string().regex(/^\d{1,3}$/, 'Only digits are accepted')], {
      error: "Fields can't be empty",
    })
    .transform(Number),
  year: z
    .union([z.number().int().min(FIRST_YEAR).max(LAST_YEAR), z.string().regex(/^\d{4}$/, 'Only digits are accepted')], {
      error: "Fields can't be empty",
    })
    .transform(Number),
  user: z.union([z.literal('all'), recordIdField], { error: "Fields can't be empty" }),
});
/** What the days-off form sends (numbers, or the digits it read). */
export type DaysAvailableBody = z.input<typeof daysAvailableBody>;
export const daysAvailableResponse = z.object({ message: z.string(), updated: z.number().int() });
export type DaysAvailableResult = z.infer<typeof daysAvailableResponse>;

export type BalancesView = z.infer<typeof balancesView>;

/** docs/product/leave.md#request-form, as the form checks it before sending. */
export const leaveRequestForm = z.object({
  requesting_id: requiredRecordId('Choose the requesting person'),
  type: z.number({ error: 'Please select a holiday type.' }).int().min(0, 'Please select a holiday type.').max(4),
  range: z
    .object({ from: isoDate, to: isoDate }, { error: INVALID_RANGE })
    .refine((range) => range.from <= range.to, INVALID_RANGE),
  notes: z.string().max(TEXT_LIMITS.note, tooLongMessage('Notes', TEXT_LIMITS.note)),
});
export type LeaveRequestForm = z.infer<typeof leaveRequestForm>;
