import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { createDeps } from '../../platform/deps-factory.js';
import { useTestContext } from '../../test/app.js';
import { openGoneDatabase } from '../../test/database.js';

/** Health endpoint of docs/product/http-contract.md#endpoints, #health. */
describe('GET /api/health', () => {
  const t = useTestContext();

  it('reports the server and its database as ok, without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  describe('with a database that is gone', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const gone = await openGoneDatabase();
      app = await buildApp(createDeps(gone, loadConfig({ LOG_LEVEL: 'silent' })), { logger: false });
    });
    afterAll(async () => app.close());

    it('answers 503 and says the database is unreachable', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
    });
  });
});
