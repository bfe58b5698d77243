import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  leaveTypeBody,
  leaveTypeIdParams,
  leaveTypePatch,
  leaveTypeResponse,
  leaveTypesListResponse,
  noContent,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { translatorOf } from '../../platform/i18n.js';
import { createLeaveType, deleteLeaveType, listLeaveTypes, updateLeaveType } from './service.js';

/** docs/product/leave.md#types: the company's leave types; everyone signed in reads them, admins manage them. */
export const leaveTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leave_types',
    {
      config: { access: 'leave:read', cachedForCaller: true },
      schema: {
        tags: ['leave'],
        summary: "Every leave type, inactive ones too, named in the caller's language (docs/product/leave.md#types)",
        response: { 200: leaveTypesListResponse },
      },
    },
    async (request) => ({ data: await listLeaveTypes(app.deps.db, translatorOf(request)) }),
  );

  app.post(
    '/leave_types',
    {
      config: { access: 'leave_types:manage' },
      schema: {
        tags: ['leave'],
        summary: 'Add a leave type; its id is the next from 5 on',
        body: leaveTypeBody,
        response: { 201: leaveTypeResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createLeaveType(app.deps, actorOf(request), request.body, translatorOf(request)) }),
  );

  app.patch(
    '/leave_types/:id',
    {
      config: { access: 'leave_types:manage' },
      schema: {
        tags: ['leave'],
        summary: "Change any of a leave type's name, colour and flags; deactivate it with active: false",
        params: leaveTypeIdParams,
        body: leaveTypePatch,
        response: { 200: leaveTypeResponse },
      },
    },
    async (request) => ({
      data: await updateLeaveType(app.deps, actorOf(request), request.params.id, request.body, translatorOf(request)),
    }),
  );

  app.delete(
    '/leave_types/:id',
    {
      config: { access: 'leave_types:manage' },
      schema: {
        tags: ['leave'],
        summary: 'Delete a leave type; 409 LEAVE_TYPE_IN_USE while any leave request uses it',
        params: leaveTypeIdParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteLeaveType(app.deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
