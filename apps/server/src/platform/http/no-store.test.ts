import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildApp } from '../../app.js';
import { prepareDatabase } from '../../bootstrap/first-start.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/index.js';
import { createDeps } from '../deps-factory.js';
import { openTestDatabase } from '../../test/database.js';
import { signedIn } from '../../test/factories.js';
import { isApiPath } from './no-store.js';

type Headers = Record<string, string>;

describe('API answers are never cached by browsers or proxies (docs/product/http-contract.md#no-store)', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let webDist: string;
  let admin: { headers: Headers; user: { id: number } };
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Staff Portal</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'entry-abc123.js'), 'export {};');
    database = await openTestDatabase();
    // The read cache on, so that an answer given again from it is checked too (docs/decisions/0017-read-cache.md).
    const config = loadConfig({ LOG_LEVEL: 'silent', READ_CACHE_TTL: '1s' });
    await prepareDatabase(database.db, config);
    app = await buildApp(createDeps(database, config), { webDistDir: webDist, logger: false });
    admin = await signedIn(app, database.db, { roleId: Role.ADMIN });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });

  it.each(['/api/health', '/api/user', '/api/users', '/api/holidays/types', '/api/settings'])(
    'marks GET %s no-store',
    async (url) => {
      const response = await get(url, admin.headers);

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('marks an answer given again from the server read cache no-store', async () => {
    const first = await get('/api/users/names', admin.headers);
    const second = await get('/api/users/names', admin.headers);

    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('no-store');
  });

  it('marks errors no-store: 400, 401, and 404 for an unknown API path', async () => {
    const invalid = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'not an e-mail' } });
    const unsigned = await get('/api/user');
    const unknown = await get('/api/no-such-thing?x=1', admin.headers);

    expect([invalid.statusCode, unsigned.statusCode, unknown.statusCode]).toEqual([400, 401, 404]);
    for (const response of [invalid, unsigned, unknown]) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks a download no-store', async () => {
    const response = await get(`/api/report/user/${admin.user.id}/month/11/year/2026?format=csv`, admin.headers);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app’s own caching alone: index.html no-cache, hashed assets long-lived', async () => {
    const page = await get('/users/report');
    const asset = await get('/assets/entry-abc123.js');

    expect(page.headers['cache-control']).toBe('no-cache');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('tells API paths from the web app’s', () => {
    expect(['/api', '/api/', '/api/user?x=1'].map(isApiPath)).toEqual([true, true, true]);
    expect(['/', '/apis', '/assets/api.js', '/users?next=/api/user'].map(isApiPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
