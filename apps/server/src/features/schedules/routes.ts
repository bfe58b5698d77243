import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParam,
  personDaysQuery,
  personDaysResponse,
  scheduleBody,
  scheduleResponse,
  schedulesResponse,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { listSchedules, personDays, setSchedule } from './service.js';

/** docs/product/time-model.md#schedules, #plan: a person's weeks and the days they plan. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/schedules',
    {
      config: {
        access: 'users:read',
        owner: { in: 'params', field: 'id', all: 'users:manage' },
        cachedForCaller: true,
      },
      schema: {
        tags: ['users'],
        summary: "A person's work schedules, newest first: their own, or anyone's for admins",
        params: idParam,
        response: { 200: schedulesResponse },
      },
    },
    async (request) => {
      return { data: await listSchedules(app.deps.db, request.params.id) };
    },
  );

  app.post(
    '/users/:id/schedules',
    {
      config: { access: 'users:manage' },
      schema: {
        tags: ['users'],
        summary:
          "Set a person's week from a date: 201 for a new period, 200 when it replaces the week that starts on the same from_date",
        params: idParam,
        body: scheduleBody,
        response: { 200: scheduleResponse, 201: scheduleResponse },
      },
    },
    async (request, reply) => {
      const { schedule, replaced } = await setSchedule(app.deps, actorOf(request), request.params.id, request.body);
      return reply.status(replaced ? 200 : 201).send({ data: schedule });
    },
  );

  app.get(
    '/users/:id/days',
    {
      // The same readers as a person's work logs: every employee reads anyone's week (docs/product/roles-and-access.md#employees).
      config: { access: 'worklogs:read', cachedForCaller: true },
      schema: {
        tags: ['users'],
        summary:
          "A person's days between from and to: scheduled and target minutes, their calendar's public holiday, their approved leave (docs/product/time-model.md#plan)",
        params: idParam,
        querystring: personDaysQuery,
        response: { 200: personDaysResponse },
      },
    },
    async (request) => personDays(app.deps.db, request.params.id, request.query.from, request.query.to),
  );
};
