import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plainRangeQuery, publicHolidayView } from '@portal/shared';
import { z } from 'zod';
import { listPublicHolidays, publicHolidaysBetween } from './service.js';

const many = z.object({ data: z.array(publicHolidayView) });

export const publicHolidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/national_holidays',
    {
      config: { access: 'leave:read' },
      schema: { tags: ['public holidays'], summary: 'All public holidays', response: { 200: many } },
    },
    async () => ({ data: await listPublicHolidays(app.deps.db) }),
  );

  app.get(
    '/range/national_holidays',
    {
      config: { access: 'leave:read' },
      schema: {
        tags: ['public holidays'],
        summary: 'Public holidays between two dates',
        querystring: plainRangeQuery,
        response: { 200: many },
      },
    },
    async (request) => ({ data: await publicHolidaysBetween(app.deps.db, request.query.from, request.query.to) }),
  );
};
