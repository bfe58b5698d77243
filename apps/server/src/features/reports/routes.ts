import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientMonthReportQuery,
  clientMonthReportResponse,
  clientNameResponse,
  idParam,
  monthReportFormatQuery,
  monthReportParams,
  shareKeyQuery,
  teamCalendarResponse,
  teamCalendarTable,
  teamCalendarYearQuery,
  userMonthReportResponse,
} from '@portal/shared';
import { caller } from '../../platform/auth/access.js';
import { clientSignoffOf } from '../../domain/closing/client-signoffs.js';
import { sendReportTable } from '../../platform/http/report-download.js';
import { reportTextsFor } from '../../platform/i18n.js';
import { portalTimeZone } from '../../platform/settings.js';
import { clientForViewer, clientViewerOf } from '../../domain/people/client-viewer.js';
import { clientMonthReport } from '../../domain/closing/client-month-report.js';
import { clientMonthLogPages, monthReportUser, teamCalendar, userMonthLogPages, userMonthReport } from './service.js';
import { clientMonthDownload, sendMonthDownload, userMonthDownload } from './statements.js';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report/user/:id/month/:m/year/:y',
    {
      config: { access: 'user-report:read', cachedForCaller: true },
      schema: {
        tags: ['reports'],
        summary: "A person's time log of a month (?format=csv|xlsx|pdf downloads it)",
        params: monthReportParams,
        querystring: monthReportFormatQuery,
        response: { 200: userMonthReportResponse },
      },
    },
    async (request, reply) => {
      const { id, m, y } = request.params;
      const { format } = request.query;
      if (!format) return { data: await userMonthReport(app.deps.db, id, m, y) };
      const user = await monthReportUser(app.deps.db, id);
      const logs = () => userMonthLogPages(app.deps.db, id, m, y);
      return sendMonthDownload(reply, userMonthDownload(request.language, user, logs, { m, y }), format);
    },
  );

  app.get(
    '/logs/client/:id/month/:m/year/:y',
    {
      // Admins, the client's own CLIENT users, or anyone with the client's share key (docs/product/roles-and-access.md#client-role, #share-links).
      config: { access: 'public', cachedForCaller: true },
      schema: {
        tags: ['reports'],
        summary: "A client's time log of a month, per person (?key= for the share link; ?format=csv|xlsx|pdf)",
        params: monthReportParams,
        querystring: clientMonthReportQuery,
        response: { 200: clientMonthReportResponse },
      },
    },
    async (request, reply) => {
      const { id, m, y } = request.params;
      const client = await clientForViewer(app.deps.db, id, clientViewerOf(request.user, request.query.key));
      const { format } = request.query;
      if (!format) return clientMonthReport(app.deps.db, client, m, y);
      const [signoff, timeZone] = await Promise.all([
        clientSignoffOf(app.deps.db, client.id, `${y}-${String(m).padStart(2, '0')}`),
        portalTimeZone(app.deps.db),
      ]);
      const logs = () => clientMonthLogPages(app.deps.db, client, m, y);
      const download = clientMonthDownload(request.language, client, logs, { m, y, signoff, timeZone });
      return sendMonthDownload(reply, download, format);
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
      const viewer = clientViewerOf(request.user, request.query.key);
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
      const data = await teamCalendar(app.deps.db, year, caller(request));
      if (!format) return { data };
      const texts = reportTextsFor(request.language);
      const fileName = texts.say('exports:file.team_calendar', { year });
      return sendReportTable(reply, teamCalendarTable(data, year, texts), format, fileName);
    },
  );
};
