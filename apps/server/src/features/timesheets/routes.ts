import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  timesheetBulkApproveBody,
  timesheetParams,
  timesheetReopenBody,
  timesheetResponse,
  timesheetsQuery,
  timesheetsResponse,
  type TimesheetView,
} from '@portal/shared';
import { actorOf, type Actor } from '../../platform/auth/access.js';
import type { AppDeps } from '../../platform/deps.js';
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

  /** A step in one person's month, answered with the month as it is after it. */
  const monthStep = (
    step: 'submit' | 'approve',
    config: FastifyContextConfig,
    summary: string,
    take: (deps: AppDeps, actor: Actor, userId: number, month: string) => Promise<TimesheetView>,
  ) =>
    app.post(
      `/timesheets/:userId/:month/${step}`,
      {
        config,
        schema: { tags: ['timesheets'], summary, params: timesheetParams, response: { 200: timesheetResponse } },
      },
      async (request) => ({
        data: await take(app.deps, actorOf(request), request.params.userId, request.params.month),
      }),
    );

  monthStep(
    'submit',
    {
      access: 'timesheets:submit:own',
      owner: { in: 'params', field: 'userId', all: 'timesheets:decide', message: 'errors:timesheets.own_only' },
    },
    'Submit a month that has started',
    submitTimesheet,
  );
  monthStep(
    'approve',
    { access: 'timesheets:decide' },
    "Approve a person's month: it locks their work logs and home-office days",
    approveTimesheet,
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
