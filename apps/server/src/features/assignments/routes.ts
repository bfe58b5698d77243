import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignClientBody,
  assignmentsQuery,
  idParam,
  messageResponse,
  assignmentRowsResponse,
  unassignClientParams,
  unassignClientQuery,
  userClientsResponse,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { translatorOf } from '../../platform/i18n.js';
import { assignClient, listUserClients, pageOfProjectOverview, projectOverview, unassignClient } from './service.js';

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/clients',
    {
      config: { access: 'users:read', cachedForCaller: true },
      schema: {
        tags: ['assignments'],
        summary: "A person's client assignments",
        params: idParam,
        response: { 200: userClientsResponse },
      },
    },
    async (request) => ({ data: await listUserClients(app.deps.db, request.params.id) }),
  );

  app.post(
    '/users/:id/clients',
    {
      config: { access: 'users:manage' },
      schema: {
        tags: ['assignments'],
        summary: 'Assign a client with weekly hours and a date range',
        params: idParam,
        body: assignClientBody,
        response: { 201: userClientsResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await assignClient(app.deps, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/users/:id/clients/:clientId',
    {
      config: { access: 'users:manage' },
      schema: {
        tags: ['assignments'],
        summary: 'Unassign a client (all links with it, or one with assignment_id)',
        params: unassignClientParams,
        querystring: unassignClientQuery,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { id, clientId } = request.params;
      await unassignClient(app.deps, actorOf(request), id, clientId, request.query.assignment_id);
      return { message: translatorOf(request)('notifications:answers.client_unassigned') };
    },
  );

  app.get(
    '/assignments',
    {
      config: { access: 'users:manage', cachedForCaller: true },
      schema: {
        tags: ['assignments'],
        summary:
          'Running assignments with planned against logged time (the /projects overview); with page, one page of them and meta',
        querystring: assignmentsQuery,
        response: { 200: assignmentRowsResponse },
      },
    },
    async (request) => {
      const { as_of, client_id, user_id, page, page_size: pageSize } = request.query;
      const filters = { asOf: as_of, clientId: client_id, userId: user_id };
      if (page === undefined) return { data: await projectOverview(app.deps.db, filters) };
      // docs/product/http-contract.md#scale: /projects shows one page (2,500 running assignments).
      const { data, total } = await pageOfProjectOverview(app.deps.db, filters, { number: page, size: pageSize });
      return { data, meta: { total, page, page_size: pageSize } };
    },
  );
};
