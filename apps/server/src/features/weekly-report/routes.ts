import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { weeklyReportDownloadQuery, weeklyReportResponse } from '@portal/shared';
import { sendReportTable } from '../../platform/http/report-download.js';
import { reportTextsFor } from '../../platform/i18n.js';
import { weeklyReport, weeklyReportTable } from './service.js';

export const weeklyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/weekly/logs',
    {
      config: { access: 'user-report:read', cachedForCaller: true },
      schema: {
        tags: ['reports'],
        summary: "Everyone's (or the user_ids') logged minutes and day status per day of a range",
        querystring: weeklyReportDownloadQuery,
        response: { 200: weeklyReportResponse },
      },
    },
    async (request, reply) => {
      const { from, to, format, user_ids: userIds } = request.query;
      const rows = await weeklyReport(app.deps.db, from, to, userIds);
      if (!format) return { data: rows };
      const texts = reportTextsFor(request.language);
      const table = await weeklyReportTable(app.deps.db, from, to, rows, texts);
      return sendReportTable(reply, table, format, texts.say('exports:file.weekly_report', { from, to }));
    },
  );
};
