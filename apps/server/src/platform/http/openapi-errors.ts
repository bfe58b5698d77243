import { ERROR_CODES, errorBody } from '@portal/shared';
import { z } from 'zod';
import { translatorFor } from '../i18n.js';

/** The parts of the OpenAPI document this touches. */
type OpenApiParts = {
  info?: { description?: string };
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
};

const ERROR_SCHEMA_REF = '#/components/schemas/Error';

/**
 * Lists every error code (docs/product/http-contract.md#error-codes) in the document: the `Error` schema with the codes as its
 * enum, a table of code, status and default message in the description, and `Error` as the default
 * answer of every operation.
 */
export function withErrorCodes<T extends object>(openApiDocument: T): T {
  const document = openApiDocument as OpenApiParts;
  document.info = {
    ...document.info,
    description: [document.info?.description, codeTable()].filter(Boolean).join('\n\n'),
  };
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: z.toJSONSchema(errorBody, { target: 'openapi-3.0' }) },
  };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.responses = {
        ...operation.responses,
        default: {
          description: 'An error, with one of the codes of the Error schema',
          content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
        },
      };
    }
  }
  return openApiDocument;
}

function codeTable(): string {
  // The API description is in English (its summaries are); the messages come from the catalogue.
  const say = translatorFor('en');
  const rows = Object.entries(ERROR_CODES).map(
    ([code, { status, messageKey }]) => `| ${code} | ${status} | ${say(messageKey)} |`,
  );
  return [
    'Every error answer has a stable `code`:',
    '',
    '| code | status | default message |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}
