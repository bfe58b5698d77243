import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/index.js';
import { createDeps } from '../deps-factory.js';
import { openTestDatabase } from '../../test/database.js';

describe('serving the web app (docs/product/http-contract.md#prefix)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Staff Portal</title>');
    database = await openTestDatabase();
    app = await buildApp(createDeps(database, loadConfig({ LOG_LEVEL: 'silent' })), {
      webDistDir: webDist,
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/', '/?week=2026-11-16&user=3'])('answers %s with index.html, not cached', async (url) => {
    const response = await app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Staff Portal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a client-side route with index.html, not cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/users/report?week=2026-11-23' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves a file written after start (a rebuild while running) with a long cache', async () => {
    fs.writeFileSync(path.join(webDist, 'assets', 'page-abc123.js'), 'export {};');

    const response = await app.inject({ method: 'GET', url: '/assets/page-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the brotli or gzip copy the build wrote when the browser accepts it, else the file', async () => {
    const script = 'export const greeting = "hello";\n'.repeat(100);
    fs.writeFileSync(path.join(webDist, 'assets', 'entry-def456.js'), script);
    fs.writeFileSync(path.join(webDist, 'assets', 'entry-def456.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(webDist, 'assets', 'entry-def456.js.gz'), zlib.gzipSync(script));
    const get = (acceptEncoding: string) =>
      app.inject({ method: 'GET', url: '/assets/entry-def456.js', headers: { 'accept-encoding': acceptEncoding } });

    const [br, gzip, plain] = await Promise.all([get('gzip, deflate, br'), get('gzip'), get('identity')]);

    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [br, gzip, plain]) {
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toContain('immutable');
    }
  });

  it('answers a missing file with 404 instead of the page, so a stale chunk never runs HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-123.js' });

    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/no-such-thing.' });
  });
});
