import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, monthBounds, type IsoDate, type WorkLogBody } from '@portal/shared';
import { ApiError, call } from '../../lib/api-client';
import { personDaysQuery } from '../../lib/leave';
import { timesheetKeys } from '../../lib/timesheets';
import { weeklyReportKeys } from '../../lib/weekly-report';

const weekKeys = {
  logs: ['logs'] as const,
  homeOfficeOf: (userId: number) => ['home-office', userId] as const,
  clientsOf: (userId: number) => ['user-clients', userId] as const,
};

/** GET /logs/user/{id}/from/{monday}: a person's logs of the seven days from Monday. */
export const workLogsQuery = (userId: number, monday: IsoDate) =>
  queryOptions({
    queryKey: [...weekKeys.logs, userId, monday],
    queryFn: async () => (await call('GET /logs/user/:id/from/:date', { params: { id: userId, date: monday } })).data,
  });

/** GET /home_office?from_date=: a person's home-office days of the week from Monday. */
export const homeOfficeWeekQuery = (userId: number, monday: IsoDate) =>
  queryOptions({
    queryKey: [...weekKeys.homeOfficeOf(userId), 'week', monday],
    queryFn: async () => (await call('GET /home_office', { query: { user_id: userId, from_date: monday } })).data,
  });

/** GET /home_office?month=: a person's home-office days of a month (YYYY-MM). */
export const homeOfficeMonthQuery = (userId: number, month: string) =>
  queryOptions({
    queryKey: [...weekKeys.homeOfficeOf(userId), 'month', month],
    queryFn: async () => (await call('GET /home_office', { query: { user_id: userId, month } })).data,
  });

/** GET /users/{id}/clients: the clients a person logs time for. */
export const userClientsQuery = (userId: number) =>
  queryOptions({
    queryKey: weekKeys.clientsOf(userId),
    queryFn: async () => (await call('GET /users/:id/clients', { params: { id: userId } })).data,
  });

/** Everything the week screen reads for one person and week: a fixed number of requests. */
export function useWeekData(userId: number, monday: IsoDate) {
  const sunday = addDays(monday, 6);
  const month = monday.slice(0, 7);
  const [monthStart, monthEnd] = monthBounds(month);
  const logs = useQuery(workLogsQuery(userId, monday));
  const homeOffice = useQuery(homeOfficeWeekQuery(userId, monday));
  const homeOfficeMonth = useQuery(homeOfficeMonthQuery(userId, month));
  // One plan for the week and the month the side panel counts: a fixed number of requests, none per day.
  const plan = useQuery(
    personDaysQuery(userId, monthStart < monday ? monthStart : monday, monthEnd > sunday ? monthEnd : sunday),
  );
  const clients = useQuery(userClientsQuery(userId));
  return { logs, homeOffice, homeOfficeMonth, plan, clients, month };
}

function useRefreshWeek() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: weekKeys.logs }),
      queryClient.invalidateQueries({ queryKey: weeklyReportKeys.all }),
    ]);
}

export function useSaveWorkLog() {
  const refresh = useRefreshWeek();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: WorkLogBody }) =>
      id === undefined ? call('POST /logs', { body }) : call('PUT /logs/:id', { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteWorkLog() {
  const refresh = useRefreshWeek();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /logs/:id', { params: { id } }),
    onSuccess: refresh,
    onError: (error) => console.error('Deleting the work log failed', error),
  });
}

/** docs/product/time-and-week.md#day-bar: the toggle adds the day if it is off and removes it if on. */
export function useToggleHomeOffice(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, on }: { date: IsoDate; on: boolean }): Promise<unknown> =>
      on
        ? call('POST /home_office', { body: { user_id: userId, dates: [date] } })
        : call('DELETE /home_office/delete_by_user_id_and_date', { body: { user_id: userId, date } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: weekKeys.homeOfficeOf(userId) }),
    onError: (error) => console.error('Changing the home-office day failed', error),
  });
}

/** GET /locks: what locks a person's days of the week (docs/product/closing.md#locks). */
export const weekLocksQuery = (userId: number, monday: IsoDate) =>
  queryOptions({
    queryKey: [...timesheetKeys.locks, userId, monday],
    queryFn: async () =>
      (await call('GET /locks', { query: { user_id: userId, from: monday, to: addDays(monday, 6) } })).data,
  });

/** The server's message when a write hit a locked period (409 PERIOD_LOCKED, decided on the code), or null. */
export function lockedMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'PERIOD_LOCKED' ? error.message : null;
}
