import { z } from 'zod';
import { calendarDays } from '../rules/dates.js';
import { isoDate, recordId, requiredRecordId, TEXT_LIMITS, tooLongMessage } from './common.js';

/** docs/product/time-and-week.md#work-logs and docs/product/http-contract.md#validation 'Work entry form'. */
export const MAX_DESCRIPTION_LENGTH = TEXT_LIMITS.note;
export const MAX_DURATION_MINUTES = 1440;

export const workLogBody = z.object({
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(MAX_DESCRIPTION_LENGTH, tooLongMessage('Description', MAX_DESCRIPTION_LENGTH)),
  user_id: requiredRecordId('user_id is required'),
  date: isoDate,
  duration: z
    .number({ error: 'Duration is required' })
    .int('Duration must be whole minutes')
    .min(1, 'Duration is required')
    .max(MAX_DURATION_MINUTES, 'A day has at most 24 hours'),
  client_id: requiredRecordId('Client is required', 'Client is required'),
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
    client_id: requiredRecordId('Client is required', 'Client is required'),
    hours: z.number({ error: 'Hours must be a number' }).int().min(0, 'Hours cannot be negative'),
    minutes: z.number({ error: 'Minutes must be a number' }).int().min(0, 'Minutes cannot be negative'),
  })
  .refine((form) => form.hours * 60 + form.minutes > 0, {
    message: 'Duration is required',
    path: ['hours'],
    when: durationFieldsValid,
  })
  .refine((form) => form.hours * 60 + form.minutes <= MAX_DURATION_MINUTES, {
    message: 'A day has at most 24 hours',
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
    message: 'The start date cannot be after the end date.',
    path: ['from'],
  })
  .refine((range) => range.from > range.to || calendarDays(range.from, range.to) <= 366, {
    message: 'A range can span at most 366 days.',
    path: ['to'],
  });
