import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { AppError, InvalidInput } from './errors.js';

export const MB = 1024 * 1024;

export class FileTooLarge extends AppError {
  constructor(limitMb: number) {
    super(413, `The file is too large: at most ${limitMb} MB.`);
  }
}

export class WrongFileType extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}

export interface FileRule {
  field: string;
  limitMb: number;
  /** The content types the file may be, recognised by its first bytes (decisions R43, R44). */
  accept: readonly { mimeType: string; magic: Buffer }[];
  wrongTypeMessage: string;
}

export interface UploadedFile {
  mimeType: string;
  fileName: string;
  content: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

const FIELD_LIMIT_BYTES = 64 * 1024;

/**
 * Reads a multipart form part by part. The file is checked by its first bytes as soon as they
 * arrive and refused the moment it passes the limit, so a wrong or oversized file is never held
 * whole; an accepted one is held once (at most `limitMb`) until the caller stores it.
 */
export async function readMultipartForm(request: FastifyRequest, rule: FileRule): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new InvalidInput('Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  const parts = request.parts({
    limits: { fileSize: rule.limitMb * MB, files: 1, fields: 20, fieldSize: FIELD_LIMIT_BYTES },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === rule.field) {
        file = await readFile(part, rule);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw translate(error, rule);
  }
  return { fields, file };
}

async function readFile(part: Multipart & { type: 'file' }, rule: FileRule): Promise<UploadedFile | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let mimeType: string | undefined;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (part.file.truncated) throw new FileTooLarge(rule.limitMb);
    if (!mimeType && size >= 8) {
      mimeType = sniff(Buffer.concat(chunks), rule);
      if (!mimeType) throw new WrongFileType(rule.wrongTypeMessage);
    }
  }
  if (part.file.truncated) throw new FileTooLarge(rule.limitMb);
  if (size === 0 && !part.filename) return null;
  mimeType ??= sniff(Buffer.concat(chunks), rule);
  if (!mimeType) throw new WrongFileType(rule.wrongTypeMessage);
  return { mimeType, fileName: part.filename, content: Buffer.concat(chunks, size) };
}

function sniff(head: Buffer, rule: FileRule): string | undefined {
  return rule.accept.find(({ magic }) => head.subarray(0, magic.length).equals(magic))?.mimeType;
}

function translate(error: unknown, rule: FileRule): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FileTooLarge(rule.limitMb);
  if (code === 'FST_FILES_LIMIT') return new InvalidInput('Send one file at a time.');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new InvalidInput('The form has too many fields.');
  return error;
}

export const PDF = { mimeType: 'application/pdf', magic: Buffer.from('%PDF-') } as const;
export const JPEG = { mimeType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) } as const;
export const PNG = {
  mimeType: 'image/png',
  magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
} as const;
