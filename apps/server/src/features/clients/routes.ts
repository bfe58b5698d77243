import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientNameBody, clientResponse, clientsResponse, idParam, noContent } from '@portal/shared';
import { actorOf, caller } from '../../platform/auth/access.js';
import { addClient, deleteClient, getClient, listClients, regenerateShareKey, renameClient } from './service.js';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      config: { access: 'clients:read', cachedForCaller: true },
      schema: { tags: ['clients'], summary: 'All clients', response: { 200: clientsResponse } },
    },
    async (request) => ({ data: await listClients(app.deps.db, caller(request)) }),
  );

  app.get(
    '/clients/:id',
    {
      // Employees read any client, a CLIENT user only their own (decided in the service).
      config: { access: 'session:own' },
      schema: { tags: ['clients'], summary: 'One client', params: idParam, response: { 200: clientResponse } },
    },
    async (request) => ({ data: await getClient(app.deps.db, caller(request), request.params.id) }),
  );

  app.post(
    '/clients',
    {
      config: { access: 'clients:manage' },
      schema: { tags: ['clients'], summary: 'Add a client', body: clientNameBody, response: { 201: clientResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addClient(app.deps, actorOf(request), request.body.name) }),
  );

  app.patch(
    '/clients/:id',
    {
      config: { access: 'clients:manage' },
      schema: {
        tags: ['clients'],
        summary: 'Rename a client',
        params: idParam,
        body: clientNameBody,
        response: { 200: clientResponse },
      },
    },
    async (request) => ({ data: await renameClient(app.deps, actorOf(request), request.params.id, request.body.name) }),
  );

  app.delete(
    '/clients/:id',
    {
      config: { access: 'clients:manage' },
      schema: {
        tags: ['clients'],
        summary: 'Delete a client that has no logged time (docs/product/people-and-clients.md#clients)',
        params: idParam,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteClient(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/clients/:id/share_key',
    {
      config: { access: 'clients:manage' },
      schema: {
        tags: ['clients'],
        summary: 'Regenerate the secret of the anonymous share link (docs/product/roles-and-access.md#share-links)',
        params: idParam,
        response: { 200: clientResponse },
      },
    },
    async (request) => ({ data: await regenerateShareKey(app.deps, actorOf(request), request.params.id) }),
  );
};
