import { z } from 'zod';
import { isoDate } from './common.js';

/** Spec §4 Holiday request status. */
export const LeaveStatus = { PENDING: 0, APPROVED: 1, DECLINED: 2 } as const;

/** Spec §3 National / public holiday. */
export const publicHolidayView = z.object({ id: z.number().int(), title: z.string(), date: z.string() });
export type PublicHolidayView = z.infer<typeof publicHolidayView>;

export const userRangeQuery = z
  .object({ user_id: z.coerce.number().int().positive(), from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, {
    message: 'The start date cannot be after the end date.',
    path: ['from'],
  });

export const plainRangeQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, {
    message: 'The start date cannot be after the end date.',
    path: ['from'],
  });
