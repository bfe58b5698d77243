import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { z } from 'zod';
import { AppError, InvalidInput } from './errors.js';
import { NUL_MESSAGE } from './http/text-input.js';

export const MB = 1024 * 1024;

export class FileTooLarge extends AppError {
  constructor(limitMb: number) {
    super('TOO_LARGE', 'errors:upload.too_large', undefined, {}, { limit_mb: limitMb });
  }
}

/** docs/product/http-contract.md#unreadable-forms: a multipart body that cannot be parsed (cut off, a broken boundary). */
export class UnreadableForm extends AppError {
  constructor() {
    super('UNREADABLE_FORM', 'errors:upload.unreadable');
  }
}

export class WrongFileType extends AppError {
  constructor(message: string) {
    super('UNSUPPORTED_TYPE', message);
  }
}

export interface FileRule {
  field: string;
  limitMb: number;
  /**
   * The content types the file may be, recognised by its first bytes (docs/product/people-and-clients.md#documents,
   * #profile-pictures); `any` for a file whose reader checks it (an import's CSV).
   */
  accept: readonly { mimeType: string; magic: Buffer }[] | 'any';
  wrongTypeMessage: string;
  /** The field message when the form comes without the file; without it the file is optional. */
  missingMessage?: string;
}

/** A file part whose first bytes passed the content check; `chunks` yields all of it, in order. */
export interface IncomingFile {
  mimeType: string;
  fileName: string;
  chunks: AsyncIterable<Buffer>;
}

/** Where an accepted file goes while the form is read; `discard` undoes `store` if the form fails. */
export interface FileStore<F> {
  store(file: IncomingFile): Promise<F>;
  discard(file: F): Promise<void>;
}

export interface UploadedFile {
  mimeType: string;
  fileName: string;
  content: Buffer;
}

/** For small files only (pictures): holds the whole file, at most the rule's limit. */
export const inMemoryFileStore: FileStore<UploadedFile> = {
  async store({ mimeType, fileName, chunks }) {
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    return { mimeType, fileName, content: Buffer.concat(parts) };
  },
  discard: async () => {},
};

interface MultipartForm<F> {
  fields: Record<string, string>;
  file: F | null;
}

const FIELD_LIMIT_BYTES = 64 * 1024;

/**
 * Reads a multipart form part by part. The file is checked by its first bytes as soon as they
 * arrive, passed on to `files` while it streams in, and refused the moment it passes the limit;
 * whatever was stored is discarded when the form then fails.
 */
async function readMultipartForm<F>(
  request: FastifyRequest,
  rule: FileRule,
  files: FileStore<F>,
): Promise<MultipartForm<F>> {
  if (!request.isMultipart()) throw new InvalidInput('errors:upload.not_multipart');
  const fields: Record<string, string> = {};
  let file: F | null = null;
  const parts = request.parts({
    limits: { fileSize: rule.limitMb * MB, files: 1, fields: 20, fieldSize: FIELD_LIMIT_BYTES },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = textField(part.fieldname, part.value);
      } else if (part.fieldname === rule.field) {
        const incoming = await checkFile(part, rule);
        if (incoming) file = await files.store(incoming);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (file) await files.discard(file);
    throw answerOf(error, rule);
  }
  return { fields, file };
}

export interface ValidatedForm<T, F> {
  fields: T;
  file: F;
}

/**
 * A multipart form whose fields passed `schema` and whose file is there when the rule needs it;
 * otherwise 400 with the field messages (the first one as the message), the stored file discarded.
 */
export async function readValidatedForm<T, F>(
  request: FastifyRequest,
  rule: FileRule & { missingMessage: string },
  files: FileStore<F>,
  schema: z.ZodType<T>,
): Promise<ValidatedForm<T, F>>;
export async function readValidatedForm<T, F>(
  request: FastifyRequest,
  rule: FileRule,
  files: FileStore<F>,
  schema: z.ZodType<T>,
): Promise<ValidatedForm<T, F | null>>;
export async function readValidatedForm<T, F>(
  request: FastifyRequest,
  rule: FileRule,
  files: FileStore<F>,
  schema: z.ZodType<T>,
): Promise<ValidatedForm<T, F | null>> {
  const form = await readMultipartForm(request, rule, files);
  const parsed = schema.safeParse(form.fields);
  const errors = parsed.success ? {} : (z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
  if (!form.file && rule.missingMessage) errors[rule.field] = [rule.missingMessage];
  const firstMessage = Object.values(errors)[0]?.[0];
  if (!parsed.success || firstMessage) {
    if (form.file) await files.discard(form.file);
    throw new InvalidInput(firstMessage ?? 'errors:invalid_input', errors);
  }
  return { fields: parsed.data, file: form.file };
}

/** Multipart fields skip the JSON body's NUL check (platform/http/text-input.ts), so it is made here. */
function textField(name: string, value: string): string {
  if (value.includes('\u0000')) throw new InvalidInput(NUL_MESSAGE, { [name]: [NUL_MESSAGE] });
  return value;
}

const SNIFF_BYTES = 8;

/** Reads the head of a file part, checks its content type, and hands on the rest as it arrives. */
async function checkFile(part: Multipart & { type: 'file' }, rule: FileRule): Promise<IncomingFile | null> {
  const stream = (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const stop = async (error: Error) => {
    await stream.return?.();
    return error;
  };
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES && !ended) {
    const next = await stream.next();
    if (next.done) ended = true;
    else {
      head.push(next.value);
      headBytes += next.value.length;
    }
  }
  if (part.file.truncated) throw await stop(new FileTooLarge(rule.limitMb));
  if (headBytes === 0 && !part.filename) return null;
  const mimeType = sniff(Buffer.concat(head), rule, part.mimetype);
  if (!mimeType) throw await stop(new WrongFileType(rule.wrongTypeMessage));
  async function* chunks(): AsyncGenerator<Buffer> {
    try {
      yield* head;
      for (let next = ended ? null : await stream.next(); next && !next.done; next = await stream.next()) {
        yield next.value;
      }
      if (part.file.truncated) throw new FileTooLarge(rule.limitMb);
    } finally {
      await stream.return?.();
    }
  }
  return { mimeType, fileName: part.filename, chunks: chunks() };
}

function sniff(head: Buffer, rule: FileRule, declared: string): string | undefined {
  if (rule.accept === 'any') return declared;
  return rule.accept.find(({ magic }) => head.subarray(0, magic.length).equals(magic))?.mimeType;
}

const UNREADABLE_FORM = /^(Multipart: |Unexpected end of|Malformed|Part terminated early)/;

/**
 * The one place where what the multipart parser says becomes an answer: its limits, and a body it cannot read (no
 * boundary, cut off, bad headers: docs/product/http-contract.md#unreadable-forms), whatever the form's reader was doing.
 */
function answerOf(error: unknown, rule: FileRule): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FileTooLarge(rule.limitMb);
  if (code === 'FST_FILES_LIMIT') return new InvalidInput('errors:upload.one_file');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new InvalidInput('errors:upload.too_many_fields');
  // What the multipart parser says of a body it cannot read (no boundary, cut off, bad headers).
  if ((code?.startsWith('FST_') && statusCode !== undefined && statusCode < 500) || UNREADABLE_FORM.test(message ?? ''))
    return new UnreadableForm();
  return error;
}

export const PDF = { mimeType: 'application/pdf', magic: Buffer.from('%PDF-') } as const;
export const JPEG = { mimeType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) } as const;
export const PNG = {
  mimeType: 'image/png',
  magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
} as const;
