import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRangeQuery } from '@portal/shared';
import { z } from 'zod';
import { leaveDatesBetween } from './service.js';

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/range/holidays',
    {
      config: { access: 'leave:read' },
      schema: {
        tags: ['leave'],
        summary: 'The days between two dates that a person has approved leave on (a list of dates)',
        querystring: userRangeQuery,
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => leaveDatesBetween(app.deps.db, request.query.user_id, request.query.from, request.query.to),
  );
};
