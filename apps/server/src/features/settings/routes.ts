import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsBody } from '@portal/shared';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.js';
import { actorOf } from '../../platform/auth/access.js';
import { InvalidInput } from '../../platform/errors.js';
import { chooseLeaveApprover, leaveApprover } from '../../platform/settings.js';

const settingsResponse = z.object({
  data: z.object({ leave_approver: z.object({ id: z.number().int(), name: z.string() }).nullable() }),
});

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      // Everyone who requests leave sees who confirms it (spec §2.6 Confirming field).
      config: { access: 'leave:read' },
      schema: {
        tags: ['settings'],
        summary: 'Portal settings: the leave approver (decisions R35)',
        response: { 200: settingsResponse },
      },
    },
    async () => ({ data: { leave_approver: await leaveApprover(app.deps.db) } }),
  );

  app.patch(
    '/settings',
    {
      config: { access: 'settings:manage' },
      schema: {
        tags: ['settings'],
        summary: 'Choose the leave approver (an active admin)',
        body: settingsBody,
        response: { 200: settingsResponse },
      },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const before = await leaveApprover(db);
      if (!(await chooseLeaveApprover(db, request.body.leave_approver_id))) {
        throw new InvalidInput('The leave approver must be an active administrator.', {
          leave_approver_id: ['Choose an active administrator.'],
        });
      }
      const after = await leaveApprover(db);
      const actor = actorOf(request);
      await recordAudit(
        db,
        {
          actorId: actor.caller.id,
          action: 'settings.update',
          targetType: 'settings',
          before: { leave_approver: before },
          after: { leave_approver: after },
          ip: actor.ip,
        },
        clock.now(),
      );
      return { data: { leave_approver: after } };
    },
  );
};
