import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ApprovalContext,
  CalendarFeedUrls,
  LeaveDecision,
  LeaveRequestBody,
  LeaveRequestView,
  NotificationKind,
  NotificationSettingsResponse,
  SettingsResponse,
} from '@portal/shared';
import { api } from '../../lib/api-client';
import { leaveKeys } from '../../lib/leave';

/** Everyone's requests as Handle Holidays filters them: one status tab, everybody or one person. */
export interface RequestFilter {
  status: number;
  userId: number | null;
}

const keys = {
  types: ['leave-types'] as const,
  /** Every person's own request list. */
  requestsOf: ['leave-requests'] as const,
  /** Handle Holidays' lists, one per filter: nothing else sits under this key. */
  filtered: ['leave-admin', 'requests'] as const,
  pendingContext: ['leave-admin', 'pending-context'] as const,
  approver: ['settings'] as const,
  calendarFeed: ['calendar-feed'] as const,
  notifications: ['notifications'] as const,
};

/** GET /holidays/types: leave types by code (docs/product/leave.md#types); they never change while the app runs. */
export const leaveTypesQuery = () =>
  queryOptions({
    queryKey: keys.types,
    queryFn: () => api<Record<string, string>>('/holidays/types'),
    staleTime: Infinity,
  });

/** GET /holidays/requesting/{id}: a person's leave requests. */
export const leaveRequestsOfQuery = (userId: number) =>
  queryOptions({
    queryKey: [...keys.requestsOf, userId],
    queryFn: async () => (await api<{ data: LeaveRequestView[] }>(`/holidays/requesting/${userId}`)).data,
  });

/** GET /holidays?status=&user_id=: everyone's requests of one status, or one person's. */
export const leaveRequestsQuery = (filter: RequestFilter) =>
  queryOptions({
    queryKey: [...keys.filtered, filter],
    queryFn: async () => {
      const query = new URLSearchParams({ status: String(filter.status) });
      if (filter.userId !== null) query.set('user_id', String(filter.userId));
      return (await api<{ data: LeaveRequestView[] }>(`/holidays?${query}`)).data;
    },
  });

/** GET /holidays/pending_context: each pending request's balance after approval and who is away (docs/product/leave.md#approval-context). */
export const pendingContextQuery = () =>
  queryOptions({
    queryKey: keys.pendingContext,
    queryFn: async () => (await api<{ data: ApprovalContext[] }>('/holidays/pending_context')).data,
  });

/** GET /settings: docs/product/leave.md#approver, the person shown in the Confirming field. */
export const leaveApproverQuery = () =>
  queryOptions({
    queryKey: keys.approver,
    queryFn: async () => (await api<SettingsResponse>('/settings')).data.leave_approver,
  });

/** GET /calendar/feed: the addresses of the person's calendar feeds (docs/product/leave.md#calendar-feeds). */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: keys.calendarFeed,
    queryFn: async () => (await api<{ data: CalendarFeedUrls }>('/calendar/feed')).data,
  });

/** GET /user/notifications: the leave e-mails the person has turned off (docs/product/leave.md#notifications). */
export const notificationsOffQuery = () =>
  queryOptions({
    queryKey: keys.notifications,
    queryFn: async () => (await api<NotificationSettingsResponse>('/user/notifications')).data.off,
  });

/** A new or withdrawn request changes the person's list, balances and days off. */
function useRefreshLeave() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [keys.requestsOf, leaveKeys.balances, leaveKeys.days].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
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

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<{ data: CalendarFeedUrls }>('/calendar/feed', { method: 'POST' })).data,
    onSuccess: (urls) => queryClient.setQueryData(calendarFeedQuery().queryKey, urls),
  });
}

export function useSaveNotificationsOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (off: NotificationKind[]) =>
      (await api<NotificationSettingsResponse>('/user/notifications', { method: 'PUT', body: { off } })).data.off,
    onSuccess: (off) => queryClient.setQueryData(notificationsOffQuery().queryKey, off),
  });
}

/** Approve (1) or decline (2); a declined approved request is the revoke of docs/product/leave.md#withdraw-revoke. */
export function useSetLeaveStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: LeaveDecision }) =>
      (await api<{ data: LeaveRequestView }>(`/holidays/${id}`, { method: 'PUT', body: { status } })).data,
    onSuccess: (updated) => {
      moveInCachedLists(queryClient, updated);
      const pendingContext = pendingContextQuery().queryKey;
      queryClient.setQueryData(pendingContext, (old) => old?.filter((context) => context.request_id !== updated.id));
      // Other pending requests of the same person may now leave a different balance.
      void queryClient.invalidateQueries({ queryKey: pendingContext });
    },
  });
}

/** docs/product/time-and-week.md#day-bar: "The list updates locally on success": each cached tab gains or loses the request. */
function moveInCachedLists(queryClient: QueryClient, updated: LeaveRequestView): void {
  for (const [key, list] of queryClient.getQueriesData<LeaveRequestView[]>({ queryKey: keys.filtered })) {
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
