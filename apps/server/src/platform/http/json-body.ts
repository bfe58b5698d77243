import type { FastifyInstance } from 'fastify';
import { InvalidInput } from '../errors.js';
import { translateMessage } from '../i18n.js';

/** docs/product/http-contract.md#bounds: a JSON body nested deeper than this is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;
/** docs/product/http-contract.md#bounds: a larger JSON body is refused with 413 while it streams in, before it is kept. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const TOO_DEEP = 'errors:body_too_deep';
const DEPTH = { depth: MAX_JSON_DEPTH };
/** The refusal's message in English, as logs and tests read it. */
export const TOO_DEEP_MESSAGE = translateMessage('en', TOO_DEEP, DEPTH);

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks), behind a depth check: a body of
 * 20,000 nested arrays parses, but every walk over it afterwards (validation, the NUL check) would
 * overflow the stack and fail as an error of ours.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestingDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new InvalidInput(TOO_DEEP, { body: [TOO_DEEP] }, DEPTH), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** Whether JSON text opens more than `limit` arrays or objects inside each other; one pass, no parsing. */
export function nestingDepthExceeds(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const char = json.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) depth--;
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
