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
  publicHolidayEditBody,
  publicHolidayResponse,
  publicHolidaysRangeQuery,
  publicHolidaysResponse,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { chosenCalendar } from '../../domain/time-model/holiday-calendars.js';
import { countries, createPublicHolidays, deletePublicHoliday, previewImport, updatePublicHoliday } from './manage.js';
import { listPublicHolidays, publicHolidaysBetween } from './service.js';

export const publicHolidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/national_holidays',
    {
      config: { access: 'leave:read', cachedForCaller: true },
      schema: {
        tags: ['public holidays'],
        summary:
          "All public holidays, or with from and to only those between them (docs/product/http-contract.md#endpoints); calendar_id: one calendar's only",
        querystring: optionalRangeQuery,
        response: { 200: publicHolidaysResponse },
      },
    },
    async (request) => {
      const { from, to, calendar_id: calendarId } = request.query;
      const { db } = app.deps;
      return {
        data:
          from && to ? await publicHolidaysBetween(db, from, to, calendarId) : await listPublicHolidays(db, calendarId),
      };
    },
  );

  app.get(
    '/range/national_holidays',
    {
      config: { access: 'leave:read', cachedForCaller: true },
      schema: {
        tags: ['public holidays'],
        summary: "Public holidays between two dates; calendar_id: one calendar's only",
        querystring: publicHolidaysRangeQuery,
        response: { 200: publicHolidaysResponse },
      },
    },
    async (request) => {
      const { from, to, calendar_id: calendarId } = request.query;
      return { data: await publicHolidaysBetween(app.deps.db, from, to, calendarId) };
    },
  );

  app.post(
    '/national_holidays',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary: 'Add public holidays to a calendar (the first without calendar_id): one title, several dates',
        body: nationalHolidaysBody,
        response: { 201: publicHolidaysResponse },
      },
    },
    async (request, reply) => {
      const { title, dates, calendar_id: calendarId } = request.body;
      const created = await createPublicHolidays(
        app.deps,
        actorOf(request),
        await chosenCalendar(app.deps.db, calendarId, 'calendar_id'),
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
        summary:
          "Preview a country's public holidays of a year; already_saved looks at calendar_id's (the first calendar's without it)",
        querystring: holidayImportQuery,
        response: { 200: holidayImportPreviewResponse },
      },
    },
    async (request) => {
      const { calendar_id: calendarId, ...wanted } = request.query;
      return {
        data: await previewImport(app.deps, await chosenCalendar(app.deps.db, calendarId, 'calendar_id'), wanted),
      };
    },
  );

  app.post(
    '/national_holidays/import',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary:
          'Save previewed public holidays into a calendar (the first without calendar_id), each with its own title (docs/product/leave.md#holiday-import, #public-holidays)',
        body: holidayImportBody,
        response: { 201: publicHolidaysResponse },
      },
    },
    async (request, reply) => {
      const calendarId = await chosenCalendar(app.deps.db, request.body.calendar_id, 'calendar_id');
      const created = await createPublicHolidays(app.deps, actorOf(request), calendarId, request.body.holidays);
      return reply.status(201).send({ data: created });
    },
  );
};
