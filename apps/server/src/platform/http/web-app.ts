import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app at / (docs/product/http-contract.md#prefix): files as they are, and index.html for every
 * other non-API path so that client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDistDir,
    // Files are looked up per request, so a rebuild while the server runs is served at once.
    wildcard: true,
    index: ['index.html'],
    // The web build writes .br and .gz copies beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** Paths that get index.html: client-side routes, not API calls and not missing files. */
export function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
  return !isApi && !looksLikeFile;
}
