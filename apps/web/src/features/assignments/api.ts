import { queryOptions } from '@tanstack/react-query';
import type { IsoDate } from '@portal/shared';
import type { PageChoice } from '../../components/paged-rows';
import { call } from '../../lib/api-client';

export interface AssignmentFilter {
  asOf: IsoDate;
  clientId: number | '';
  userId: number | '';
}

/**
 * GET /assignments?as_of=&client_id=&user_id=&page=&page_size=: one page of the assignments running on a day, planned against
 * logged hours (docs/product/people-and-clients.md#projects), and the total (docs/product/http-contract.md#scale: 2,500 running
 * assignments). Another page of the same filter keeps the last one shown while it loads; another filter shows the loading state.
 */
export const assignmentsPageQuery = ({ page, pageSize, ...filter }: AssignmentFilter & PageChoice) => {
  const query = {
    as_of: filter.asOf,
    client_id: filter.clientId === '' ? undefined : filter.clientId,
    user_id: filter.userId === '' ? undefined : filter.userId,
    page: page + 1,
    page_size: pageSize,
  };
  return queryOptions({
    queryKey: ['assignments', filter, { page, pageSize }],
    queryFn: () => call('GET /assignments', { query }),
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameFilter(previousQuery.queryKey[1] as AssignmentFilter, filter) ? previous : undefined,
  });
};

const sameFilter = (a: AssignmentFilter, b: AssignmentFilter) =>
  a.asOf === b.asOf && a.clientId === b.clientId && a.userId === b.userId;
