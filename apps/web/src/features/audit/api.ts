import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import type { ApiQuery } from '../../lib/api-routes';

/** GET /audit: one page of the audit trail (docs/product/reports.md#audit); the last page stays while the next loads. */
export const auditQuery = (filters: ApiQuery<'GET /audit'> & { page: number }) =>
  queryOptions({
    queryKey: ['audit', filters],
    queryFn: () => call('GET /audit', { query: filters }),
    placeholderData: keepPreviousData,
  });
