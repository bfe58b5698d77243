import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettings, notificationSettingsResponse } from '@portal/shared';
import { caller } from '../../platform/auth/access.js';
import { notificationsOff, setNotificationsOff } from './service.js';

/** docs/product/leave.md#notifications: each person turns off the e-mails they do not want. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/notifications',
    {
      config: { access: 'leave:read' },
      schema: {
        tags: ['account'],
        summary: 'The e-mails you turned off',
        response: { 200: notificationSettingsResponse },
      },
    },
    async (request) => ({ data: { off: await notificationsOff(app.deps.db, caller(request).id) } }),
  );

  app.put(
    '/user/notifications',
    {
      config: { access: 'leave:read' },
      schema: {
        tags: ['account'],
        summary: 'Turn e-mails off or on',
        body: notificationSettings,
        response: { 200: notificationSettingsResponse },
      },
    },
    async (request) => {
      return { data: { off: await setNotificationsOff(app.deps.db, caller(request).id, request.body.off) } };
    },
  );
};
