import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@portal/shared';
import { ApiError, call } from '../../lib/api-client';

export type ImportAnswer =
  { kind: 'checked' | 'imported'; result: ImportResult } | { kind: 'refused'; result: ImportResult };

/**
 * POST /logs/import (docs/product/access.md#import): `dryRun` checks the file and writes nothing. A file refused for its
 * rows (400 IMPORT_ROWS_INVALID) is an answer too, with the rows' errors; any other failure throws.
 */
async function sendImport(file: File, dryRun: boolean): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', file);
  try {
    const { data } = await call('POST /logs/import', { query: { dry_run: dryRun ? '1' : undefined }, body: form });
    return { kind: dryRun ? 'checked' : 'imported', result: data };
  } catch (error) {
    const refused = error instanceof ApiError && error.code === 'IMPORT_ROWS_INVALID';
    const data = refused ? (error.body as { data?: ImportResult }).data : undefined;
    if (data) return { kind: 'refused', result: data };
    throw error;
  }
}

export function useImportCheck() {
  return useMutation({ mutationFn: (file: File) => sendImport(file, true) });
}

/** The import itself; every cached read may show the new logs, so all of them are read again. */
export function useImportRun() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendImport(file, false),
    onSuccess: () => queries.invalidateQueries(),
  });
}
