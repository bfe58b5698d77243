import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from './common.js';

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
/** GET /files answers the list itself (docs/product/http-contract.md#bodies). */
export const documentsResponse = z.array(documentView);

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** docs/product/people-and-clients.md#documents: the text fields (the file is checked apart, by content). */
export const documentFields = z.object({
  title: required('Title is required').pipe(
    z.string().max(TEXT_LIMITS.name, tooLongMessage('Title', TEXT_LIMITS.name)),
  ),
  description: required('Description is required').pipe(
    z.string().max(TEXT_LIMITS.note, tooLongMessage('Description', TEXT_LIMITS.note)),
  ),
  type: z
    .string({ error: 'Type is required' })
    .trim()
    .min(1, 'Type is required')
    .regex(/^[0-3]$/, 'Type is required')
    .transform(Number),
});
export type DocumentFields = z.infer<typeof documentFields>;
