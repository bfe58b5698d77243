import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  isoDate,
  nationalHolidaysBody,
  optionalRangeQuery,
  plainRangeQuery,
  publicHolidayEditBody,
  publicHolidayView,
} from '@portal/shared';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/access.js';
import { countries, createPublicHolidays, deletePublicHoliday, previewImport, updatePublicHoliday } from './manage.js';
import { listPublicHolidays, publicHolidaysBetween } from './service.js';

const many = z.object({ data: z.array(publicHolidayView) });
const importQuery = z.object({
  country: z.string().regex(/^[A-Z]{2}$/, 'Choose a country'),
  region: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'Unknown region.')
    .optional(),
  year: z.coerce.number().int().min(1900).max(2099),
});

export const publicHolidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/national_holidays',
    {
      config: { access: 'leave:read' },
      schema: {
        tags: ['public holidays'],
        summary: 'All public holidays, or with from and to only those between them (spec §7)',
        querystring: optionalRangeQuery,
        response: { 200: many },
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
        response: { 200: many },
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
        response: { 201: many },
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
        response: { 200: z.object({ data: publicHolidayView }) },
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
        response: { 204: z.null() },
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
        summary: 'Countries and regions the import knows (decisions R63)',
        response: {
          200: z.object({
            data: z.array(
              z.object({
                code: z.string(),
                name: z.string(),
                regions: z.array(z.object({ code: z.string(), name: z.string() })),
              }),
            ),
          }),
        },
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
        summary: "Preview a country's public holidays of a year (decisions R63)",
        querystring: importQuery,
        response: {
          200: z.object({ data: z.array(z.object({ date: isoDate, title: z.string(), already_saved: z.boolean() })) }),
        },
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
        summary: 'Save previewed public holidays, each with its own title (decisions R63, R37)',
        body: z.object({
          holidays: z
            .array(z.object({ date: isoDate, title: z.string().trim().min(1).max(200) }))
            .min(1, 'Choose at least one holiday')
            .max(100),
        }),
        response: { 201: many },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createPublicHolidays(app.deps, actorOf(request), request.body.holidays) }),
  );
};
