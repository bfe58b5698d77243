import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApprovalContext, LeaveRequestView } from '@portal/shared';
import { api } from '../../lib/api-client';

interface RequestFilter {
  status: number;
  userId: number | null;
}

export const leaveKeys = {
  requests: ['holiday-admin', 'requests'] as const,
  list: (filter: RequestFilter) => [...leaveKeys.requests, filter] as const,
  context: ['holiday-admin', 'pending-context'] as const,
};

export function useLeaveRequests(filter: RequestFilter) {
  return useQuery({
    queryKey: leaveKeys.list(filter),
    queryFn: async () => {
      const query = new URLSearchParams({ status: String(filter.status) });
      if (filter.userId !== null) query.set('user_id', String(filter.userId));
      return (await api<{ data: LeaveRequestView[] }>(`/holidays?${query}`)).data;
    },
  });
}

export function usePendingContext(enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.context,
    enabled,
    queryFn: async () => (await api<{ data: ApprovalContext[] }>('/holidays/pending_context')).data,
  });
}

/** Approve (1) or decline (2); a declined approved request is the revoke of R60. */
export function useSetLeaveStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 1 | 2 }) =>
      (await api<{ data: LeaveRequestView }>(`/holidays/${id}`, { method: 'PUT', body: { status } })).data,
    onSuccess: (updated) => {
      moveInCachedLists(queryClient, updated);
      queryClient.setQueryData<ApprovalContext[]>(leaveKeys.context, (old) =>
        old?.filter((context) => context.request_id !== updated.id),
      );
      // Other pending requests of the same person may now leave a different balance.
      void queryClient.invalidateQueries({ queryKey: leaveKeys.context });
    },
  });
}

/** Spec §4: "The list updates locally on success": each cached tab gains or loses the request. */
function moveInCachedLists(queryClient: QueryClient, updated: LeaveRequestView): void {
  for (const [key, list] of queryClient.getQueriesData<LeaveRequestView[]>({ queryKey: leaveKeys.requests })) {
    if (!list) continue;
    const filter = key[2] as RequestFilter;
    const others = list.filter((request) => request.id !== updated.id);
    const belongs =
      filter.status === updated.status && (filter.userId === null || filter.userId === updated.requesting_id);
    queryClient.setQueryData(key, belongs ? [...others, updated].sort(serverOrder) : others);
  }
}

/** The server's order: latest start first, then newest. */
function serverOrder(a: LeaveRequestView, b: LeaveRequestView): number {
  return b.from_date.localeCompare(a.from_date) || b.id - a.id;
}
