import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeSignIn, signInAddress } from './service.js';

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Where to sign in with the identity provider (404 when not configured)',
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async () => ({ url: await signInAddress(app.deps) }),
  );

  app.get(
    '/auth/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: "The identity provider's answer (the callback's query string) for a session token",
        querystring: z
          .object({
            state: z.string({ error: 'The sign-in answer is incomplete.' }).min(1, 'The sign-in answer is incomplete.'),
          })
          .passthrough(),
        response: { 200: z.object({ access_token: z.string() }) },
      },
    },
    async (request) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      return { access_token: await completeSignIn(app.deps, query, request.ip) };
    },
  );
};
