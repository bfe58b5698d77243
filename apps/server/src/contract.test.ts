import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as shared from '@portal/shared';
import { API_DOCS_PREFIX, registerAccessControl, type ApiRoute } from './platform/auth/access.js';
import { createTestContext, type TestContext } from './test/app.js';

/** Every zod schema packages/shared exports: the one contract of the server and the web app. */
const sharedSchemas = new Set<unknown>(Object.values(shared).filter(isZodSchema));

function isZodSchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** "GET /api/x response 200" for each schema of a route that is not one packages/shared exports. */
function schemasOutsideShared(routes: ApiRoute[]): string[] {
  const outside: string[] = [];
  for (const { method, url, schema } of routes) {
    for (const [part, value] of Object.entries(schema ?? {})) {
      const declared = part === 'response' ? Object.entries(value as object) : [[part, value] as const];
      for (const [name, candidate] of declared) {
        const label = part === 'response' ? `response ${name}` : name;
        if (isZodSchema(candidate) && !sharedSchemas.has(candidate)) outside.push(`${method} ${url} ${label}`);
      }
    }
  }
  return outside;
}

/** Routes that answer a file (PDF, picture, iCalendar, zip), not JSON: they have no response schema. */
const FILE_ROUTES = [
  'GET /api/calendar/:file',
  'GET /api/export',
  'GET /api/calendar/team/:file',
  'GET /api/files/:id',
  'GET /api/users/:id/picture',
];

/** Issue 22: every request and response body has its schema in packages/shared. */
describe('the API contract', () => {
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let t: TestContext;
  beforeAll(async () => {
    harness = await createTestContext();
    t = await harness.reset();
  });
  afterAll(async () => harness.close());

  const documented = () =>
    t.app.apiRoutes.filter((route) => !route.url.startsWith(API_DOCS_PREFIX) && !route.schema?.hide);

  it('takes every route schema (params, query, body, each response) from packages/shared', () => {
    expect(documented().length).toBeGreaterThan(60);
    expect(schemasOutsideShared(documented())).toEqual([]);
  });

  it('gives every route that answers JSON a response schema', () => {
    const withoutResponse = documented()
      .filter((route) => route.method !== 'HEAD' && !route.schema?.response)
      .map((route) => `${route.method} ${route.url}`);

    expect(withoutResponse.sort()).toEqual([...FILE_ROUTES].sort());
  });

  it('names a schema written inside a route', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerAccessControl(app);
    app.get(
      '/api/inline',
      {
        config: { access: 'public' },
        schema: {
          params: shared.idParam,
          querystring: z.object({ year: shared.calendarYear }),
          response: { 200: shared.messageResponse, 404: z.object({ message: z.string() }) },
        },
      },
      async () => ({ message: 'ok' }),
    );
    await app.ready();

    expect(schemasOutsideShared(app.apiRoutes)).toEqual([
      'GET /api/inline querystring',
      'GET /api/inline response 404',
      'HEAD /api/inline querystring',
      'HEAD /api/inline response 404',
    ]);
    await app.close();
  });
});
