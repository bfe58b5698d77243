import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dateRangeQuery, weeklyReportRow } from '@portal/shared';
import { z } from 'zod';
import { weeklyReport } from './service.js';

export const weeklyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/weekly/logs',
    {
      config: { access: 'user-report:read' },
      schema: {
        tags: ['reports'],
        summary: "Everyone's logged minutes and day status per day of a range",
        querystring: dateRangeQuery,
        response: { 200: z.object({ data: z.array(weeklyReportRow) }) },
      },
    },
    async (request) => ({ data: await weeklyReport(app.deps.db, request.query.from, request.query.to) }),
  );
};
