import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { loginResponse, oidcCallbackQuery, oidcSignInAddress } from '@portal/shared';
import { httpOnlyCookie, readCookie } from '../../platform/http/cookies.js';
import { completeSignIn, SIGN_IN_WINDOW_MS, signInAddress } from './service.js';

/** Holds the sign-in's browser binding (docs/product/http-contract.md#secrets); only the two routes below receive it. */
const BINDING_COOKIE = 'portal_oidc';
const COOKIE_PATH = '/api/auth';

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const bindingCookie = (request: FastifyRequest, value: string, maxAgeSeconds: number) =>
    httpOnlyCookie(BINDING_COOKIE, value, {
      path: COOKIE_PATH,
      maxAgeSeconds,
      secure: request.protocol === 'https' || app.deps.config.publicUrl.startsWith('https:'),
    });

  app.get(
    '/auth',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary:
          'Where to sign in with the identity provider (404 when not configured); sets the cookie that binds the sign-in to this browser',
        response: { 200: oidcSignInAddress },
      },
    },
    async (request, reply) => {
      const { url, binding } = await signInAddress(app.deps);
      reply.header('set-cookie', bindingCookie(request, binding, SIGN_IN_WINDOW_MS / 1000));
      return { url };
    },
  );

  app.get(
    '/auth/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary:
          "The identity provider's answer (the callback's query string) for a session token, in the browser that started the sign-in; an admin who owes the portal's code gets the challenge of POST /login/2fa",
        querystring: oidcCallbackQuery,
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const binding = readCookie(request.headers.cookie, BINDING_COOKIE);
      const answer = await completeSignIn(app.deps, query, binding, request.ip);
      reply.header('set-cookie', bindingCookie(request, '', 0));
      return answer;
    },
  );
};
