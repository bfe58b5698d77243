import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signoffBody, signoffLinkQuery, signoffLinkResponse, signoffResponse } from '@portal/shared';
import { decideThroughLink, readSignoffLink } from './links.js';

/**
 * docs/product/closing.md#signoff-links: the sign-off link's page, without signing in. The link's token is the
 * credential (redacted in the log, docs/product/http-contract.md#secrets); like every route open without a session,
 * these answer a limited number of requests a minute per address (docs/product/http-contract.md#rate-limits).
 */
export const signoffLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/signoff-link',
    {
      config: { access: 'public' },
      schema: {
        tags: ['clients'],
        summary:
          "A sign-off link's client month: its report, its state and who signs (404/410 for a wrong, used or expired link)",
        querystring: signoffLinkQuery,
        response: { 200: signoffLinkResponse },
      },
    },
    async (request) => ({ data: await readSignoffLink(app.deps, request.query.token) }),
  );

  app.post(
    '/signoff-link',
    {
      config: { access: 'public' },
      schema: {
        tags: ['clients'],
        summary: "Approve or query the link's month as its contact; the link is used up",
        querystring: signoffLinkQuery,
        body: signoffBody,
        response: { 200: signoffResponse },
      },
    },
    async (request) => ({
      data: await decideThroughLink(app.deps, request.query.token, request.body, request.ip),
    }),
  );
};
