import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DocumentsPage, DocumentView } from '@portal/shared';
import type { PageChoice } from '../../components/paged-rows';
import { call } from '../../lib/api-client';

/** The documents' pages: nothing else sits under this key. */
const documentsKey = ['documents'] as const;

/**
 * GET /files?page=&page_size=: one page of the documents and the total (docs/product/http-contract.md#scale). Each file_path is a
 * signed link valid for a few minutes (docs/product/people-and-clients.md#signed-links), so the page is fetched again every minute
 * to keep View links working. Another page keeps the last one shown while it loads.
 */
export const documentsPageQuery = ({ page, pageSize }: PageChoice) =>
  queryOptions({
    queryKey: [...documentsKey, { page, pageSize }],
    queryFn: () => call('GET /files', { query: { page: page + 1, page_size: pageSize } }),
    placeholderData: keepPreviousData,
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
      return call('POST /files', { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

/**
 * docs/product/http-contract.md#endpoints: after a delete the list is filtered locally: the document leaves every cached page at
 * once and the total counts it no more; the pages, which shift, are then fetched again.
 */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /files/:id', { params: { id } }),
    onSuccess: (_, id) => {
      leaveCachedPages(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: documentsKey });
    },
  });
}

function leaveCachedPages(queryClient: QueryClient, id: number): void {
  for (const [key, page] of queryClient.getQueriesData<DocumentsPage>({ queryKey: documentsKey })) {
    if (!page?.data.some((document) => document.id === id)) continue;
    queryClient.setQueryData<DocumentsPage>(key, {
      data: page.data.filter((document) => document.id !== id),
      meta: { ...page.meta, total: page.meta.total - 1 },
    });
  }
}

/** The View link: file_path is a path on the API's host. */
export function viewHref(document: DocumentView): string {
  const base = import.meta.env.VITE_API_BASE as string | undefined;
  return base && /^https?:\/\//.test(base) ? new URL(document.file_path, base).toString() : document.file_path;
}
