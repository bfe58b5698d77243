import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedParams, calendarFeedResponse, can } from '@portal/shared';
import { caller } from '../../platform/auth/access.js';
import { calendarFeed, feedToken } from './service.js';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = async (userId: number, roleId: Parameters<typeof can>[0], regenerate: boolean) => {
    const token = await feedToken(app.deps.db, userId, regenerate);
    return {
      personal: `/api/calendar/${token}.ics`,
      team: can(roleId, 'leave:decide') ? `/api/calendar/team/${token}.ics` : null,
    };
  };

  /** Your feed addresses as they are (GET), or new ones (POST), answered the same way. */
  const feedAddresses = (regenerate: boolean, summary: string) => ({
    config: { access: 'leave:read' as const },
    schema: { tags: ['calendar'], summary, response: { 200: calendarFeedResponse } },
    handler: async (request: FastifyRequest) => ({
      data: await urls(caller(request).id, caller(request).roleId, regenerate),
    }),
  });
  app.get(
    '/calendar/feed',
    feedAddresses(false, 'Your private calendar feed addresses (docs/product/leave.md#calendar-feeds)'),
  );
  app.post('/calendar/feed', feedAddresses(true, 'Make new feed addresses; the old ones stop working'));

  const serveFeed =
    (team: boolean) => async (request: { params: { file: string } }, reply: { type(value: string): unknown }) => {
      reply.type('text/calendar; charset=utf-8');
      return calendarFeed(
        app.deps.db,
        request.params.file.slice(0, -'.ics'.length),
        team,
        app.deps.clock.now(),
        app.deps.config.defaultLanguage,
      );
    };

  app.get(
    '/calendar/:file',
    {
      // The secret token in the path is the credential: calendar apps cannot send a bearer token.
      config: { access: 'public' },
      schema: { tags: ['calendar'], summary: 'A personal iCalendar feed', params: calendarFeedParams },
    },
    serveFeed(false),
  );

  app.get(
    '/calendar/team/:file',
    {
      config: { access: 'public' },
      schema: { tags: ['calendar'], summary: "An admin's whole-team iCalendar feed", params: calendarFeedParams },
    },
    serveFeed(true),
  );
};
