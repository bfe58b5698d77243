import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  holidayCountriesResponse,
  holidayImportBody,
  holidayImportPreviewResponse,
  holidayImportQuery,
  idParam,
  nationalHolidaysBody,
  noContent,
  optionalRangeQuery,
  plainRangeQuery,
  publicHolidayEditBody,
  publicHolidayResponse,
  publicHolidaysResponse,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { countries, createPublicHolidays, deletePublicHoliday, previewImport, updatePublicHoliday } from './manage.js';
import { listPublicHolidays, publicHolidaysBetween } from './service.js';

export const publicHolidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/national_holidays',
    {
      config: { access: 'leave:read' },
      schema: {
        tags: ['public holidays'],
        summary:
          'All public holidays, or with from and to only those between them (docs/product/http-contract.md#endpoints)',
        querystring: optionalRangeQuery,
        response: { 200: publicHolidaysResponse },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const { db } = app.deps;
      return { data: from && to ? await publicHolidaysBetween(db, from, to) : await listPublicHolidays(db) };
    },
  );

  app.get(
    '/range/national_holidays',
    {
      config: { access: 'leave:read', cachedForCaller: true },
      schema: {
        tags: ['public holidays'],
        summary: 'Public holidays between two dates',
        querystring: plainRangeQuery,
        response: { 200: publicHolidaysResponse },
      },
    },
    async (request) => ({ data: await publicHolidaysBetween(app.deps.db, request.query.from, request.query.to) }),
  );

  app.post(
    '/national_holidays',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary: 'Add public holidays: one title, several dates',
        body: nationalHolidaysBody,
        response: { 201: publicHolidaysResponse },
      },
    },
    async (request, reply) => {
      const { title, dates } = request.body;
      const created = await createPublicHolidays(
        app.deps,
        actorOf(request),
        dates.map((date) => ({ title, date })),
      );
      return reply.status(201).send({ data: created });
    },
  );

  app.patch(
    '/national_holidays/:id',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary: 'Change a public holiday',
        params: idParam,
        body: publicHolidayEditBody,
        response: { 200: publicHolidayResponse },
      },
    },
    async (request) => ({
      data: await updatePublicHoliday(app.deps, actorOf(request), request.params.id, {
        title: request.body.title,
        date: request.body.dates[0],
      }),
    }),
  );

  app.delete(
    '/national_holidays/:id',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary: 'Delete a public holiday',
        params: idParam,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deletePublicHoliday(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/national_holidays/countries',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary: 'Countries and regions the import knows (docs/product/leave.md#holiday-import)',
        response: { 200: holidayCountriesResponse },
      },
    },
    async () => ({ data: countries() }),
  );

  app.get(
    '/national_holidays/import',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary: "Preview a country's public holidays of a year (docs/product/leave.md#holiday-import)",
        querystring: holidayImportQuery,
        response: { 200: holidayImportPreviewResponse },
      },
    },
    async (request) => ({
      data: await previewImport(app.deps, request.query.country, request.query.region, request.query.year),
    }),
  );

  app.post(
    '/national_holidays/import',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary:
          'Save previewed public holidays, each with its own title (docs/product/leave.md#holiday-import, #public-holidays)',
        body: holidayImportBody,
        response: { 201: publicHolidaysResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createPublicHolidays(app.deps, actorOf(request), request.body.holidays) }),
  );
};
