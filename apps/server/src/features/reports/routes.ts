import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientTimeLogTable, MAX_RECORD_ID, teamCalendarTable, userTimeLogTable, workLogView } from '@portal/shared';
import { z } from 'zod';
import { reportFormat, sendReportTable } from '../../platform/http/report-download.js';
import { clientForViewer, clientMonthReport, teamCalendar, userMonthReport } from './service.js';

const monthParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_RECORD_ID),
  m: z.coerce.number().int().min(1, 'Month must be 1 to 12').max(12, 'Month must be 1 to 12'),
  y: z.coerce.number().int().min(1900).max(2099),
});

const clientReportItem = z.object({
  user_id: z.number().int(),
  username: z.string(),
  total_hours: z.number().int(),
  data: z.array(workLogView),
});

const teamCalendarView = z.object({
  people: z.array(z.object({ id: z.number().int(), name: z.string() })),
  leave: z.array(
    z.object({ user_id: z.number().int(), from_date: z.string(), to_date: z.string(), status: z.number().int() }),
  ),
  public_holidays: z.array(z.object({ date: z.string(), title: z.string() })),
  assignments: z.array(
    z.object({
      user_id: z.number().int(),
      client_id: z.number().int(),
      from_date: z.string(),
      to_date: z.string().nullable(),
    }),
  ),
  clients: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const monthLabel = (m: number, y: number) => `${y}-${String(m).padStart(2, '0')}`;

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report/user/:id/month/:m/year/:y',
    {
      config: { access: 'user-report:read' },
      schema: {
        tags: ['reports'],
        summary: "A person's time log of a month (?format=csv|xlsx downloads it)",
        params: monthParams,
        querystring: reportFormat,
        response: {
          200: z.object({
            data: z.object({
              user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
              logs: z.array(workLogView),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      const { id, m, y } = request.params;
      const report = await userMonthReport(app.deps.db, id, m, y);
      const { format } = request.query;
      if (!format) return { data: report };
      const title = `${report.user.name} ${monthLabel(m, y)}`;
      return sendReportTable(reply, userTimeLogTable(title, report.logs), format, `time-log-${title}`);
    },
  );

  app.get(
    '/logs/client/:id/month/:m/year/:y',
    {
      // Admins, the client's own CLIENT users, or anyone with the client's share key (R13, R14).
      config: { access: 'public' },
      schema: {
        tags: ['reports'],
        summary: "A client's time log of a month, per person (?key= for the share link; ?format=csv|xlsx)",
        params: monthParams,
        querystring: reportFormat.extend({ key: z.string().max(100).optional() }),
        response: { 200: z.array(clientReportItem) },
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
      const title = `${client.name} ${monthLabel(m, y)}`;
      return sendReportTable(reply, clientTimeLogTable(title, items), format, `client-log-${title}`);
    },
  );

  app.get(
    '/clients/:id/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reports'],
        summary: "The client's name for its time-log page (signed in as admin or its client user, or ?key=)",
        params: z.object({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) }),
        querystring: z.object({ key: z.string().max(100).optional() }),
        response: { 200: z.object({ data: z.object({ id: z.number().int(), name: z.string() }) }) },
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
      config: { access: 'team-calendar:read' },
      schema: {
        tags: ['reports'],
        summary: 'The yearly team calendar: people, their leave (Pending and Approved), public holidays, assignments',
        querystring: reportFormat.extend({ year: z.coerce.number().int().min(1900).max(2099) }),
        response: { 200: z.object({ data: teamCalendarView }) },
      },
    },
    async (request, reply) => {
      const { year, format } = request.query;
      const data = await teamCalendar(app.deps.db, year);
      if (!format) return { data };
      return sendReportTable(reply, teamCalendarTable(data, year), format, `team-calendar-${year}`);
    },
  );
};
