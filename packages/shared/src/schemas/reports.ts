import { z } from 'zod';
import { MAX_REPORT_RANGE_DAYS } from '../limits.js';
import { calendarDays } from '../rules/dates.js';
import { FROM_HALVES, TO_HALVES } from '../rules/time-model.js';
import { calendarYear, isoDate, monthNumber, monthReportFormatQuery, recordId, reportFormatQuery } from './common.js';
import { workLogView } from './worklogs.js';

export { MAX_REPORT_RANGE_DAYS };

/** A from/to range, from not after to, at most two months long. */
export const dateRangeQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, {
    message: 'validation:start_after_end',
    path: ['from'],
  })
  .refine((range) => range.from > range.to || calendarDays(range.from, range.to) <= MAX_REPORT_RANGE_DAYS, {
    message: 'validation:report_range_too_long',
    path: ['to'],
  });

/** `/…/{id}/month/{m}/year/{y}`: a person's or a client's month. */
export const monthReportParams = z.object({ id: recordId, m: monthNumber, y: calendarYear });

/** A person's time log of a month (docs/product/reports.md#user-month). */
export const userMonthReport = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  logs: z.array(workLogView),
});
export type UserMonthReport = z.infer<typeof userMonthReport>;
export const userMonthReportResponse = z.object({ data: userMonthReport });
export type UserMonthReportResponse = z.infer<typeof userMonthReportResponse>;

/** `?key=` of a client's share link (docs/product/roles-and-access.md#share-links). */
export const shareKeyQuery = z.object({ key: z.string().max(100).optional() });
export const clientMonthReportQuery = monthReportFormatQuery.extend(shareKeyQuery.shape);

/** docs/product/reports.md#client-month: username, total_hours (in minutes) and the logs. */
export const clientReportItemView = z.object({
  user_id: z.number().int(),
  username: z.string(),
  total_hours: z.number().int(),
  data: z.array(workLogView),
});
export type ClientReportItemView = z.infer<typeof clientReportItemView>;
export const clientMonthReportResponse = z.array(clientReportItemView);
export type ClientMonthReport = z.infer<typeof clientMonthReportResponse>;

/** The client's name for its time-log page. */
export const clientNameView = z.object({ id: z.number().int(), name: z.string() });
export const clientNameResponse = z.object({ data: clientNameView });
export type ClientNameResponse = z.infer<typeof clientNameResponse>;

/** docs/product/reports.md#team-calendar: everything the yearly team calendar draws. */
export const teamCalendarView = z.object({
  /** Each person with the calendar whose public holidays count for them (docs/product/time-model.md#calendars). */
  people: z.array(z.object({ id: z.number().int(), name: z.string(), holiday_calendar_id: z.number().int() })),
  leave: z.array(
    z.object({
      user_id: z.number().int(),
      from_date: z.string(),
      to_date: z.string(),
      /** docs/product/time-model.md#half-days: 'afternoon' when the first day starts at noon. */
      from_half: z.enum(FROM_HALVES),
      /** 'morning' when the last day ends at noon. */
      to_half: z.enum(TO_HALVES),
      status: z.number().int(),
      /** The leave type's id (docs/product/leave.md#types), for its colour; null for a colleague's private type (docs/product/leave.md#private-absences). */
      type: z.number().int().nullable(),
    }),
  ),
  /** The public holidays of every calendar, each with its calendar. */
  public_holidays: z.array(z.object({ date: z.string(), title: z.string(), calendar_id: z.number().int() })),
  assignments: z.array(
    z.object({
      user_id: z.number().int(),
      client_id: z.number().int(),
      from_date: z.string(),
      to_date: z.string().nullable(),
    }),
  ),
  clients: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TeamCalendarData = z.infer<typeof teamCalendarView>;
export const teamCalendarResponse = z.object({ data: teamCalendarView });
export const teamCalendarYearQuery = reportFormatQuery.extend({ year: calendarYear });
