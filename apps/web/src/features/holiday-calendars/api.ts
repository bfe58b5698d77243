import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidayCalendarBody } from '@portal/shared';
import { call } from '../../lib/api-client';
import { holidayCalendarKeys } from '../../lib/holiday-calendars';

function useCalendarMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayCalendarKeys.all }),
  });
}

export const useCreateCalendar = () =>
  useCalendarMutation((body: HolidayCalendarBody) => call('POST /holiday_calendars', { body }));

export const useUpdateCalendar = () =>
  useCalendarMutation(({ id, body }: { id: number; body: HolidayCalendarBody }) =>
    call('PATCH /holiday_calendars/:id', { params: { id }, body }),
  );

/** DELETE /holiday_calendars/{id}: 409 while people or public holidays use it. */
export const useDeleteCalendar = () =>
  useCalendarMutation((id: number) => call('DELETE /holiday_calendars/:id', { params: { id } }));
