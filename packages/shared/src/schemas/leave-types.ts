import { z } from 'zod';
import { isReadableLeaveColour } from '../rules/leave-policy.js';
import { calendarYear, recordId, TEXT_LIMITS } from './common.js';

/** docs/product/leave.md#types: the highest id a leave type can have (ids are a smallint in the database). */
export const MAX_LEAVE_TYPE_ID = 32_767;

/** docs/product/leave.md#types: GET /leave_types, for everyone signed in. */
export const leaveTypeView = z.object({
  id: z.number().int(),
  /** The admin's name for it; the five first types without one are named in the reader's language. */
  name: z.string(),
  /** "#rrggbb", at least 3:1 against white. */
  color: z.string(),
  uses_allowance: z.boolean(),
  needs_approval: z.boolean(),
  active: z.boolean(),
  /** docs/product/leave.md#private-absences: colleagues see its requests as 'Absent'. */
  private: z.boolean(),
});
export type LeaveTypeView = z.infer<typeof leaveTypeView>;
export const leaveTypesListResponse = z.object({ data: z.array(leaveTypeView) });
export const leaveTypeResponse = z.object({ data: leaveTypeView });

const leaveTypeFields = {
  name: z
    .string({ error: 'validation:leave_type_name_required' })
    .trim()
    .min(1, 'validation:leave_type_name_required')
    .max(TEXT_LIMITS.name, 'validation:leave_type_name_too_long'),
  color: z
    .string({ error: 'validation:leave_type_colour_format' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'validation:leave_type_colour_format')
    .transform((hex) => hex.toLowerCase())
    .refine(isReadableLeaveColour, 'validation:leave_type_colour_contrast'),
  uses_allowance: z.boolean({ error: 'validation:leave_type_flag' }),
  needs_approval: z.boolean({ error: 'validation:leave_type_flag' }),
  active: z.boolean({ error: 'validation:leave_type_flag' }),
  private: z.boolean({ error: 'validation:leave_type_flag' }),
};

/** POST /leave_types: a new type; active and not private unless said otherwise. */
export const leaveTypeBody = z.object({
  ...leaveTypeFields,
  active: leaveTypeFields.active.default(true),
  private: leaveTypeFields.private.default(false),
});
export type LeaveTypeBody = z.input<typeof leaveTypeBody>;
/** PATCH /leave_types/{id}: any of the fields, at least one. */
export const leaveTypePatch = z
  .object(leaveTypeFields)
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'validation:settings_nothing_to_change');
export type LeaveTypePatch = z.input<typeof leaveTypePatch>;
export const leaveTypeIdParams = z.object({ id: z.coerce.number().int().min(0).max(MAX_LEAVE_TYPE_ID) });

/** docs/product/leave.md#pro-rata: GET /days_available/suggest?user_id=&year=&total=. */
export const proRataQuery = z.object({
  user_id: recordId,
  year: calendarYear,
  total: z.coerce
    .number({ error: 'validation:fields_empty' })
    .min(0, 'validation:allowance_range')
    .max(366, 'validation:allowance_range'),
});
export const proRataResponse = z.object({
  data: z.object({ suggested: z.number(), scheduled_days: z.number().int(), year_days: z.number().int() }),
});

/**
 * docs/product/leave.md#types: the five types a portal starts with (the spec's), each needing approval; only Annual
 * leave uses the allowance, only Sick leave is private (docs/product/leave.md#private-absences). Their names are the
 * catalogues' until an admin renames them.
 */
export const FIRST_LEAVE_TYPES = [
  { id: 0, color: '#1565c0', uses_allowance: true, private: false },
  { id: 1, color: '#c62828', uses_allowance: false, private: true },
  { id: 2, color: '#6a1b9a', uses_allowance: false, private: false },
  { id: 3, color: '#5d4037', uses_allowance: false, private: false },
  { id: 4, color: '#2e7d32', uses_allowance: false, private: false },
] as const;
