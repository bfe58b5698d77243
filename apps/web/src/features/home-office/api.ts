import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** GET /home_office/counts: each person's home-office days per month of a year (docs/product/reports.md#home-office-year). */
export const homeOfficeYearQuery = (year: number) =>
  queryOptions({
    queryKey: ['home-office-year', year],
    queryFn: async () => (await call('GET /home_office/counts', { query: { year } })).data,
  });
