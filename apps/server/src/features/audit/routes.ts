import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '@portal/shared';
import { listAudit } from './service.js';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { access: 'audit:read', cachedForCaller: true },
      schema: {
        tags: ['audit'],
        summary: 'The audit trail (SUPER_ADMIN)',
        querystring: auditQuery,
        response: { 200: auditPage },
      },
    },
    async (request) => {
      const { entries, total } = await listAudit(app.deps.db, request.query);
      return { data: entries, meta: { total, page: request.query.page, page_size: request.query.page_size } };
    },
  );
};
