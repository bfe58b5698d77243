import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noContent,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
} from '@portal/shared';
import { actorOf } from '../../platform/auth/access.js';
import { disable, enable, startSetup } from './service.js';

/** docs/product/access.md#two-factor: a person sets up and turns off their own second factor. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/2fa/setup',
    {
      config: { access: 'session:own', beforeTwoFactor: true, sessionOnly: true },
      schema: {
        tags: ['two-factor'],
        summary: 'Start setting up two-factor sign-in: a new secret and its otpauth:// address for a QR code',
        response: { 200: twoFactorSetupResponse },
      },
    },
    async (request) => startSetup(app.deps, actorOf(request)),
  );

  app.post(
    '/user/2fa/enable',
    {
      config: { access: 'session:own', beforeTwoFactor: true, sessionOnly: true },
      schema: {
        tags: ['two-factor'],
        summary: 'Confirm the setup with a current code; answers the ten recovery codes, shown this once',
        body: twoFactorEnableBody,
        response: { 200: twoFactorEnableResponse },
      },
    },
    async (request) => ({ recovery_codes: await enable(app.deps, actorOf(request), request.body) }),
  );

  app.post(
    '/user/2fa/disable',
    {
      config: { access: 'session:own', recentSignIn: true },
      schema: {
        tags: ['two-factor'],
        summary: 'Turn two-factor sign-in off, with the password',
        body: twoFactorDisableBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await disable(app.deps, actorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
