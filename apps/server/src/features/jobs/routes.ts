import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobsResponse } from '@portal/shared';
import { translatorOf } from '../../platform/i18n.js';
import { JOBS } from '../../domain/jobs/jobs.js';
import { listJobs } from './service.js';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    {
      config: { access: 'jobs:read', cachedForCaller: true },
      schema: {
        tags: ['operations'],
        summary: 'The scheduled jobs and their last runs (SUPER_ADMIN)',
        response: { 200: jobsResponse },
      },
    },
    async (request) => ({ data: await listJobs(app.deps.db, JOBS, translatorOf(request)) }),
  );
};
