import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DaysAvailableBody,
  DaysAvailableResult,
  HolidayImportBody,
  HolidayImportCandidate,
  NationalHolidaysBody,
  ProRataSuggestion,
  PublicHolidayView,
} from '@portal/shared';
import { api } from '../../lib/api-client';
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
    queryFn: async () =>
      (await api<{ data: PublicHolidayView[] }>(`/national_holidays?calendar_id=${calendarId}`)).data,
  });

export const useCreatePublicHolidays = () =>
  useInvalidatingMutation(
    async (body: NationalHolidaysBody) =>
      (await api<{ data: PublicHolidayView[] }>('/national_holidays', { method: 'POST', body })).data,
  );

export const useUpdatePublicHoliday = () =>
  useInvalidatingMutation(({ id, title, date }: Pick<PublicHolidayView, 'id' | 'title' | 'date'>) =>
    api<{ data: PublicHolidayView }>(`/national_holidays/${id}`, { method: 'PATCH', body: { title, dates: [date] } }),
  );

export const useDeletePublicHoliday = () =>
  useInvalidatingMutation((id: number) => api(`/national_holidays/${id}`, { method: 'DELETE' }));

/** GET /national_holidays/import: docs/product/leave.md#holiday-import, runs only once the admin asks for a preview (`query`). */
export const importPreviewQuery = (query: ImportQuery | null) =>
  queryOptions({
    queryKey: keys.preview(query ?? { country: '', region: '', year: 0, calendarId: 0 }),
    enabled: query !== null,
    queryFn: async () => {
      const params = new URLSearchParams({
        country: query!.country,
        year: String(query!.year),
        calendar_id: String(query!.calendarId),
      });
      if (query!.region) params.set('region', query!.region);
      return (await api<{ data: HolidayImportCandidate[] }>(`/national_holidays/import?${params}`)).data;
    },
  });

export const useSaveImport = () =>
  useInvalidatingMutation(
    async (body: HolidayImportBody) =>
      (await api<{ data: PublicHolidayView[] }>('/national_holidays/import', { method: 'POST', body })).data,
  );

export function useSetAllowance() {
  return useMutation({
    mutationFn: (body: DaysAvailableBody) => api<DaysAvailableResult>('/days_available', { method: 'POST', body }),
  });
}

/** GET /days_available/suggest: a pro rata allowance for someone who joins or leaves during the year (docs/product/leave.md#pro-rata). */
export const proRataQuery = (userId: number, year: number, total: number) =>
  queryOptions({
    queryKey: ['pro-rata', userId, year, total],
    queryFn: async () =>
      (
        await api<{ data: ProRataSuggestion }>(
          `/days_available/suggest?${new URLSearchParams({ user_id: String(userId), year: String(year), total: String(total) })}`,
        )
      ).data,
  });
