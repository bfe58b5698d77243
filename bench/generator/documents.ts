import { DOCUMENT_TYPES } from '@portal/shared';

export interface GeneratedDocument {
  id: number;
  title: string;
  description: string;
  type: number;
  fileName: string;
  content: Buffer;
}

/** A one-page PDF that real viewers open: the title as text, a correct cross-reference table. */
export function smallPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
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
      content: smallPdf(title),
    };
  });
}
