import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';

/** Every holiday-calendar query sits under `all`: a change to a calendar refreshes every picker. */
export const holidayCalendarKeys = {
  all: ['holiday-calendars'] as const,
};

/** GET /holiday_calendars: the portal's locations (docs/product/time-model.md#calendars), for the pickers and the Locations tab. */
export const holidayCalendarsQuery = () =>
  queryOptions({
    queryKey: holidayCalendarKeys.all,
    queryFn: async () => (await call('GET /holiday_calendars')).data,
  });
