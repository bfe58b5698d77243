import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noContent,
  signoffBody,
  signoffKeyQuery,
  signoffParams,
  signoffRequestBody,
  signoffRequestResponse,
  signoffRequestsQuery,
  signoffRequestsResponse,
  signoffResponse,
  signoffsOverviewQuery,
  signoffsOverviewResponse,
  signoffsQuery,
  signoffsResponse,
  idParam,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { clientViewerOf } from '../../domain/people/client-viewer.js';
import { signoffLinkRoutes } from './link-routes.js';
import { requestSignoff, signoffRequestsOfYear } from './requests.js';
import { decideSignoff, reopenSignoff, signoffsOfClient, signoffsOfYear } from './service.js';

/** docs/product/closing.md#client-sign-off */
export const signoffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signoffLinkRoutes);

  app.get(
    '/clients/:id/signoffs',
    {
      // Admins, the client's own CLIENT users, or the share key (docs/product/roles-and-access.md#client-role, #share-links).
      config: { access: 'public', cachedForCaller: true },
      schema: {
        tags: ['clients'],
        summary: "A client's sign-off of each month of a year that has started (?key= for the share link)",
        params: idParam,
        querystring: signoffsQuery,
        response: { 200: signoffsResponse },
      },
    },
    async (request) => {
      const viewer = clientViewerOf(request.user, request.query.key);
      return { data: await signoffsOfClient(app.deps, viewer, request.params.id, request.query.year) };
    },
  );

  app.post(
    '/clients/:id/signoffs/:month',
    {
      // The client's own CLIENT user (checked in the service): the share key only reads (403 SIGNOFF_NEEDS_IDENTITY),
      // admins never sign (403 SIGNOFF_CLIENT_ONLY); a contact without an account signs through a sign-off link.
      config: { access: 'public' },
      schema: {
        tags: ['clients'],
        summary: "A CLIENT user approves or queries their client's month",
        params: signoffParams,
        querystring: signoffKeyQuery,
        body: signoffBody,
        response: { 200: signoffResponse },
      },
    },
    async (request) => {
      const { id, month } = request.params;
      const viewer = clientViewerOf(request.user, request.query.key);
      return { data: await decideSignoff(app.deps, viewer, request.ip, id, month, request.body) };
    },
  );

  app.post(
    '/clients/:id/signoffs/:month/request',
    {
      config: { access: 'signoffs:manage' },
      schema: {
        tags: ['clients'],
        summary: "E-mail a client's contact a link that signs this month once, within 14 days",
        params: signoffParams,
        body: signoffRequestBody,
        response: { 201: signoffRequestResponse },
      },
    },
    async (request, reply) => {
      const { id, month } = request.params;
      const created = await requestSignoff(app.deps, actorOf(request), { clientId: id, month }, request.body);
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    '/signoffs/requests',
    {
      config: { access: 'signoffs:manage' },
      schema: {
        tags: ['clients'],
        summary: "The sign-off requests of a year's months and their state (open, used, expired), newest first",
        querystring: signoffRequestsQuery,
        response: { 200: signoffRequestsResponse },
      },
    },
    async (request) => ({ data: await signoffRequestsOfYear(app.deps, request.query.year) }),
  );

  app.delete(
    '/clients/:id/signoffs/:month',
    {
      config: { access: 'signoffs:manage' },
      schema: {
        tags: ['clients'],
        summary: "Reopen a client's decided month: it is pending, and open to changes, again",
        params: signoffParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await reopenSignoff(app.deps, actorOf(request), request.params.id, request.params.month);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/signoffs',
    {
      config: { access: 'signoffs:manage', cachedForCaller: true },
      schema: {
        tags: ['clients'],
        summary: "Every client's decided months of a year",
        querystring: signoffsOverviewQuery,
        response: { 200: signoffsOverviewResponse },
      },
    },
    async (request) => ({ data: await signoffsOfYear(app.deps.db, request.query.year) }),
  );
};
