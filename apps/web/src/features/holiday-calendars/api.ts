import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidayCalendarBody, HolidayCalendarView } from '@portal/shared';
import { api } from '../../lib/api-client';
import { holidayCalendarKeys } from '../../lib/holiday-calendars';

function useCalendarMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayCalendarKeys.all }),
  });
}

export const useCreateCalendar = () =>
  useCalendarMutation((body: HolidayCalendarBody) =>
    api<{ data: HolidayCalendarView }>('/holiday_calendars', { method: 'POST', body }),
  );

export const useUpdateCalendar = () =>
  useCalendarMutation(({ id, body }: { id: number; body: HolidayCalendarBody }) =>
    api<{ data: HolidayCalendarView }>(`/holiday_calendars/${id}`, { method: 'PATCH', body }),
  );

/** DELETE /holiday_calendars/{id}: 409 while people or public holidays use it. */
export const useDeleteCalendar = () =>
  useCalendarMutation((id: number) => api(`/holiday_calendars/${id}`, { method: 'DELETE' }));
