import type { FastifyInstance } from 'fastify';

/** The path of an API call, without its query. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Every API answer, errors, unknown paths and file downloads included, is kept by no browser or
 * proxy (docs/product/http-contract.md#no-store): a shared computer's cache must not hold people's data. Registered on the
 * root so that answers made outside the /api plugin (404s, early errors) are covered too; the web
 * app's own files keep their caching (platform/http/web-app.ts).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
