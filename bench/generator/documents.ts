import { DOCUMENT_TYPES } from '@portal/shared';
import { minimalPdf } from '../../apps/server/src/platform/pdf.js';

export interface GeneratedDocument {
  id: number;
  title: string;
  description: string;
  type: number;
  fileName: string;
  content: Buffer;
}

export function documents(count: number): GeneratedDocument[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const type = index % DOCUMENT_TYPES.length;
    const title = `${DOCUMENT_TYPES[type]!} ${String(id).padStart(3, '0')}`;
    return {
      id,
      title,
      description: `Benchmark document ${id} (${DOCUMENT_TYPES[type]!.toLowerCase()})`,
      type,
      fileName: `bench-document-${String(id).padStart(3, '0')}.pdf`,
      content: minimalPdf(title),
    };
  });
}
