import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentView } from '@portal/shared';
import { api } from '../../lib/api-client';

/**
 * GET /files returns the list itself (docs/product/http-contract.md#bodies). Each file_path is a signed link valid for a few minutes
 * (docs/product/people-and-clients.md#signed-links), so the list is fetched again every minute to keep View links working.
 */
export const documentsQuery = () =>
  queryOptions({
    queryKey: ['documents'],
    queryFn: () => api<DocumentView[]>('/files'),
    refetchInterval: 60_000,
    staleTime: 60_000,
  });

export interface UploadInput {
  file: File;
  title: string;
  description: string;
  type: string;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => {
      const form = new FormData();
      form.append('title', input.title);
      form.append('description', input.description);
      form.append('type', input.type);
      form.append('file', input.file);
      return api<DocumentView>('/files', { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQuery().queryKey }),
  });
}

/** docs/product/http-contract.md#endpoints: after a delete the list is filtered locally. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/files/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) =>
      queryClient.setQueryData(documentsQuery().queryKey, (list) => list?.filter((document) => document.id !== id)),
  });
}

/** The View link: file_path is a path on the API's host. */
export function viewHref(document: DocumentView): string {
  const base = import.meta.env.VITE_API_BASE as string | undefined;
  return base && /^https?:\/\//.test(base) ? new URL(document.file_path, base).toString() : document.file_path;
}
