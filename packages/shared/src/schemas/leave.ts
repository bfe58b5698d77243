import { z } from 'zod';
import { FROM_HALVES, TO_HALVES } from '../rules/time-model.js';
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
  type PageMeta,
} from './common.js';
import { MAX_LEAVE_TYPE_ID } from './leave-types.js';

/** docs/product/leave.md#statuses. */
export const LeaveStatus = { PENDING: 0, APPROVED: 1, DECLINED: 2 } as const;
/** What an admin decides on a request: Accept or Decline (docs/product/time-and-week.md#day-bar). */
export type LeaveDecision = typeof LeaveStatus.APPROVED | typeof LeaveStatus.DECLINED;

/** docs/product/leave.md#types: the leave types' codes; only Annual leave uses the balance. */
export const LeaveType = { ANNUAL: 0, SICK: 1, PAID: 2, UNPAID: 3, DAY_OFF_IN_LIEU: 4 } as const;

export const userRangeQuery = z
  .object({ user_id: recordId, from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, {
    message: 'validation:start_after_end',
    path: ['from'],
  });

export const plainRangeQuery = z.object({ from: isoDate, to: isoDate }).refine((range) => range.from <= range.to, {
  message: 'validation:start_after_end',
  path: ['from'],
});

/** What a request without notes stores as its notes (data, in the spec's words, whatever the language). */
export const NO_NOTES = 'There are no notes added';
export const INVALID_RANGE = 'validation:invalid_range';
/** The English of errors:code.LEAVE_DATES_TAKEN, the message of that refusal. */
export const DATES_ALREADY_REQUESTED = 'Selected dates are already requested for a holiday.';

/** docs/product/leave.md#request-form and docs/product/http-contract.md#endpoints POST /holidays. */
export const leaveRequestBody = z
  .object({
    type: z
      .number({ error: 'validation:leave_type_required' })
      .int('validation:leave_type_required')
      .min(0, 'validation:leave_type_required')
      .max(MAX_LEAVE_TYPE_ID, 'validation:leave_type_required'),
    from_date: requiredDate('validation:from_date_required'),
    to_date: requiredDate(INVALID_RANGE),
    notes: z
      .string()
      .max(TEXT_LIMITS.note, 'validation:notes_too_long')
      .optional()
      .transform((notes) => (notes && notes.trim() ? notes.trim() : NO_NOTES)),
    requesting_id: requiredRecordId('validation:requesting_id_required'),
    confirming_id: recordIdField.optional(),
    from_half: z.enum(FROM_HALVES, { error: 'validation:from_half_unknown' }).default('full'),
    to_half: z.enum(TO_HALVES, { error: 'validation:to_half_unknown' }).default('full'),
  })
  .refine((body) => body.from_date <= body.to_date, {
    message: 'validation:to_date_before_from',
    path: ['to_date'],
  })
  // docs/product/time-model.md#half-days: one day taken in two halves is a whole day, asked for as one.
  .refine((body) => body.from_date !== body.to_date || body.from_half === 'full' || body.to_half === 'full', {
    message: 'validation:half_day_both_halves',
    path: ['to_half'],
  });
export type LeaveRequestBody = z.input<typeof leaveRequestBody>;

export const leaveStatusBody = z.object({
  status: z.union([z.literal(LeaveStatus.PENDING), z.literal(LeaveStatus.APPROVED), z.literal(LeaveStatus.DECLINED)], {
    error: 'validation:leave_status',
  }),
});

/**
 * docs/product/leave.md#statuses, plus the decision record of docs/product/leave.md#approval. Read by a colleague
 * (docs/product/leave.md#private-absences), `notes` is null, and a private type is null with `type_text` 'Absent'.
 */
export const leaveRequestView = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  type: z.number().int().nullable(),
  type_text: z.string(),
  notes: z.string().nullable(),
  from_date: z.string(),
  to_date: z.string(),
  status: z.number().int(),
  requesting_id: z.number().int(),
  confirming_id: z.number().int().nullable(),
  /** Whole and half days (docs/product/time-model.md#half-days): 2.5 is a count. */
  working_days: z.number(),
  from_half: z.enum(FROM_HALVES),
  to_half: z.enum(TO_HALVES),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type LeaveRequestView = z.infer<typeof leaveRequestView>;
/** A request as stored, and as its person and admins read it: its type and notes always there. */
export type LeaveRequestRecord = LeaveRequestView & { type: number; notes: string };
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
  working_days: z.number(),
  balance_left_after: z.number(),
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
export const approvalContextQuery = z.object({
  request_ids: recordIdList({
    notAList: 'validation:request_ids_not_a_list',
    impossibleId: 'validation:request_ids_impossible_id',
  }).optional(),
});

/** Allowances and what is left of them move in half days (docs/product/time-model.md#half-days, docs/product/leave.md#pro-rata). */
export const balancesView = z.object({
  available_days_prev: z.number(),
  available_days_current: z.number(),
  available_days_next: z.number(),
  available_days_left_prev: z.number(),
  available_days_left_current: z.number(),
  available_days_left_next: z.number(),
  available_days_left_all: z.number(),
  /** docs/product/leave.md#carry-over: last year's days that expired unused. */
  available_days_expired_prev: z.number(),
  /** The last day last year's leftover can be taken on; null when leftover days never expire. */
  prev_usable_until: z.string().nullable(),
});
/** GET /days_available/{id}: a year's balances, this year's without `year`. */
export const balancesQuery = z.object({ year: calendarYear.optional() });
export const balancesResponse = z.object({ data: balancesView });

/**
 * docs/product/leave.md#allowances: "Year and a number are both required ('Fields can't be empty')." A number of
 * whole or half days (docs/product/leave.md#pro-rata suggests halves), typed as 12.5 or 12,5.
 */
export const daysAvailableBody = z.object({
  total: z
    .union(
      [
        z.number().min(0, 'validation:allowance_range').max(366, 'validation:allowance_range'),
        z
          .string()
          .regex(/^\d{1,3}([.,]\d)?$/, 'validation:only_digits')
          .transform((typed) => Number(typed.replace(',', '.'))),
      ],
      { error: 'validation:fields_empty' },
    )
    .pipe(
      z
        .number()
        .max(366, 'validation:allowance_range')
        .refine((days) => Number.isInteger(days * 2), 'validation:allowance_half_days'),
    ),
  year: z
    .union([z.number().int().min(FIRST_YEAR).max(LAST_YEAR), z.string().regex(/^\d{4}$/, 'validation:only_digits')], {
      error: 'validation:fields_empty',
    })
    .transform(Number),
  user: z.union([z.literal('all'), recordIdField], { error: 'validation:fields_empty' }),
});
/** What the days-off form sends (numbers, or the digits it read). */
export type DaysAvailableBody = z.input<typeof daysAvailableBody>;
export const daysAvailableResponse = z.object({ message: z.string(), updated: z.number().int() });
export type DaysAvailableResult = z.infer<typeof daysAvailableResponse>;

export type BalancesView = z.infer<typeof balancesView>;

/** docs/product/leave.md#request-form, as the form checks it before sending. */
export const leaveRequestForm = z.object({
  requesting_id: requiredRecordId('validation:requesting_person_choose'),
  type: z
    .number({ error: 'validation:leave_type_required' })
    .int()
    .min(0, 'validation:leave_type_required')
    .max(MAX_LEAVE_TYPE_ID),
  range: z
    .object({ from: isoDate, to: isoDate }, { error: INVALID_RANGE })
    .refine((range) => range.from <= range.to, INVALID_RANGE),
  notes: z.string().max(TEXT_LIMITS.note, 'validation:notes_too_long'),
  from_half: z.enum(FROM_HALVES),
  to_half: z.enum(TO_HALVES),
});
export type LeaveRequestForm = z.infer<typeof leaveRequestForm>;
