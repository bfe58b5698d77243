import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
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
