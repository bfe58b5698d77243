import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DaysAvailableBody,
  DaysAvailableResult,
  HolidayImportBody,
  HolidayImportCandidate,
  NationalHolidaysBody,
  PublicHolidayView,
} from '@portal/shared';
import { api } from '../../lib/api-client';
import { publicHolidayKeys } from '../../lib/public-holidays';

/** The import form's choice; no region is ''. */
export interface ImportQuery {
  country: string;
  region: string;
  year: number;
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

/** GET /national_holidays: every public holiday, for the table. */
export const publicHolidaysQuery = () =>
  queryOptions({
    queryKey: keys.list,
    queryFn: async () => (await api<{ data: PublicHolidayView[] }>('/national_holidays')).data,
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
    queryKey: keys.preview(query ?? { country: '', region: '', year: 0 }),
    enabled: query !== null,
    queryFn: async () => {
      const params = new URLSearchParams({ country: query!.country, year: String(query!.year) });
      if (query!.region) params.set('region', query!.region);
      return (await api<{ data: HolidayImportCandidate[] }>(`/national_holidays/import?${params}`)).data;
    },
  });

export const useSaveImport = () =>
  useInvalidatingMutation(
    async (holidays: HolidayImportBody['holidays']) =>
      (
        await api<{ data: PublicHolidayView[] }>('/national_holidays/import', {
          method: 'POST',
          body: { holidays },
        })
      ).data,
  );

export function useSetAllowance() {
  return useMutation({
    mutationFn: (body: DaysAvailableBody) => api<DaysAvailableResult>('/days_available', { method: 'POST', body }),
  });
}
