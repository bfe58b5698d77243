import { queryOptions } from '@tanstack/react-query';
import type { HomeOfficeYearRow } from '@portal/shared';
import { api } from '../../lib/api-client';

/** GET /home_office/counts: each person's home-office days per month of a year (docs/product/reports.md#home-office-year). */
export const homeOfficeYearQuery = (year: number) =>
  queryOptions({
    queryKey: ['home-office-year', year],
    queryFn: async () => (await api<{ data: HomeOfficeYearRow[] }>(`/home_office/counts?year=${year}`)).data,
  });
