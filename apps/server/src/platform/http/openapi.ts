import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_DOCS_PREFIX } from '../auth/access.js';
import { withErrorCodes } from './openapi-errors.js';

/** The OpenAPI document comes from the same zod schemas that validate requests (docs/product/http-contract.md#openapi). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Staff Portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? withErrorCodes(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
