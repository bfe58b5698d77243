import { z } from 'zod';
import { MAX_HOME_OFFICE_DATES } from '../limits.js';
import { calendarYear, isoDate, recordId, reportFormatQuery, requiredRecordId, yearMonth } from './common.js';

/** docs/product/time-and-week.md#home-office; when creating, dates is a list of one date. */
export const homeOfficeCreateBody = z.object({
  user_id: requiredRecordId('validation:user_id_required'),
  dates: z
    .array(isoDate)
    .min(1, 'validation:date_choose')
    .max(MAX_HOME_OFFICE_DATES, 'validation:home_office_dates_max'),
});
export const homeOfficeDeleteBody = z.object({
  user_id: requiredRecordId('validation:user_id_required'),
  date: isoDate,
});
export const homeOfficeQuery = z
  .object({
    user_id: recordId.optional(),
    month: yearMonth.optional(),
    from_date: isoDate.optional(),
    year: calendarYear.optional(),
  })
  .refine((query) => query.year !== undefined || (query.user_id !== undefined && (query.month || query.from_date)), {
    message: 'validation:home_office_query',
  });
export const homeOfficeView = z.object({ id: z.number().int(), user_id: z.number().int(), date: z.string() });
export type HomeOfficeView = z.infer<typeof homeOfficeView>;

/** The home-office screen's year (docs/product/reports.md#home-office-year): one call instead of every day of everyone (docs/product/http-contract.md#scale). */
export const homeOfficeCountsQuery = z.object({ year: calendarYear });
/** A person's home-office days in each month of the year, January first. */
export const homeOfficeYearRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  months: z.array(z.number().int().nonnegative()).length(12),
});
export type HomeOfficeYearRow = z.infer<typeof homeOfficeYearRow>;
export const homeOfficeDaysResponse = z.object({ data: z.array(homeOfficeView) });
export const homeOfficeYearResponse = z.object({ data: z.array(homeOfficeYearRow) });
/** GET /home_office: a person's month or week, or a year (which also downloads, docs/product/reports.md#downloads). */
export const homeOfficeReportQuery = homeOfficeQuery.and(reportFormatQuery);
