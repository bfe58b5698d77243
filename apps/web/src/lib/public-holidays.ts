import { queryOptions } from '@tanstack/react-query';
import type { PublicHolidayView } from '@portal/shared';
import { api } from './api-client';

/** Every public-holiday query sits under `all`: saving a public holiday refreshes them all. */
export const publicHolidayKeys = {
  all: ['public-holidays'] as const,
};

/** GET /range/national_holidays: the public holidays between two dates (the week, the leave calendar). */
export const publicHolidaysBetweenQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...publicHolidayKeys.all, from, to],
    queryFn: async () =>
      (await api<{ data: PublicHolidayView[] }>(`/range/national_holidays?from=${from}&to=${to}`)).data,
  });

/** The public holidays of whole years, from the first of January of one to the last of December of another. */
export const publicHolidaysOfYearsQuery = (firstYear: number, lastYear: number) =>
  publicHolidaysBetweenQuery(`${firstYear}-01-01`, `${lastYear}-12-31`);
