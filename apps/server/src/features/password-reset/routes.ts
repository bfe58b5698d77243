import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordBody, passwordResetResponse, resetPasswordBody } from '@portal/shared';
import { requestPasswordReset, resetPassword } from './service.js';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'E-mail a password reset link (same answer for any address)',
        body: forgotPasswordBody,
        response: { 200: passwordResetResponse },
      },
    },
    async (request) => {
      await requestPasswordReset(app.deps, request.body.email, request.ip, request.language);
      return { success: true as const };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Choose a new password with the e-mailed token',
        body: resetPasswordBody,
        response: { 200: passwordResetResponse },
      },
    },
    async (request) => {
      await resetPassword(app.deps, request.body, request.ip);
      return { success: true as const };
    },
  );
};
