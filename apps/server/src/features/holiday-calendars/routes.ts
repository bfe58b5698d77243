import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  holidayCalendarBody,
  holidayCalendarPatch,
  holidayCalendarResponse,
  holidayCalendarsResponse,
  idParam,
  noContent,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import {
  createHolidayCalendar,
  deleteHolidayCalendar,
  listHolidayCalendars,
  updateHolidayCalendar,
} from './service.js';

/** docs/product/time-model.md#calendars: holiday calendars (locations); everyone who reads public holidays reads them. */
export const holidayCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/holiday_calendars',
    {
      config: { access: 'leave:read', cachedForCaller: true },
      schema: {
        tags: ['public holidays'],
        summary: 'Holiday calendars (locations), oldest first (docs/product/time-model.md#calendars)',
        response: { 200: holidayCalendarsResponse },
      },
    },
    async () => ({ data: await listHolidayCalendars(app.deps.db) }),
  );

  app.post(
    '/holiday_calendars',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary: 'Add a holiday calendar (a location), optionally with the country and region it imports',
        body: holidayCalendarBody,
        response: { 201: holidayCalendarResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createHolidayCalendar(app.deps, actorOf(request), request.body) }),
  );

  app.patch(
    '/holiday_calendars/:id',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary: 'Change a holiday calendar: any of name, country, region',
        params: idParam,
        body: holidayCalendarPatch,
        response: { 200: holidayCalendarResponse },
      },
    },
    async (request) => ({
      data: await updateHolidayCalendar(app.deps, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/holiday_calendars/:id',
    {
      config: { access: 'public-holidays:manage' },
      schema: {
        tags: ['public holidays'],
        summary:
          'Delete a holiday calendar; 409 CONFLICT while people or public holidays use it, or when it is the last one',
        params: idParam,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteHolidayCalendar(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
