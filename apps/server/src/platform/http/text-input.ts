import type { FastifyInstance } from 'fastify';
import { InvalidInput } from '../errors.js';

export const NUL_MESSAGE = 'errors:text_nul';

/**
 * PostgreSQL cannot store a NUL character in text: such input would fail inside the database as an
 * error of ours. It is refused up front as invalid input, naming the field (docs/product/http-contract.md#errors; found by
 * the OpenAPI fuzzing of docs/decisions/0014-access-matrix-and-fuzzing.md).
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [place, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = nulField(value, []);
      if (field !== undefined) throw new InvalidInput(NUL_MESSAGE, { [field.join('.') || place]: [NUL_MESSAGE] });
    }
  });
}

function nulField(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulField(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulField(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
