import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ApprovalContext,
  BalancesView,
  CalendarFeedUrls,
  LeaveRequestBody,
  LeaveRequestView,
  PublicHolidayView,
  SettingsResponse,
} from '@portal/shared';
import { api } from '../../lib/api-client';

export function useLeaveTypes() {
  return useQuery({
    queryKey: ['leave-types'],
    queryFn: () => api<Record<string, string>>('/holidays/types'),
    staleTime: Infinity,
  });
}

export function useRequestsOf(userId: number) {
  return useQuery({
    queryKey: ['leave-requests', userId],
    queryFn: async () => (await api<{ data: LeaveRequestView[] }>(`/holidays/requesting/${userId}`)).data,
  });
}

/** Decisions R12: own balances for everyone, other people's for admins (the server enforces it). */
export function useBalances(userId: number, year: number, enabled = true) {
  return useQuery({
    queryKey: ['balances', userId, year],
    queryFn: async () => (await api<{ data: BalancesView }>(`/days_available/${userId}?year=${year}`)).data,
    enabled,
  });
}

export function usePublicHolidaysOfYear(year: number) {
  return usePublicHolidaysOfYears(year, year);
}

/** The public holidays of whole years, from the first of January of one to the last of December of another. */
export function usePublicHolidaysOfYears(firstYear: number, lastYear: number) {
  const [from, to] = [`${firstYear}-01-01`, `${lastYear}-12-31`];
  return useQuery({
    queryKey: ['public-holidays', from, to],
    queryFn: async () =>
      (await api<{ data: PublicHolidayView[] }>(`/range/national_holidays?from=${from}&to=${to}`)).data,
  });
}

/** Decisions R35: the person shown in the Confirming field. */
export function useLeaveApprover() {
  return useQuery({
    queryKey: ['settings'],
    queryFn: async () => (await api<SettingsResponse>('/settings')).data.leave_approver,
  });
}

function useRefreshLeave() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ['leave-requests', 'balances', 'leave-days', 'holidays'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
}

export function useRequestLeave() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (body: LeaveRequestBody) => api<{ data: LeaveRequestView }>('/holidays', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useWithdrawLeave() {
  const refresh = useRefreshLeave();
  return useMutation({ mutationFn: (id: number) => api(`/holidays/${id}`, { method: 'DELETE' }), onSuccess: refresh });
}

export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: ['calendar-feed'],
    queryFn: async () => (await api<{ data: CalendarFeedUrls }>('/calendar/feed')).data,
    enabled,
  });
}

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<{ data: CalendarFeedUrls }>('/calendar/feed', { method: 'POST' })).data,
    onSuccess: (urls) => queryClient.setQueryData(['calendar-feed'], urls),
  });
}

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
