import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditPage } from '@portal/shared';
import { api } from '../../lib/api-client';

/** GET /audit: one page of the audit trail (docs/product/reports.md#audit); the last page stays while the next loads. */
export const auditQuery = (filters: URLSearchParams) =>
  queryOptions({
    queryKey: ['audit', filters.toString()],
    queryFn: () => api<AuditPage>(`/audit?${filters}`),
    placeholderData: keepPreviousData,
  });
