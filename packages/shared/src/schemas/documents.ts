import { z } from 'zod';
import { pageMeta, pageQueryFields, TEXT_LIMITS, type PageMeta } from './common.js';

/** docs/product/people-and-clients.md#documents type. */
export const DOCUMENT_TYPES = ['Playbook', 'Manual', 'Legal', 'Accounts'] as const;

/** docs/product/people-and-clients.md#documents; `file_path` is a short-lived signed link to the PDF (docs/product/people-and-clients.md#signed-links). */
export const documentView = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.number().int().min(0).max(3),
  file_path: z.string(),
});
export type DocumentView = z.infer<typeof documentView>;
/** GET /files: every document, or with `page` one page of them (docs/product/people-and-clients.md#documents, docs/product/http-contract.md#scale). */
export const documentsQuery = z.object({ ...pageQueryFields });
/** GET /files answers the list itself (docs/product/http-contract.md#bodies); asked for a page, `{data, meta}` as every paged list. */
export const documentsResponse = z.union([
  z.array(documentView),
  z.object({ data: z.array(documentView), meta: pageMeta }),
]);
/** What GET /files answers when asked for a page. */
export interface DocumentsPage {
  data: DocumentView[];
  meta: PageMeta;
}

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** docs/product/people-and-clients.md#documents: the text fields (the file is checked apart, by content). */
export const documentFields = z.object({
  title: required('validation:title_required').pipe(z.string().max(TEXT_LIMITS.name, 'validation:title_too_long')),
  description: required('validation:description_required').pipe(
    z.string().max(TEXT_LIMITS.note, 'validation:description_too_long'),
  ),
  type: z
    .string({ error: 'validation:type_required' })
    .trim()
    .min(1, 'validation:type_required')
    .regex(/^[0-3]$/, 'validation:type_required')
    .transform(Number),
});
export type DocumentFields = z.infer<typeof documentFields>;
