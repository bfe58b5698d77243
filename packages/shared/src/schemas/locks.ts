import { z } from 'zod';
import { MAX_LOGS_RANGE_DAYS } from '../limits.js';
import { calendarDays } from '../rules/dates.js';
import { isoDate, recordId } from './common.js';

/** GET /locks?user_id=&from=&to=: what locks a person's days in a range (at most MAX_LOGS_RANGE_DAYS). */
export const locksQuery = z
  .object({ user_id: recordId, from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, { message: 'validation:start_after_end', path: ['from'] })
  .refine((range) => range.from > range.to || calendarDays(range.from, range.to) <= MAX_LOGS_RANGE_DAYS, {
    message: 'validation:logs_range_too_long',
    path: ['to'],
  });

/**
 * docs/product/closing.md#locks: the lock date, the person's approved months and the client months signed off that
 * touch the range; the dashboard decides per day and log with lockReason.
 */
export const locksResponse = z.object({
  data: z.object({
    locked_until: z.string().nullable(),
    approved_timesheets: z.array(z.string()),
    signed_off: z.array(z.object({ client_id: z.number().int(), month: z.string() })),
    /** True when the caller may change locked days all the same (a SUPER_ADMIN; the change is audited). */
    may_override: z.boolean(),
  }),
});
export type LocksResponse = z.infer<typeof locksResponse>;
