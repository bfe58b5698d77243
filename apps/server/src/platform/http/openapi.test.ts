import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/shared';
import { useTestContext } from '../../test/app.js';

/** The OpenAPI document and its browsable page (docs/product/http-contract.md#openapi). */
describe('API description', () => {
  const t = useTestContext();

  it('serves an OpenAPI 3 document at /api/openapi.json without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });

    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });

  it('describes POST /api/login with the request body schema that validates it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });

    const body = response.json().paths['/api/login'].post.requestBody;
    expect(body.required).toBe(true);
    expect(body.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { type: 'string', format: 'email' }, password: { type: 'string', maxLength: 128 } },
    });
  });

  it('lists the session and health routes but not itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });

    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/login', '/api/user', '/api/logout', '/api/health']));
    expect(paths).not.toContain('/api/openapi.json');
  });

  it('declares bearer tokens, personal API tokens among them, as the way to sign in (docs/product/access.md#api-tokens)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });

    expect(response.json().components.securitySchemes.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringContaining('personal API token'),
    });
    expect(response.json().security).toEqual([{ bearer: [] }]);
  });

  it('marks every route but the public ones as needing the bearer, and says which refuse an API token', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

    const wrong: string[] = [];
    let checked = 0;
    for (const route of t.app.apiRoutes) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) continue; // HEAD, hidden routes and the browsable page's own
      checked += 1;
      const needsBearer = operation.security === undefined;
      if (needsBearer !== (route.access !== 'public')) wrong.push(`${route.method} ${route.url}`);
      const saysSessionOnly = String(operation.description ?? '').includes('API_TOKEN_NOT_ALLOWED');
      if (saysSessionOnly !== route.sessionOnly) wrong.push(`${route.method} ${route.url} (session only)`);
    }

    expect(document.paths['/api/login'].post.security).toEqual([]);
    expect(document.paths['/api/user/tokens'].get.security).toBeUndefined();
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('keeps a pasted token in the browsable page across reloads (persistAuthorization)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });

    expect(response.body).toMatch(/"persistAuthorization":\s*true/);
  });

  it('lists every error code with its status in the Error schema, the description and each operation (docs/product/http-contract.md#error-codes)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

    expect(document.components.schemas.Error.properties.code.enum).toEqual(Object.keys(ERROR_CODES));
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect(document.info.description).toContain(`| ${code} | ${status} |`);
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods as object));
    for (const operation of operations) {
      expect(operation.responses.default.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
  });

  it.each(['/api/docs', '/api/docs/'])('serves the browsable page at %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('builds the page from script files only, so that it runs under script-src self', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });

    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !/\bsrc=/.test(tag))).toEqual([]);
  });
});
