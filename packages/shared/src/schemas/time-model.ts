import { z } from 'zod';
import { isoDate, requiredDate, TEXT_LIMITS } from './common.js';
import { dateRangeQuery } from './reports.js';

/** docs/product/time-model.md#schedules: a week of minutes, Monday first, each 0–1440, valid from a date. */
export const MINUTES_PER_DAY = 1440;

export const scheduleView = z.object({
  id: z.number().int(),
  from_date: z.string(),
  minutes: z.array(z.number().int()).length(7),
});
export type ScheduleView = z.infer<typeof scheduleView>;
/** GET /users/{id}/schedules: newest first. */
export const schedulesResponse = z.object({ data: z.array(scheduleView) });
export const scheduleResponse = z.object({ data: scheduleView });

/** POST /users/{id}/schedules: the same `from_date` replaces that period's week. */
export const scheduleBody = z.object({
  from_date: requiredDate('validation:schedule_from_required'),
  minutes: z
    .array(
      z
        .number({ error: 'validation:schedule_minutes_number' })
        .int('validation:schedule_minutes_number')
        .min(0, 'validation:schedule_minutes_range')
        .max(MINUTES_PER_DAY, 'validation:schedule_minutes_range'),
      { error: 'validation:schedule_minutes_seven' },
    )
    .length(7, 'validation:schedule_minutes_seven'),
});
export type ScheduleBody = z.infer<typeof scheduleBody>;

/** docs/product/time-model.md#calendars: a holiday calendar (a location). */
export const holidayCalendarView = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string().nullable(),
  region: z.string().nullable(),
});
export type HolidayCalendarView = z.infer<typeof holidayCalendarView>;
export const holidayCalendarsResponse = z.object({ data: z.array(holidayCalendarView) });
export const holidayCalendarResponse = z.object({ data: holidayCalendarView });

const calendarFields = {
  name: z
    .string({ error: 'validation:calendar_name_required' })
    .trim()
    .min(1, 'validation:calendar_name_required')
    .max(TEXT_LIMITS.name, 'validation:calendar_name_too_long'),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'validation:country_choose')
    .nullable()
    .optional(),
  region: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'validation:region_unknown')
    .nullable()
    .optional(),
};
/** POST /holiday_calendars. */
export const holidayCalendarBody = z.object(calendarFields);
export type HolidayCalendarBody = z.infer<typeof holidayCalendarBody>;
/** PATCH /holiday_calendars/{id}: any of the fields. */
export const holidayCalendarPatch = z.object(calendarFields).partial();

/**
 * GET /users/{id}/days?from=&to=: a person's days as the time rules see them (docs/product/time-model.md#plan):
 * what the schedule plans, what is expected after public holidays of their calendar and approved leave.
 */
export const personDayView = z.object({
  date: z.string(),
  /** The schedule's minutes (0 on a day off and outside the employment). */
  scheduled_minutes: z.number().int(),
  /** What the person is expected to log: 0 on a public holiday or a whole day of leave, half on a half day. */
  target_minutes: z.number(),
  /** The title of their calendar's public holiday on that date. */
  public_holiday: z.string().nullable(),
  /** Share of the day on approved leave: 0, 0.5 or 1. */
  leave: z.number(),
});
export type PersonDayView = z.infer<typeof personDayView>;
export const personDaysResponse = z.object({
  data: z.array(personDayView),
  /** What hours on a day off are measured against (docs/product/time-model.md#measure), per day. */
  full_day_minutes: z.array(z.number().int()),
});
export type PersonDays = z.infer<typeof personDaysResponse>;
/** At most the reports' range (docs/product/http-contract.md#bounds): a month and the weeks around it. */
export const personDaysQuery = dateRangeQuery;

/** docs/product/time-model.md#employment: optional first and last days of employment. */
export const employmentFields = {
  start_date: isoDate.nullable().optional(),
  end_date: isoDate.nullable().optional(),
};
