import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locksQuery, locksResponse } from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { locksOfPerson } from './service.js';

export const lockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locks',
    {
      // Read like the person's work logs (docs/product/roles-and-access.md#employees).
      config: { access: 'worklogs:read', cachedForCaller: true },
      schema: {
        tags: ['work logs'],
        summary: "What locks a person's days between two dates (docs/product/closing.md#locks), at most a year",
        querystring: locksQuery,
        response: { 200: locksResponse },
      },
    },
    async (request) => {
      const { user_id, from, to } = request.query;
      return { data: await locksOfPerson(app.deps.db, actorOf(request), user_id, from, to) };
    },
  );
};
