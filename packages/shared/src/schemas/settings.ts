import { z } from 'zod';
import { isMonthDay } from '../rules/leave-policy.js';
import { isoDate, recordIdField } from './common.js';

/** An IANA time zone this runtime knows, such as Europe/Berlin (docs/product/time-model.md#time-zone). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** docs/product/closing.md#reminders: the weekly reminder's day and hour until an admin chooses others. */
export const DEFAULT_REMINDER_WEEKDAY = 5;
export const DEFAULT_REMINDER_HOUR = 14;

/**
 * PATCH /settings: any subset of the portal's settings; the others stay as they are. The leave approver
 * (docs/product/leave.md#approver), the time zone (docs/product/time-model.md#time-zone) and the carry-over day
 * (docs/product/leave.md#carry-over).
 */
export const settingsBody = z
  .object({
    leave_approver_id: recordIdField,
    time_zone: z
      .string({ error: 'validation:time_zone_unknown' })
      .max(64, 'validation:time_zone_unknown')
      .refine(isTimeZone, 'validation:time_zone_unknown'),
    /** "MM-DD", or null: leftover days never expire. */
    carry_over_until: z
      .string({ error: 'validation:carry_over_format' })
      .max(5, { error: 'validation:carry_over_format', abort: true })
      .refine(isMonthDay, 'validation:carry_over_format')
      .nullable(),
    /** docs/product/closing.md#locks: every day on or before it is locked; null for none. */
    locked_until: isoDate.nullable(),
    /** docs/product/closing.md#reminders: the weekday (1 Monday … 7 Sunday) and hour of the weekly reminder. */
    reminder_weekday: z
      .number({ error: 'validation:reminder_weekday' })
      .int('validation:reminder_weekday')
      .min(1, 'validation:reminder_weekday')
      .max(7, 'validation:reminder_weekday'),
    reminder_hour: z
      .number({ error: 'validation:reminder_hour' })
      .int('validation:reminder_hour')
      .min(0, 'validation:reminder_hour')
      .max(23, 'validation:reminder_hour'),
    /** docs/product/access.md#two-factor: admins must set up a second factor before anything else. */
    require_2fa_for_admins: z.boolean({ error: 'validation:require_2fa_boolean' }),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'validation:settings_nothing_to_change');
export type SettingsBody = z.infer<typeof settingsBody>;
export const settingsResponse = z.object({
  data: z.object({
    leave_approver: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** The portal's IANA time zone; the server's own unless an admin chose one. */
    time_zone: z.string(),
    /** "MM-DD": the last day of a year on which last year's leftover days can be taken; null for never. */
    carry_over_until: z.string().nullable(),
    /** "YYYY-MM-DD": work logs and home-office days on or before it are locked; null for none. */
    locked_until: z.string().nullable(),
    /** 1 (Monday) to 7: the day of the weekly reminder; 5 unless chosen. */
    reminder_weekday: z.number().int(),
    /** 0 to 23: the hour of the weekly reminder on the portal's clocks; 14 unless chosen. */
    reminder_hour: z.number().int(),
    /** Whether admins must sign in with a second factor; false unless chosen. */
    require_2fa_for_admins: z.boolean(),
  }),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;
