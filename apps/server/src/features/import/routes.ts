import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importQuery, importRefusedBody, importResponse, MAX_IMPORT_MB, type ImportResult } from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { codeMessageKey } from '../../platform/errors.js';
import { translateMessage } from '../../platform/i18n.js';
import { readValidatedForm, type FileRule } from '../../platform/uploads.js';
import { importFileReader, writeImport, type ImportOutcome } from './service.js';

/** The form's one file, read as it arrives (docs/product/access.md#import); the CSV reader checks its content. */
const IMPORT_FILE: FileRule & { missingMessage: string } = {
  field: 'file',
  limitMb: MAX_IMPORT_MB,
  accept: 'any',
  wrongTypeMessage: 'errors:import.unreadable',
  missingMessage: 'errors:import.file_missing',
};
const noFields = z.object({});

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
      const actor = actorOf(request);
      const reader = await importFileReader(app.deps.db, actor, { keepRows: !dryRun });
      const form = await readValidatedForm(request, IMPORT_FILE, reader, noFields);
      const outcome = await writeImport(app.deps, actor, form.file, dryRun);
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

/**
 * The import's answer (docs/product/access.md#import): row errors in the caller's language
 * (docs/product/languages.md).
 */
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
