import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  can,
  homeOfficeCountsQuery,
  homeOfficeCreateBody,
  homeOfficeDaysResponse,
  homeOfficeDeleteBody,
  homeOfficeReportQuery,
  homeOfficeYearResponse,
  homeOfficeYearTable,
  noContent,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { actorOf, caller } from '../../platform/auth/access.js';
import { sendReportTable } from '../../platform/http/report-download.js';
import { reportTextsFor } from '../../platform/i18n.js';
import {
  homeOfficeOfMonth,
  homeOfficeOfWeek,
  homeOfficeOfYear,
  homeOfficeYearCounts,
  markHomeOffice,
  OWN_HOME_OFFICE,
  unmarkHomeOffice,
} from './service.js';

/** docs/product/reports.md#home-office-year: admins see everyone's home-office year, an employee only their own row. */
function yearScopeOf(request: FastifyRequest): number | undefined {
  const { id, roleId } = caller(request);
  return can(roleId, 'homeoffice:report:all') ? undefined : id;
}

export const homeOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home_office',
    {
      // Any employee reads a person's month or week (docs/product/roles-and-access.md#employees); the year is everyone's for admins and
      // one's own for employees (docs/product/reports.md#home-office-year).
      config: { access: 'worklogs:read', cachedForCaller: true },
      schema: {
        tags: ['home office'],
        summary:
          "A person's home-office days of a month (month) or week (from_date), or a year's (year): everyone's for admins, the caller's own for employees",
        querystring: homeOfficeReportQuery,
        response: { 200: homeOfficeDaysResponse },
      },
    },
    async (request, reply) => {
      const { user_id, month, from_date, year, format } = request.query;
      if (year !== undefined) {
        const onlyUserId = yearScopeOf(request);
        if (!format) return { data: await homeOfficeOfYear(app.deps.db, year, onlyUserId) };
        const texts = reportTextsFor(request.language);
        const table = homeOfficeYearTable(year, await homeOfficeYearCounts(app.deps.db, year, onlyUserId), texts);
        return sendReportTable(reply, table, format, texts.say('exports:file.home_office', { year }));
      }
      if (month) return { data: await homeOfficeOfMonth(app.deps.db, user_id!, month) };
      return { data: await homeOfficeOfWeek(app.deps.db, user_id!, from_date!) };
    },
  );

  app.get(
    '/home_office/counts',
    {
      config: { access: 'homeoffice:report:own', cachedForCaller: true },
      schema: {
        tags: ['home office'],
        summary:
          "A year's home-office days counted per month (the home-office screen): everyone's for admins, the caller's own row for employees",
        querystring: homeOfficeCountsQuery,
        response: { 200: homeOfficeYearResponse },
      },
    },
    async (request) => ({
      data: await homeOfficeYearCounts(app.deps.db, request.query.year, yearScopeOf(request)),
    }),
  );

  app.post(
    '/home_office',
    {
      config: { access: 'homeoffice:write:own', owner: { ...OWN_HOME_OFFICE, in: 'body', field: 'user_id' } },
      schema: {
        tags: ['home office'],
        summary: 'Mark home-office days',
        body: homeOfficeCreateBody,
        response: { 201: homeOfficeDaysResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await markHomeOffice(app.deps, actorOf(request), request.body.user_id, request.body.dates) }),
  );

  app.delete(
    '/home_office/delete_by_user_id_and_date',
    {
      config: { access: 'homeoffice:write:own', owner: { ...OWN_HOME_OFFICE, in: 'body', field: 'user_id' } },
      schema: {
        tags: ['home office'],
        summary: 'Unmark a home-office day',
        body: homeOfficeDeleteBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await unmarkHomeOffice(app.deps, actorOf(request), request.body.user_id, request.body.date);
      return reply.status(204).send(null);
    },
  );
};
