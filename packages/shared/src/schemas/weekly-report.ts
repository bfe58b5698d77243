import { z } from 'zod';
import { recordIdList, reportFormatQuery } from './common.js';
import { dateRangeQuery } from './reports.js';

/** `user_ids=3,14,15`: the people of one page of the users screen (docs/product/http-contract.md#scale), at most 250. */
export const weeklyReportQuery = dateRangeQuery.and(
  z.object({
    user_ids: recordIdList({
      notAList: 'validation:user_ids_not_a_list',
      impossibleId: 'validation:user_ids_impossible_id',
    }).optional(),
  }),
);

export const employeeDayView = z.object({
  date: z.string(),
  minutes: z.number().int(),
  status: z.enum(['insufficient', 'success', 'overtime', 'nat_holiday', 'holiday']),
  /**
   * What the day's hours are measured against (docs/product/time-model.md#measure): the person's scheduled
   * minutes (also on a public holiday or a day of leave, which count only with hours logged), half on a half day of
   * leave; 0 on a day their week leaves free or outside their employment.
   */
  scheduled_minutes: z.number(),
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
