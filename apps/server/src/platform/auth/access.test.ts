import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, Role, type Permission } from '@portal/shared';
import { buildApp } from '../../app.js';
import { createDeps } from '../deps-factory.js';
import { createTestContext, type TestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';
import { registerAccessControl, type Access } from './access.js';

/** Every route states its rule, and the server enforces it (docs/product/roles-and-access.md#roles, #client-role). */
describe('access control', () => {
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let t: TestContext;
  beforeAll(async () => {
    harness = await createTestContext();
  });
  afterAll(async () => harness.close());

  describe('routes without a rule', () => {
    it('stops an app whose /api route states no access rule from starting', async () => {
      const app = Fastify({ logger: false });
      registerAccessControl(app);
      void app.register(
        async (api) => {
          api.get('/forgotten', async () => ({ ok: true }));
        },
        { prefix: '/api' },
      );

      await expect(app.ready()).rejects.toThrow('Route GET /api/forgotten states no access rule (config.access).');
      await app.close();
    });

    it('leaves routes outside /api alone', async () => {
      const app = Fastify({ logger: false });
      registerAccessControl(app);
      app.get('/robots.txt', async () => 'User-agent: *');

      await expect(app.ready()).resolves.toBeDefined();
      await app.close();
    });
  });

  describe('the real app', () => {
    beforeEach(async () => {
      t = await harness.reset();
    });

    it('gives every API route a rule that is public or a known permission', () => {
      const known = new Set<Access>(['public', ...PERMISSIONS]);

      const unknownRules = t.app.apiRoutes.filter((route) => !known.has(route.access));

      expect(t.app.apiRoutes.length).toBeGreaterThan(0);
      expect(unknownRules).toEqual([]);
    });

    it('lists the foundation routes with their rules', () => {
      const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

      expect(listed).toEqual(
        expect.arrayContaining([
          'POST /api/login public',
          'GET /api/user session:own',
          'POST /api/logout session:own',
          'GET /api/health public',
          'GET /api/openapi.json public',
          'GET /api/docs public',
        ]),
      );
    });

    it('refuses an anonymous caller with 401 on every route that is not public', async () => {
      const guarded = t.app.apiRoutes.filter((route) => route.access !== 'public');
      expect(guarded.length).toBeGreaterThan(0);

      const answers = await Promise.all(
        guarded.map(async (route) => {
          const url = route.url.replace(/:[^/]+/g, '1').replace('*', 'x');
          const response = await t.app.inject({ method: route.method as HTTPMethods, url });
          return `${route.method} ${route.url} ${response.statusCode}`;
        }),
      );

      expect(answers).toEqual(guarded.map((route) => `${route.method} ${route.url} 401`));
    });
  });

  describe('permissions over HTTP', () => {
    let app: FastifyInstance;
    let handled: number;
    beforeEach(async () => {
      t = await harness.reset();
      handled = 0;
      // The real app with two probe routes added before it starts.
      app = await buildApp(createDeps(t.database, t.config, t.clock), { logger: false });
      const probe = (access: Permission) => ({ config: { access } });
      app.get('/api/probe/manage-users', probe('users:manage'), async () => {
        handled += 1;
        return { ok: true };
      });
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/api/probe/work-logs',
          { ...probe('worklogs:read'), schema: { body: z.object({ minutes: z.number().int() }) } },
          async () => {
            handled += 1;
            return { ok: true };
          },
        );
      await app.ready();
    });
    afterEach(async () => app.close());

    it('refuses a USER on a route that needs users:manage with 403, before the handler runs', async () => {
      const { headers } = await signedIn(app, t.database.db, { roleId: Role.USER });

      const response = await app.inject({ method: 'GET', url: '/api/probe/manage-users', headers });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
      expect(handled).toBe(0);
    });

    it('lets an ADMIN through on the same route', async () => {
      const { headers } = await signedIn(app, t.database.db, { roleId: Role.ADMIN });

      const response = await app.inject({ method: 'GET', url: '/api/probe/manage-users', headers });

      expect(response.statusCode).toBe(200);
      expect(handled).toBe(1);
    });

    it('refuses a CLIENT on an employee route with 403 but lets them read their own profile', async () => {
      const { headers } = await signedIn(app, t.database.db, { roleId: Role.CLIENT });

      const employeeRoute = await app.inject({
        method: 'POST',
        url: '/api/probe/work-logs',
        headers,
        payload: { minutes: 30 },
      });
      const ownProfile = await app.inject({ method: 'GET', url: '/api/user', headers });

      expect(employeeRoute.statusCode).toBe(403);
      expect(ownProfile.statusCode).toBe(200);
    });

    it('checks the permission before it validates the body', async () => {
      const { headers } = await signedIn(app, t.database.db, { roleId: Role.CLIENT });

      const response = await app.inject({
        method: 'POST',
        url: '/api/probe/work-logs',
        headers,
        payload: { minutes: 'many' },
      });

      expect(response.statusCode).toBe(403);
    });

    it('answers 401 rather than 403 to a caller without a session', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/probe/manage-users' });

      expect(response.statusCode).toBe(401);
      expect(handled).toBe(0);
    });
  });
});
