import { z } from 'zod';
import { errorBody } from './errors.js';
import { IMPORT_FORMATS } from '../rules/import-rows.js';

/** docs/product/access.md#import: `?dry_run=1` checks the file and writes nothing. */
export const importQuery = z.object({ dry_run: z.enum(['0', '1']).optional() });

/**
 * The import's answer (docs/product/access.md#import), with the format the header named and every error counted (only
 * the first ones are listed).
 */
export const importResult = z.object({
  format: z.enum(IMPORT_FORMATS),
  rows: z.number().int(),
  created: z.number().int(),
  error_count: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;

export const importResponse = z.object({ data: importResult });

/**
 * docs/product/access.md#import: a file with any bad row answers 400 with the same `data` as the dry run, and the code
 * IMPORT_ROWS_INVALID; a file that cannot be read at all answers the usual error body.
 */
export const importRefusedBody = errorBody.extend({ data: importResult.optional() });
