import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalContextQuery,
  approvalContextsResponse,
  balancesQuery,
  balancesResponse,
  daysAvailableBody,
  daysAvailableResponse,
  idDateParams,
  idParam,
  leaveDatesResponse,
  leaveRequestBody,
  leaveRequestResponse,
  leaveRequestsPageResponse,
  leaveRequestsQuery,
  leaveRequestsResponse,
  leaveStatusBody,
  leaveTypesResponse,
  noContent,
  proRataQuery,
  proRataResponse,
  userRangeQuery,
  type LeaveRequestRecord,
  type LeaveRequestView,
} from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { actorOf, caller } from '../../platform/auth/access.js';
import { translatorOf } from '../../platform/i18n.js';
import type { Database } from '../../platform/db/index.js';
import { leaveSightOf } from '../../domain/leave/leave-privacy.js';
import { leaveTypeName, storedLeaveTypes } from '../../domain/leave/leave-types.js';
import { proRataSuggestion, setAllowance } from './allowances.js';
import { balancesOf, OWN_BALANCES } from '../../domain/leave/leave-balances.js';
import { portalMoment } from '../../platform/settings.js';
import { approvalContext } from './approval-context.js';
import { setLeaveStatus, withdrawLeaveRequest } from './decisions.js';
import { allRequests, createLeaveRequest, pageOfRequests, requestsOf, requestsOnDay } from './requests.js';
import { leaveDatesBetween } from './service.js';

/**
 * Requests as the caller may read them: the type's name in their language; another person's without notes and a
 * private type as 'Absent' (docs/product/leave.md#private-absences).
 */
async function asSeenBy(
  db: Database,
  request: FastifyRequest,
  views: LeaveRequestRecord[],
): Promise<LeaveRequestView[]> {
  const sight = await leaveSightOf(db, caller(request), translatorOf(request));
  return views.map((view) => sight.request(view));
}

export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/range/holidays',
    {
      config: { access: 'leave:read', cachedForCaller: true },
      schema: {
        tags: ['leave'],
        summary: 'The days between two dates that a person has approved leave on (a list of dates)',
        querystring: userRangeQuery,
        response: { 200: leaveDatesResponse },
      },
    },
    async (request) => leaveDatesBetween(app.deps.db, request.query.user_id, request.query.from, request.query.to),
  );

  app.get(
    '/holidays/types',
    {
      config: { access: 'leave:read' },
      schema: {
        tags: ['leave'],
        summary: 'Leave types by code (docs/product/leave.md#types)',
        response: { 200: leaveTypesResponse },
      },
    },
    async (request) => {
      const say = translatorOf(request);
      const active = (await storedLeaveTypes(app.deps.db)).filter((type) => type.active);
      return Object.fromEntries(active.map((type) => [String(type.id), leaveTypeName(say, type)]));
    },
  );

  app.get(
    '/holidays',
    {
      config: { access: 'leave:decide', cachedForCaller: true },
      schema: {
        tags: ['leave'],
        summary: "Everyone's leave requests, optionally by status or person; with page, one page of them and meta",
        querystring: leaveRequestsQuery,
        response: { 200: leaveRequestsPageResponse },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, status, user_id: userId } = request.query;
      const filters = { status, userId };
      if (page === undefined)
        return { data: await asSeenBy(app.deps.db, request, await allRequests(app.deps.db, filters)) };
      // docs/product/http-contract.md#scale: Handle Holidays shows one page (thousands may be pending).
      const { data, total } = await pageOfRequests(app.deps.db, filters, { number: page, size: pageSize });
      return { data: await asSeenBy(app.deps.db, request, data), meta: { total, page, page_size: pageSize } };
    },
  );

  app.get(
    '/holidays/requesting/:id',
    {
      config: { access: 'leave:read', cachedForCaller: true },
      schema: {
        tags: ['leave'],
        summary:
          "A person's leave requests; another person's without notes, a private type as 'Absent' (docs/product/leave.md#private-absences)",
        params: idParam,
        response: { 200: leaveRequestsResponse },
      },
    },
    async (request) => ({
      data: await asSeenBy(app.deps.db, request, await requestsOf(app.deps.db, request.params.id)),
    }),
  );

  app.get(
    '/user/:id/holidays/day/:date',
    {
      config: { access: 'leave:read' },
      schema: {
        tags: ['leave'],
        summary: "A person's leave requests that cover a day, as GET /holidays/requesting/{id} shows them",
        params: idDateParams,
        response: { 200: leaveRequestsResponse },
      },
    },
    async (request) => ({
      data: await asSeenBy(
        app.deps.db,
        request,
        await requestsOnDay(app.deps.db, request.params.id, request.params.date),
      ),
    }),
  );

  app.post(
    '/holidays',
    {
      config: {
        access: 'leave:request:own',
        owner: { in: 'body', field: 'requesting_id', all: 'leave:request:all', message: 'errors:leave.own_only' },
      },
      schema: {
        tags: ['leave'],
        summary: 'Request leave',
        body: leaveRequestBody,
        response: { 201: leaveRequestResponse },
      },
    },
    async (request, reply) => {
      const created = await createLeaveRequest(app.deps, actorOf(request), request.body);
      return reply.status(201).send({ data: (await asSeenBy(app.deps.db, request, [created]))[0]! });
    },
  );

  app.put(
    '/holidays/:id',
    {
      config: { access: 'leave:decide' },
      schema: {
        tags: ['leave'],
        summary: 'Approve (1), decline (2) or reopen (0) a request; declining an approved one revokes it',
        params: idParam,
        body: leaveStatusBody,
        response: { 200: leaveRequestResponse },
      },
    },
    async (request) => {
      const decided = await setLeaveStatus(app.deps, actorOf(request), request.params.id, request.body.status);
      return { data: (await asSeenBy(app.deps.db, request, [decided]))[0]! };
    },
  );

  app.delete(
    '/holidays/:id',
    {
      config: { access: 'leave:request:own' },
      schema: {
        tags: ['leave'],
        summary: 'Withdraw your own pending request (docs/product/leave.md#withdraw-revoke)',
        params: idParam,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await withdrawLeaveRequest(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/holidays/pending_context',
    {
      config: { access: 'leave:decide', cachedForCaller: true },
      schema: {
        tags: ['leave'],
        summary:
          'For each pending request, or each pending one of request_ids: working days, balance after approval, who of the same clients is away (docs/product/leave.md#approval-context)',
        querystring: approvalContextQuery,
        response: { 200: approvalContextsResponse },
      },
    },
    async (request) => {
      const today = await portalMoment(app.deps.db, app.deps.clock.now());
      const asOf = { year: today.year, today: today.date };
      return { data: await approvalContext(app.deps.db, asOf, request.query.request_ids) };
    },
  );

  app.get(
    '/days_available/:id',
    {
      config: {
        access: 'leave:read',
        owner: { in: 'params', field: 'id', ...OWN_BALANCES },
        cachedForCaller: true,
      },
      schema: {
        tags: ['leave'],
        summary:
          "A person's allowances and what is left of them (docs/product/leave.md#balances); others' for admins only (docs/product/roles-and-access.md#others-balances)",
        params: idParam,
        querystring: balancesQuery,
        response: { 200: balancesResponse },
      },
    },
    async (request) => {
      const today = await portalMoment(app.deps.db, app.deps.clock.now());
      const asOf = { year: request.query.year ?? today.year, today: today.date };
      return { data: await balancesOf(app.deps.db, request.params.id, asOf) };
    },
  );

  app.get(
    '/days_available/suggest',
    {
      config: { access: 'allowances:manage', cachedForCaller: true },
      schema: {
        tags: ['leave'],
        summary:
          "A person's allowance for a year, pro rata to their working days inside their employment (docs/product/leave.md#pro-rata)",
        querystring: proRataQuery,
        response: { 200: proRataResponse },
      },
    },
    async (request) => ({ data: await proRataSuggestion(app.deps.db, request.query) }),
  );

  app.post(
    '/days_available',
    {
      config: { access: 'allowances:manage' },
      schema: {
        tags: ['leave'],
        summary: "Set a year's available days for one person or all",
        body: daysAvailableBody,
        response: { 200: daysAvailableResponse },
      },
    },
    async (request) => ({
      message: translatorOf(request)('notifications:answers.available_days_updated'),
      updated: await setAllowance(app.deps, actorOf(request), request.body),
    }),
  );
};
