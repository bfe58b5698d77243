import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDays,
  monthBounds,
  type HomeOfficeView,
  type IsoDate,
  type PublicHolidayView,
  type UserClientView,
  type WorkLogBody,
  type WorkLogView,
} from '@portal/shared';
import { api } from '../../lib/api-client';

/** Everything the dashboard reads for one person and week: a fixed number of requests. */
export function useWeekData(userId: number, monday: IsoDate) {
  const sunday = addDays(monday, 6);
  const month = monday.slice(0, 7);
  const [monthStart, monthEnd] = monthBounds(month);
  const logs = useQuery({
    queryKey: ['logs', userId, monday],
    queryFn: async () => (await api<{ data: WorkLogView[] }>(`/logs/user/${userId}/from/${monday}`)).data,
  });
  const homeOffice = useQuery({
    queryKey: ['home-office', userId, 'week', monday],
    queryFn: async () =>
      (await api<{ data: HomeOfficeView[] }>(`/home_office?user_id=${userId}&from_date=${monday}`)).data,
  });
  const homeOfficeMonth = useQuery({
    queryKey: ['home-office', userId, 'month', month],
    queryFn: async () => (await api<{ data: HomeOfficeView[] }>(`/home_office?user_id=${userId}&month=${month}`)).data,
  });
  const leaveDays = useQuery({
    queryKey: ['leave-days', userId, monthStart < monday ? monthStart : monday, monthEnd > sunday ? monthEnd : sunday],
    queryFn: () =>
      api<IsoDate[]>(
        `/range/holidays?user_id=${userId}&from=${monthStart < monday ? monthStart : monday}&to=${monthEnd > sunday ? monthEnd : sunday}`,
      ),
  });
  const publicHolidays = useQuery({
    queryKey: ['public-holidays', monday, sunday],
    queryFn: async () =>
      (await api<{ data: PublicHolidayView[] }>(`/range/national_holidays?from=${monday}&to=${sunday}`)).data,
  });
  const clients = useQuery({
    queryKey: ['user-clients', userId],
    queryFn: async () => (await api<{ data: UserClientView[] }>(`/users/${userId}/clients`)).data,
  });
  return { logs, homeOffice, homeOfficeMonth, leaveDays, publicHolidays, clients, month };
}

function useRefreshWeek() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['logs'] }),
      queryClient.invalidateQueries({ queryKey: ['weekly-report'] }),
    ]);
}

export function useSaveWorkLog() {
  const refresh = useRefreshWeek();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: WorkLogBody }) =>
      id === undefined
        ? api<{ data: WorkLogView }>('/logs', { method: 'POST', body })
        : api<{ data: WorkLogView }>(`/logs/${id}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

export function useDeleteWorkLog() {
  const refresh = useRefreshWeek();
  return useMutation({
    mutationFn: (id: number) => api(`/logs/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
    onError: (error) => console.error('Deleting the work log failed', error),
  });
}

/** Spec §4: the toggle adds the day if it is off and removes it if on. */
export function useToggleHomeOffice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, on }: { date: IsoDate; on: boolean }) =>
      on
        ? api('/home_office', { method: 'POST', body: { user_id: userId, dates: [date] } })
        : api('/home_office/delete_by_user_id_and_date', { method: 'DELETE', body: { user_id: userId, date } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['home-office', userId] }),
    onError: (error) => console.error('Changing the home-office day failed', error),
  });
}
