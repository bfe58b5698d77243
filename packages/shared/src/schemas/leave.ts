import { z } from 'zod';
import {
  isoDate,
  LIST_LIMITS,
  MAX_RECORD_ID,
  requiredDate,
  TEXT_LIMITS,
  tooLongMessage,
  tooManyMessage,
} from './common.js';

/** Spec §4 Holiday request status. */
export const LeaveStatus = { PENDING: 0, APPROVED: 1, DECLINED: 2 } as const;

/** Spec §3 National / public holiday. */
export const publicHolidayView = z.object({ id: z.number().int(), title: z.string(), date: z.string() });
export type PublicHolidayView = z.infer<typeof publicHolidayView>;

export const userRangeQuery = z
  .object({ user_id: z.coerce.number().int().positive().max(MAX_RECORD_ID), from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, {
    message: 'The start date cannot be after the end date.',
    path: ['from'],
  });

export const plainRangeQuery = z.object({ from: isoDate, to: isoDate }).refine((range) => range.from <= range.to, {
  message: 'The start date cannot be after the end date.',
  path: ['from'],
});

/** `from` and `to` together, or neither (GET /national_holidays, spec §7; decisions R70). */
export const optionalRangeQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((range) => (range.from === undefined) === (range.to === undefined), {
    message: 'Give both from and to, or neither.',
    path: ['to'],
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'The start date cannot be after the end date.',
    path: ['from'],
  });

/** Decisions R33: GET /api/holidays/types → {"<code>": "<label>"}. */
export const LEAVE_TYPE_LABELS: Record<number, string> = {
  0: 'Annual leave',
  1: 'Sick leave',
  2: 'Paid leave (special occasion)',
  3: 'Unpaid leave',
  4: 'Day off in lieu',
};

export const NO_NOTES = 'There are no notes added';
export const INVALID_RANGE = 'Invalid date range. The start date cannot be after the end date.';
export const DATES_ALREADY_REQUESTED = 'Selected dates are already requested for a holiday.';

/** Spec §5 Holiday request and §7 POST /holidays. */
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
    requesting_id: z.number({ error: 'requesting_id is required' }).int().positive().max(MAX_RECORD_ID),
    confirming_id: z.number().int().positive().max(MAX_RECORD_ID).optional(),
  })
  .refine((body) => body.from_date <= body.to_date, {
    message: 'The to date must be a date after or equal to from date',
    path: ['to_date'],
  });
export type LeaveRequestBody = z.input<typeof leaveRequestBody>;

export const leaveStatusBody = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Status must be 0, 1 or 2' }),
});

/** Spec §3 Holiday request, plus the decision record of R36. */
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

export const balancesView = z.object({
  available_days_prev: z.number().int(),
  available_days_current: z.number().int(),
  available_days_next: z.number().int(),
  available_days_left_prev: z.number().int(),
  available_days_left_current: z.number().int(),
  available_days_left_next: z.number().int(),
  available_days_left_all: z.number().int(),
});

/** Spec §5 Days off: "Year and a number are both required ('Fields can't be empty'). Only digits are accepted." */
export const daysAvailableBody = z.object({
  total: z
    .union([z.number().int().min(0).max(366), z.string().regex(/^\d{1,3}$/, 'Only digits are accepted')], {
      error: "Fields can't be empty",
    })
    .transform(Number),
  year: z
    .union([z.number().int().min(1900).max(2099), z.string().regex(/^\d{4}$/, 'Only digits are accepted')], {
      error: "Fields can't be empty",
    })
    .transform(Number),
  user: z.union([z.literal('all'), z.number().int().positive().max(MAX_RECORD_ID)], { error: "Fields can't be empty" }),
});

/** Spec §5 National holidays. */
export const nationalHolidaysBody = z.object({
  title: z
    .string({ error: 'Please provide a title for the national holidays.' })
    .trim()
    .min(1, 'Please provide a title for the national holidays.')
    .max(TEXT_LIMITS.name, tooLongMessage('Title', TEXT_LIMITS.name)),
  dates: z
    .array(isoDate, { error: 'Please select at least one date for the national holidays.' })
    .min(1, 'Please select at least one date for the national holidays.')
    .max(LIST_LIMITS.dates, tooManyMessage('dates', LIST_LIMITS.dates)),
});

/** Spec §5 Public holiday (the inline edit): title and a list of one date. */
export const publicHolidayEditBody = z.object({
  title: z
    .string({ error: 'Holiday Title is required' })
    .trim()
    .min(1, 'Holiday Title is required')
    .max(TEXT_LIMITS.name, tooLongMessage('Holiday Title', TEXT_LIMITS.name)),
  dates: z.tuple([requiredDate('Holiday Date is required')], {
    error: 'Holiday Date is required',
  }),
});

/** Decisions R35: the portal's leave approver, chosen by admins. */
export const settingsView = z.object({ leave_approver_id: z.number().int().nullable() });
export const settingsBody = z.object({ leave_approver_id: z.number().int().positive().max(MAX_RECORD_ID) });
export type BalancesView = z.infer<typeof balancesView>;

/** Spec §5 Holiday request, as the form checks it before sending. */
export const leaveRequestForm = z.object({
  requesting_id: z.number({ error: 'Choose the requesting person' }).int().positive().max(MAX_RECORD_ID),
  type: z.number({ error: 'Please select a holiday type.' }).int().min(0, 'Please select a holiday type.').max(4),
  range: z
    .object({ from: isoDate, to: isoDate }, { error: INVALID_RANGE })
    .refine((range) => range.from <= range.to, INVALID_RANGE),
  notes: z.string().max(TEXT_LIMITS.note, tooLongMessage('Notes', TEXT_LIMITS.note)),
});
export type LeaveRequestForm = z.infer<typeof leaveRequestForm>;
