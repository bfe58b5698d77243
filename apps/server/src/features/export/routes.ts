import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/access.js';
import { attachmentNamed } from '../../platform/http/report-download.js';
import { exportPortal } from './service.js';

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      // Everything the portal holds in one file: a recent sign-in, never a token (docs/product/access.md#recent-sign-in).
      config: { access: 'data:export', recentSignIn: true },
      schema: {
        tags: ['operations'],
        summary: 'The full export: a zip with one CSV per kind of record, no secrets (SUPER_ADMIN)',
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const abandoned = new AbortController();
      // Closed before the last byte was written: the client went away, so nothing more is read.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abandoned.abort();
      });
      const { fileName, archive } = await exportPortal(app.deps, actorOf(request), abandoned.signal);
      attachmentNamed(reply, fileName, 'zip');
      return reply.type('application/zip').send(archive);
    },
  );
};
