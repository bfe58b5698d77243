import { describe, expect, it } from 'vitest';
import { useTestContext } from './test/app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Security headers and request ids on every response (docs/product/http-contract.md#health). */
describe('response headers', () => {
  const t = useTestContext();

  it.each([
    ['a success', '/api/health'],
    ['a 401', '/api/user'],
    ['a 404', '/api/nope'],
  ])('sends a content security policy that allows only own scripts on %s', async (_kind, url) => {
    const response = await t.app.inject({ method: 'GET', url });

    const directives = String(response.headers['content-security-policy']).split(';');
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("sends the rest of Helmet's headers, worked out once, on every response", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/user' });

    for (const response of [first, second]) {
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('gives every response a request id', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/nope' });

    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps the request id that a proxy sent', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-4711' },
    });

    expect(response.headers['x-request-id']).toBe('edge-4711');
  });
});
