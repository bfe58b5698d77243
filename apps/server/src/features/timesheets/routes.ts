import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  timesheetBulkApproveBody,
  timesheetParams,
  timesheetReopenBody,
  timesheetResponse,
  timesheetsQuery,
  timesheetsResponse,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { approveTimesheet, approveTimesheets, reopenTimesheet, submitTimesheet, timesheetsOf } from './service.js';

/** docs/product/closing.md#timesheets */
export const timesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timesheets',
    {
      config: {
        access: 'timesheets:submit:own',
        owner: { in: 'query', field: 'user_id', all: 'timesheets:decide', message: 'errors:timesheets.read_own_only' },
        cachedForCaller: true,
      },
      schema: {
        tags: ['timesheets'],
        summary: "A month's timesheets with their summary: every employee's for admins, the caller's own otherwise",
        querystring: timesheetsQuery,
        response: { 200: timesheetsResponse },
      },
    },
    async (request) => ({
      data: await timesheetsOf(app.deps, actorOf(request), request.query.month, request.query.user_id),
    }),
  );

  app.post(
    '/timesheets/approve',
    {
      config: { access: 'timesheets:decide' },
      schema: {
        tags: ['timesheets'],
        summary: "Approve many people's month at once; answers the months it approved",
        body: timesheetBulkApproveBody,
        response: { 200: timesheetsResponse },
      },
    },
    async (request) => ({
      data: await approveTimesheets(app.deps, actorOf(request), request.body.month, request.body.user_ids),
    }),
  );

  app.post(
    '/timesheets/:userId/:month/submit',
    {
      config: {
        access: 'timesheets:submit:own',
        owner: { in: 'params', field: 'userId', all: 'timesheets:decide', message: 'errors:timesheets.own_only' },
      },
      schema: {
        tags: ['timesheets'],
        summary: 'Submit a month that has started',
        params: timesheetParams,
        response: { 200: timesheetResponse },
      },
    },
    async (request) => ({
      data: await submitTimesheet(app.deps, actorOf(request), request.params.userId, request.params.month),
    }),
  );

  app.post(
    '/timesheets/:userId/:month/approve',
    {
      config: { access: 'timesheets:decide' },
      schema: {
        tags: ['timesheets'],
        summary: "Approve a person's month: it locks their work logs and home-office days",
        params: timesheetParams,
        response: { 200: timesheetResponse },
      },
    },
    async (request) => ({
      data: await approveTimesheet(app.deps, actorOf(request), request.params.userId, request.params.month),
    }),
  );

  app.post(
    '/timesheets/:userId/:month/reopen',
    {
      config: { access: 'timesheets:decide' },
      schema: {
        tags: ['timesheets'],
        summary: 'Give a submitted or approved month back to its person, saying why (they get an e-mail)',
        params: timesheetParams,
        body: timesheetReopenBody,
        response: { 200: timesheetResponse },
      },
    },
    async (request) => {
      const { userId, month } = request.params;
      return { data: await reopenTimesheet(app.deps, actorOf(request), userId, month, request.body.comment) };
    },
  );
};
