import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientMonthReportQuery,
  clientMonthReportResponse,
  clientNameResponse,
  clientTimeLogTable,
  idParam,
  monthReportParams,
  reportFormatQuery,
  shareKeyQuery,
  teamCalendarResponse,
  teamCalendarTable,
  teamCalendarYearQuery,
  userMonthReportResponse,
  userTimeLogTable,
} from '@portal/shared';
import { sendReportTable } from '../../platform/http/report-download.js';
import { formatMonth, reportTextsFor } from '../../platform/i18n.js';
import { clientForViewer } from '../../platform/client-viewer.js';
import { clientMonthReport, teamCalendar, userMonthReport } from './service.js';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report/user/:id/month/:m/year/:y',
    {
      config: { access: 'user-report:read', cachedForCaller: true },
      schema: {
        tags: ['reports'],
        summary: "A person's time log of a month (?format=csv|xlsx downloads it)",
        params: monthReportParams,
        querystring: reportFormatQuery,
        response: { 200: userMonthReportResponse },
      },
    },
    async (request, reply) => {
      const { id, m, y } = request.params;
      const report = await userMonthReport(app.deps.db, id, m, y);
      const { format } = request.query;
      if (!format) return { data: report };
      const texts = reportTextsFor(request.language);
      const title = texts.say('exports:title.time_log', {
        name: report.user.name,
        month: formatMonth(request.language, y, m),
      });
      const table = userTimeLogTable(title, report.logs, texts);
      return sendReportTable(reply, table, format, texts.say('exports:file.time_log', { title }));
    },
  );

  app.get(
    '/logs/client/:id/month/:m/year/:y',
    {
      // Admins, the client's own CLIENT users, or anyone with the client's share key (docs/product/roles-and-access.md#client-role, #share-links).
      config: { access: 'public', cachedForCaller: true },
      schema: {
        tags: ['reports'],
        summary: "A client's time log of a month, per person (?key= for the share link; ?format=csv|xlsx)",
        params: monthReportParams,
        querystring: clientMonthReportQuery,
        response: { 200: clientMonthReportResponse },
      },
    },
    async (request, reply) => {
      const { id, m, y } = request.params;
      const viewer = request.user
        ? ({ kind: 'signed-in', user: request.user } as const)
        : ({ kind: 'share-key', key: request.query.key } as const);
      const client = await clientForViewer(app.deps.db, id, viewer);
      const items = await clientMonthReport(app.deps.db, client, m, y);
      const { format } = request.query;
      if (!format) return items;
      const texts = reportTextsFor(request.language);
      const title = texts.say('exports:title.client_log', {
        name: client.name,
        month: formatMonth(request.language, y, m),
      });
      const table = clientTimeLogTable(title, items, texts);
      return sendReportTable(reply, table, format, texts.say('exports:file.client_log', { title }));
    },
  );

  app.get(
    '/clients/:id/public',
    {
      config: { access: 'public', cachedForCaller: true },
      schema: {
        tags: ['reports'],
        summary: "The client's name for its time-log page (signed in as admin or its client user, or ?key=)",
        params: idParam,
        querystring: shareKeyQuery,
        response: { 200: clientNameResponse },
      },
    },
    async (request) => {
      const viewer = request.user
        ? ({ kind: 'signed-in', user: request.user } as const)
        : ({ kind: 'share-key', key: request.query.key } as const);
      const client = await clientForViewer(app.deps.db, request.params.id, viewer);
      return { data: { id: client.id, name: client.name } };
    },
  );

  app.get(
    '/team_calendar',
    {
      config: { access: 'team-calendar:read', cachedForCaller: true },
      schema: {
        tags: ['reports'],
        summary: 'The yearly team calendar: people, their leave (Pending and Approved), public holidays, assignments',
        querystring: teamCalendarYearQuery,
        response: { 200: teamCalendarResponse },
      },
    },
    async (request, reply) => {
      const { year, format } = request.query;
      const data = await teamCalendar(app.deps.db, year);
      if (!format) return { data };
      const texts = reportTextsFor(request.language);
      const fileName = texts.say('exports:file.team_calendar', { year });
      return sendReportTable(reply, teamCalendarTable(data, year, texts), format, fileName);
    },
  );
};
