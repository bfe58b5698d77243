import { z } from 'zod';
import { MAX_RECORD_ID, reportFormatQuery } from './common.js';
import { dateRangeQuery } from './reports.js';

/** `user_ids=3,14,15`: the people of one page of the users screen (docs/product/http-contract.md#scale), at most 250. */
export const weeklyReportQuery = dateRangeQuery.and(
  z.object({
    user_ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,249}$/, 'user_ids is a list of at most 250 ids, separated by commas')
      .transform((list) => list.split(',').map(Number))
      .refine((ids) => ids.every((id) => id <= MAX_RECORD_ID), 'user_ids has an id that cannot exist')
      .optional(),
  }),
);

export const employeeDayView = z.object({
  date: z.string(),
  minutes: z.number().int(),
  status: z.enum(['insufficient', 'success', 'overtime', 'nat_holiday', 'holiday']),
});

/** Everyone's per-day minutes and day status over a range (docs/product/reports.md#weekly-report, docs/product/time-and-week.md#day-bar day status). */
export const weeklyReportRow = z.object({
  user_id: z.number().int(),
  days: z.array(employeeDayView),
});
export type WeeklyReportRow = z.infer<typeof weeklyReportRow>;
/** GET /weekly/logs: the range and people, or the download of it (docs/product/reports.md#downloads). */
export const weeklyReportDownloadQuery = weeklyReportQuery.and(reportFormatQuery);
export const weeklyReportResponse = z.object({ data: z.array(weeklyReportRow) });
