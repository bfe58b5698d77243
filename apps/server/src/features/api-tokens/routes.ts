import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTokenBody, apiTokensResponse, createdApiToken, idParam, noContent } from '@portal/shared';
import { actorOf, caller } from '../../platform/auth/access.js';
import { createApiToken, listApiTokens, revokeApiToken } from './service.js';

/**
 * docs/product/access.md#api-tokens: a person's own API tokens. Managing them needs a signed-in session: a
 * token cannot make or revoke tokens.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/tokens',
    {
      config: { access: 'session:own', sessionOnly: true },
      schema: {
        tags: ['session'],
        summary: 'Your active personal API tokens (not revoked, not expired)',
        response: { 200: apiTokensResponse },
      },
    },
    async (request) => ({ data: await listApiTokens(app.deps.db, caller(request).id, app.deps.clock.now()) }),
  );

  app.post(
    '/user/tokens',
    {
      config: { access: 'session:own', recentSignIn: true },
      schema: {
        tags: ['session'],
        summary: 'Create a personal API token (shown once; it acts as you, with your role)',
        body: apiTokenBody,
        response: { 201: createdApiToken },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiToken(app.deps, actorOf(request), request.body)),
  );

  app.delete(
    '/user/tokens/:id',
    {
      config: { access: 'session:own', sessionOnly: true },
      schema: {
        tags: ['session'],
        summary: 'Revoke one of your personal API tokens',
        params: idParam,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await revokeApiToken(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
