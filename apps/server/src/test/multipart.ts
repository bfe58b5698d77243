/** Builds multipart/form-data bodies for app.inject (uploads: documents, profile pictures). */
import { Readable } from 'node:stream';

export interface FilePart {
  name: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

const fieldPart = (boundary: string, name: string, value: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);

const filePartHead = (boundary: string, file: Omit<FilePart, 'content'>) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );

const formHeaders = (boundary: string) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

export function multipart(fields: Record<string, string>, file?: FilePart, boundary = 'portal-test-boundary') {
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) => fieldPart(boundary, name, value));
  if (file) chunks.push(filePartHead(boundary, file), file.content, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: formHeaders(boundary) };
}

/** A form whose file (`head`, then zeros up to `size` bytes) is generated as it is sent, never held whole. */
export function streamedMultipart(
  fields: Record<string, string>,
  file: Omit<FilePart, 'content'> & { head: Buffer; size: number },
  boundary = 'portal-test-boundary',
) {
  async function* body(): AsyncGenerator<Buffer> {
    for (const [name, value] of Object.entries(fields)) yield fieldPart(boundary, name, value);
    yield filePartHead(boundary, file);
    yield file.head;
    const zeros = Buffer.alloc(64 * 1024);
    for (let left = file.size - file.head.length; left > 0; left -= zeros.length) {
      yield zeros.subarray(0, Math.min(left, zeros.length));
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), headers: formHeaders(boundary) };
}

/** A small valid PDF. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Real pictures of 2×2 blue pixels: profile pictures are decoded and drawn anew (docs/product/http-contract.md#no-store). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwTjtjnHaGAUIBACS2BZUFBQd/AAAAAElFTkSuQmCC',
  'base64',
);
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCXAUUYf//Z',
  'base64',
);
