import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenResponse,
  currentUserResponse,
  loginBody,
  loginResponse,
  loginTwoFactorBody,
  noContent,
  reauthBody,
} from '@portal/shared';
import { actorOf, caller, callerSession, mustSetUpTwoFactor } from '../../platform/auth/access.js';
import { NotFound } from '../../platform/errors.js';
import { balancesOf } from '../../domain/leave/leave-balances.js';
import { portalMoment } from '../../platform/settings.js';
import { clientsByUser, findUserView } from '../../domain/people/users.js';
import { reauthenticate } from './reauth.js';
import { signIn, signOut } from './service.js';
import { completeSignIn } from './two-factor-sign-in.js';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Sign in with e-mail and password',
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (request) => signIn(app.deps, request.body, request.ip),
  );

  app.post(
    '/login/2fa',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Second step of a sign-in with two-factor sign-in on: a current code or an unused recovery code',
        body: loginTwoFactorBody,
        response: { 200: accessTokenResponse },
      },
    },
    async (request) => ({ access_token: await completeSignIn(app.deps, request.body, request.ip) }),
  );

  app.get(
    '/user',
    {
      config: { access: 'session:own', cachedForCaller: true, beforeTwoFactor: true },
      schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: currentUserResponse } },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const { id } = caller(request);
      // docs/product/time-model.md#time-zone: the current year is the portal's, not the server clock's.
      const today = await portalMoment(db, clock.now());
      const [user, clients, balances, setupRequired] = await Promise.all([
        findUserView(db, id, clock.now()),
        clientsByUser(db, [id]),
        balancesOf(db, id, { year: today.year, today: today.date }),
        mustSetUpTwoFactor(db, caller(request)),
      ]);
      if (!user) throw new NotFound('errors:user_not_found');
      return {
        data: { ...user, clients: clients.get(id) ?? [], ...balances, two_factor_setup_required: setupRequired },
      };
    },
  );

  app.post(
    '/logout',
    {
      // An API token is revoked on its own route, not signed out (docs/product/access.md#api-tokens).
      config: { access: 'session:own', sessionOnly: true, beforeTwoFactor: true },
      schema: { tags: ['session'], summary: 'Sign out and revoke the token', response: { 204: noContent } },
    },
    async (request, reply) => {
      await signOut(app.deps, callerSession(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user/reauth',
    {
      config: { access: 'session:own', sessionOnly: true },
      schema: {
        tags: ['session'],
        summary:
          'Confirm it is you: the password, or a code for someone with two-factor sign-in, makes the session recent for 10 minutes (docs/product/access.md#recent-sign-in)',
        body: reauthBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await reauthenticate(app.deps, actorOf(request), callerSession(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
