import { queryOptions } from '@tanstack/react-query';
import type { AssignmentRowView, IsoDate } from '@portal/shared';
import { api } from '../../lib/api-client';

export interface AssignmentFilter {
  asOf: IsoDate;
  clientId: number | '';
  userId: number | '';
}

/** GET /assignments: the assignments running on a day, planned against logged hours (docs/product/people-and-clients.md#projects). */
export const assignmentsQuery = ({ asOf, clientId, userId }: AssignmentFilter) =>
  queryOptions({
    queryKey: ['assignments', asOf, clientId, userId],
    queryFn: async () => {
      const filters = new URLSearchParams({ as_of: asOf });
      if (clientId !== '') filters.set('client_id', String(clientId));
      if (userId !== '') filters.set('user_id', String(userId));
      return (await api<{ data: AssignmentRowView[] }>(`/assignments?${filters}`)).data;
    },
  });
