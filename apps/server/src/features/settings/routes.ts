import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsBody, settingsResponse } from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { readSettings, updateSettings } from './service.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      // Everyone who requests leave sees who confirms it (docs/product/leave.md#approver).
      config: { access: 'leave:read', cachedForCaller: true },
      schema: {
        tags: ['settings'],
        summary: 'Portal settings: the leave approver and the time zone (docs/product/time-model.md#time-zone)',
        response: { 200: settingsResponse },
      },
    },
    async () => ({ data: await readSettings(app.deps.db) }),
  );

  app.patch(
    '/settings',
    {
      config: { access: 'settings:manage' },
      schema: {
        tags: ['settings'],
        summary: 'Change any of the settings: the leave approver (an active admin), the time zone',
        body: settingsBody,
        response: { 200: settingsResponse },
      },
    },
    async (request) => ({ data: await updateSettings(app.deps, actorOf(request), request.body) }),
  );
};
