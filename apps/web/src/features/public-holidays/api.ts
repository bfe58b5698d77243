import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DaysAvailableBody, HolidayImportBody, NationalHolidaysBody, PublicHolidayView } from '@portal/shared';
import { call } from '../../lib/api-client';
import { publicHolidayKeys } from '../../lib/public-holidays';

/** The import form's choice; no region is ''. `already_saved` looks at the calendar imported into. */
export interface ImportQuery {
  country: string;
  region: string;
  year: number;
  calendarId: number;
}

const keys = {
  /** Under the public holidays' root: saving any public holiday refreshes the table and an open preview. */
  list: [...publicHolidayKeys.all, 'list'] as const,
  preview: (query: ImportQuery) => [...publicHolidayKeys.all, 'import', query] as const,
};

function useInvalidatingMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicHolidayKeys.all }),
  });
}

/** GET /national_holidays?calendar_id=: every public holiday of a calendar, for the table (docs/product/time-model.md#calendars). */
export const publicHolidaysQuery = (calendarId: number) =>
  queryOptions({
    queryKey: [...keys.list, calendarId],
    queryFn: async () => (await call('GET /national_holidays', { query: { calendar_id: calendarId } })).data,
  });

export const useCreatePublicHolidays = () =>
  useInvalidatingMutation(async (body: NationalHolidaysBody) => (await call('POST /national_holidays', { body })).data);

export const useUpdatePublicHoliday = () =>
  useInvalidatingMutation(({ id, title, date }: Pick<PublicHolidayView, 'id' | 'title' | 'date'>) =>
    call('PATCH /national_holidays/:id', { params: { id }, body: { title, dates: [date] } }),
  );

export const useDeletePublicHoliday = () =>
  useInvalidatingMutation((id: number) => call('DELETE /national_holidays/:id', { params: { id } }));

/** GET /national_holidays/import: docs/product/leave.md#holiday-import, runs only once the admin asks for a preview (`query`). */
export const importPreviewQuery = (query: ImportQuery | null) =>
  queryOptions({
    queryKey: keys.preview(query ?? { country: '', region: '', year: 0, calendarId: 0 }),
    enabled: query !== null,
    queryFn: async () => {
      const { country, year, calendarId, region } = query!;
      const params = { country, year, calendar_id: calendarId, region: region || undefined };
      return (await call('GET /national_holidays/import', { query: params })).data;
    },
  });

export const useSaveImport = () =>
  useInvalidatingMutation(
    async (body: HolidayImportBody) => (await call('POST /national_holidays/import', { body })).data,
  );

export function useSetAllowance() {
  return useMutation({
    mutationFn: (body: DaysAvailableBody) => call('POST /days_available', { body }),
  });
}

/** GET /days_available/suggest: a pro rata allowance for someone who joins or leaves during the year (docs/product/leave.md#pro-rata). */
export const proRataQuery = (userId: number, year: number, total: number) =>
  queryOptions({
    queryKey: ['pro-rata', userId, year, total],
    queryFn: async () => (await call('GET /days_available/suggest', { query: { user_id: userId, year, total } })).data,
  });
