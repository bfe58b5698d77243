import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { importQuery, importRefusedBody, importResponse, MAX_IMPORT_MB, type ImportResult } from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { AppError, codeMessageKey, InvalidInput } from '../../platform/errors.js';
import { translateMessage } from '../../platform/i18n.js';
import { FileTooLarge, MB } from '../../platform/uploads.js';
import { importWorkLogs, type ImportOutcome } from './service.js';

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logs/import',
    {
      config: { access: 'worklogs:write:own' },
      schema: {
        tags: ['work logs'],
        summary: 'Import work logs from a CSV file, all rows or none (docs/product/access.md#import)',
        description:
          'multipart/form-data: file, a CSV with the header date,email,client,description,minutes, or a detailed ' +
          'report of Clockify or Toggl Track. ?dry_run=1 checks it and writes nothing. Employees import only their own rows.',
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: importResponse, 201: importResponse, 400: importRefusedBody },
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dry_run === '1';
      const file = await uploadedCsv(request);
      const outcome = await importWorkLogs(app.deps, actorOf(request), file, dryRun);
      const data = answerOf(outcome, request);
      if (outcome.errorCount > 0 && !dryRun) {
        const code = 'IMPORT_ROWS_INVALID';
        return reply
          .status(400)
          .send({ code, message: translateMessage(request.language, codeMessageKey(code)), data });
      }
      return reply.status(dryRun ? 200 : 201).send({ data });
    },
  );
};

/** The `file` part of the form, as a stream: the rows are read as they arrive (docs/product/access.md#import). */
async function uploadedCsv(request: FastifyRequest): Promise<Readable> {
  if (!request.isMultipart()) throw new InvalidInput('errors:upload.not_multipart');
  try {
    const part = await request.file({
      limits: { fileSize: MAX_IMPORT_MB * MB, files: 1, fields: 10, fieldSize: 1024 },
    });
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw new InvalidInput('errors:import.file_missing', { file: ['errors:import.file_missing'] });
    }
    return part.file;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLarge(MAX_IMPORT_MB);
    if (code?.startsWith('FST_') && statusCode !== undefined && statusCode < 500) {
      throw new InvalidInput('errors:upload.unreadable');
    }
    throw error;
  }
}

/** R99's answer: row errors in the caller's language (docs/product/languages.md). */
function answerOf(outcome: ImportOutcome, request: FastifyRequest): ImportResult {
  return {
    format: outcome.format,
    rows: outcome.rows,
    created: outcome.created,
    error_count: outcome.errorCount,
    errors: outcome.errors.map(({ row, problem }) => ({
      row,
      message: translateMessage(request.language, problem.message, problem.values),
    })),
  };
}
