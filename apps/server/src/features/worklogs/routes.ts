import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idDateParams,
  idParam,
  noContent,
  rangeLogsQuery,
  workLogBody,
  workLogResponse,
  workLogsResponse,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { createWorkLog, deleteWorkLog, logsInRange, logsOfWeek, OWN_WORK_LOGS, updateWorkLog } from './service.js';

export const workLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/logs/user/:id/from/:date',
    {
      config: { access: 'worklogs:read', cachedForCaller: true },
      schema: {
        tags: ['work logs'],
        summary: "A person's logs of the seven days from a date",
        params: idDateParams,
        response: { 200: workLogsResponse },
      },
    },
    async (request) => ({ data: await logsOfWeek(app.deps.db, request.params.id, request.params.date) }),
  );

  app.get(
    '/range/logs',
    {
      config: { access: 'worklogs:read' },
      schema: {
        tags: ['work logs'],
        summary: "A person's logs between two dates",
        querystring: rangeLogsQuery,
        response: { 200: workLogsResponse },
      },
    },
    async (request) => {
      const { user_id, from, to } = request.query;
      return { data: await logsInRange(app.deps.db, user_id, from, to) };
    },
  );

  app.post(
    '/logs',
    {
      config: { access: 'worklogs:write:own', owner: { ...OWN_WORK_LOGS, in: 'body', field: 'user_id' } },
      schema: { tags: ['work logs'], summary: 'Log work', body: workLogBody, response: { 201: workLogResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createWorkLog(app.deps, actorOf(request), request.body) }),
  );

  app.put(
    '/logs/:id',
    {
      config: { access: 'worklogs:write:own' },
      schema: {
        tags: ['work logs'],
        summary: 'Change a work log',
        params: idParam,
        body: workLogBody,
        response: { 200: workLogResponse },
      },
    },
    async (request) => ({ data: await updateWorkLog(app.deps, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/logs/:id',
    {
      config: { access: 'worklogs:write:own' },
      schema: { tags: ['work logs'], summary: 'Delete a work log', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteWorkLog(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
