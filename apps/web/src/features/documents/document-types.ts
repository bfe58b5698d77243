import type { DOCUMENT_TYPES } from '@portal/shared';

/** The names of the document types 0–3, in the order of DOCUMENT_TYPES (Playbook, Manual, Legal, Accounts). */
export const DOCUMENT_TYPE_KEYS = [
  'documents:document_type.playbook',
  'documents:document_type.manual',
  'documents:document_type.legal',
  'documents:document_type.accounts',
] as const satisfies { length: (typeof DOCUMENT_TYPES)['length'] };
