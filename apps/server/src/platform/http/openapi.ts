import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_DOCS_PREFIX } from '../auth/access.js';
import { withErrorCodes } from './openapi-errors.js';

/** How a caller signs in, as the document and the Authorize dialog of /api/docs say it (docs/product/access.md#api-tokens). */
const BEARER_DESCRIPTION =
  'A personal API token (sp_…, made on the Sign-in and security screen) or the access_token of POST /api/login. ' +
  'A token acts as its owner with their role; it cannot manage tokens, two-factor sign-in or passwords, nor do what needs a recent sign-in (403 API_TOKEN_NOT_ALLOWED).';

/** docs/product/access.md#recent-sign-in, on every operation declared `recentSignIn`. */
export const RECENT_SIGN_IN_DESCRIPTION =
  'Needs a recent sign-in: without a password or code given in the last 10 minutes (at sign-in or POST /api/user/reauth) it answers 403 REAUTH_REQUIRED.';

/** The OpenAPI document comes from the same zod schemas that validate requests (docs/product/http-contract.md#openapi). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Staff Portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: BEARER_DESCRIPTION } } },
      security: [{ bearer: [] }],
    },
    // Every operation needs the bearer but the public ones, which say so with an empty list.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const { access, sessionOnly, recentSignIn } = input.route.config ?? {};
      if (access === 'public') return { ...transformed, schema: { ...transformed.schema, security: [] } };
      if (!sessionOnly && !recentSignIn) return transformed;
      const description = [
        transformed.schema.description,
        'Needs a signed-in session: an API token gets 403 API_TOKEN_NOT_ALLOWED.',
        recentSignIn && RECENT_SIGN_IN_DESCRIPTION,
      ];
      return {
        ...transformed,
        schema: { ...transformed.schema, description: description.filter(Boolean).join('\n\n') },
      };
    },
    transformObject: (document) =>
      'openapiObject' in document ? withErrorCodes(document.openapiObject) : document.swaggerObject,
  });
  // The Authorize button keeps the pasted token across reloads of the page (in its localStorage).
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, uiConfig: { persistAuthorization: true } });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
