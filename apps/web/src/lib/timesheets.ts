import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client';

/**
 * Timesheets (docs/product/closing.md#timesheets), read by the dashboard (its month) and the Timesheets screen (everyone's
 * month); every change refreshes everything under `all`, and the locks with it (an approved month locks its days).
 */
export const timesheetKeys = {
  all: ['timesheets'] as const,
  locks: ['locks'] as const,
};

/**
 * GET /timesheets?month=YYYY-MM: admins get everyone's month, others their own (one item); with `userId`, only that
 * person's (the dashboard, so that an admin's panel does not load the whole company).
 */
export const timesheetsQuery = (month: string, userId?: number) =>
  queryOptions({
    queryKey: [...timesheetKeys.all, month, userId ?? 'everyone'],
    queryFn: async () => (await call('GET /timesheets', { query: { month, user_id: userId } })).data,
  });

/** Refreshes the timesheets and the locks once a timesheet changed. */
export function useTimesheetMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
        queryClient.invalidateQueries({ queryKey: timesheetKeys.locks }),
      ]),
  });
}

/** POST /timesheets/{userId}/{month}/submit: the person (or an admin for them) hands in the month. */
export const useSubmitTimesheet = () =>
  useTimesheetMutation(({ userId, month }: { userId: number; month: string }) =>
    call('POST /timesheets/:userId/:month/submit', { params: { userId, month } }),
  );
