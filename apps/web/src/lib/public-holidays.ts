import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';

/** Every public-holiday query sits under `all`: saving a public holiday refreshes them all. */
export const publicHolidayKeys = {
  all: ['public-holidays'] as const,
};

/**
 * GET /national_holidays?from=&to=&calendar_id=: one calendar's public holidays between two dates (the leave calendar,
 * the request form); docs/product/time-model.md#calendars: a person's holidays are their own calendar's.
 */
export const publicHolidaysBetweenQuery = (from: string, to: string, calendarId: number) =>
  queryOptions({
    queryKey: [...publicHolidayKeys.all, calendarId, from, to],
    queryFn: async () => (await call('GET /national_holidays', { query: { from, to, calendar_id: calendarId } })).data,
  });

/** One calendar's public holidays of whole years, from the first of January of one to the last of December of another. */
export const publicHolidaysOfYearsQuery = (firstYear: number, lastYear: number, calendarId: number) =>
  publicHolidaysBetweenQuery(`${firstYear}-01-01`, `${lastYear}-12-31`, calendarId);
