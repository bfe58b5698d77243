import { z } from 'zod';
import { isMonthDay } from '../rules/leave-policy.js';
import { recordIdField } from './common.js';

/** An IANA time zone this runtime knows, such as Europe/Berlin (docs/product/time-model.md#time-zone). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

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
  }),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;
