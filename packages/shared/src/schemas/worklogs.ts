import { z } from 'zod';
import { MAX_LOGS_RANGE_DAYS } from '../limits.js';
import { calendarDays } from '../rules/dates.js';
import { isoDate, recordId, requiredRecordId, TEXT_LIMITS } from './common.js';

/** docs/product/time-and-week.md#work-logs and docs/product/http-contract.md#validation 'Work entry form'. */
export const MAX_DESCRIPTION_LENGTH = TEXT_LIMITS.note;
export const MAX_DURATION_MINUTES = 1440;

export const workLogBody = z.object({
  description: z
    .string({ error: 'validation:description_required' })
    .trim()
    .min(1, 'validation:description_required')
    .max(MAX_DESCRIPTION_LENGTH, 'validation:description_too_long'),
  user_id: requiredRecordId('validation:user_id_required'),
  date: isoDate,
  duration: z
    .number({ error: 'validation:duration_required' })
    .int('validation:duration_whole_minutes')
    .min(1, 'validation:duration_required')
    .max(MAX_DURATION_MINUTES, 'validation:day_hours_max'),
  client_id: requiredRecordId('validation:client_required', 'validation:client_required'),
});
export type WorkLogBody = z.infer<typeof workLogBody>;

/**
 * The duration checks run once hours and minutes parsed, even when the description or client did
 * not, so that an empty form names all three missing fields at once.
 */
function durationFieldsValid(payload: z.core.ParsePayload): boolean {
  return !payload.issues.some((issue) => issue.path?.[0] === 'hours' || issue.path?.[0] === 'minutes');
}

/** docs/product/http-contract.md#validation: hours and minutes inputs (min 0); total = hours × 60 + minutes; valid only when non-zero. */
export const workEntryForm = z
  .object({
    description: workLogBody.shape.description,
    client_id: requiredRecordId('validation:client_required', 'validation:client_required'),
    hours: z.number({ error: 'validation:hours_number' }).int().min(0, 'validation:hours_negative'),
    minutes: z.number({ error: 'validation:minutes_number' }).int().min(0, 'validation:minutes_negative'),
  })
  .refine((form) => form.hours * 60 + form.minutes > 0, {
    message: 'validation:duration_required',
    path: ['hours'],
    when: durationFieldsValid,
  })
  .refine((form) => form.hours * 60 + form.minutes <= MAX_DURATION_MINUTES, {
    message: 'validation:day_hours_max',
    path: ['hours'],
    when: durationFieldsValid,
  });
export type WorkEntryForm = z.infer<typeof workEntryForm>;

export function totalMinutes(form: Pick<WorkEntryForm, 'hours' | 'minutes'>): number {
  return form.hours * 60 + form.minutes;
}

/** docs/product/time-and-week.md#work-logs. */
export const workLogView = z.object({
  id: z.number().int(),
  description: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  date: z.string(),
  duration: z.number().int(),
  user_id: z.number().int(),
});
export type WorkLogView = z.infer<typeof workLogView>;
export const workLogResponse = z.object({ data: workLogView });
export const workLogsResponse = z.object({ data: z.array(workLogView) });

export const rangeLogsQuery = z
  .object({ user_id: recordId, from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, {
    message: 'validation:start_after_end',
    path: ['from'],
  })
  .refine((range) => range.from > range.to || calendarDays(range.from, range.to) <= MAX_LOGS_RANGE_DAYS, {
    message: 'validation:logs_range_too_long',
    path: ['to'],
  });
