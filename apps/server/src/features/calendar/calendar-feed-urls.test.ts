import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient, signedIn } from '../../test/factories.js';
import { useCalendarKit } from './calendar-test-kit.js';

const FEED_URL = /^\/api\/calendar\/[\w-]{20,64}\.ics$/;
const TEAM_FEED_URL = /^\/api\/calendar\/team\/[\w-]{20,64}\.ics$/;

describe('calendar feeds (docs/product/leave.md#calendar-feeds)', () => {
  const { t, as, feed, fetchIcs, urlsOf } = useCalendarKit();

  describe('GET /api/calendar/feed', () => {
    it('answers 401 without a token', async () => {
      const response = await feed({});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a CLIENT user with 403', async () => {
      const company = await buildClient(t.database.db);
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: company.id });

      const response = await feed(headers);

      expect(response.statusCode).toBe(403);
    });

    it('gives a USER a personal feed address and no team feed', async () => {
      const { headers } = await as(Role.USER);

      const response = await feed(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ personal: expect.stringMatching(FEED_URL), team: null });
    });

    it.each([
      ['an ADMIN', Role.ADMIN],
      ['a SUPER_ADMIN', Role.SUPER_ADMIN],
    ] as const)('gives %s a personal and a team feed address with the same secret', async (_label, roleId) => {
      const { headers } = await as(roleId);

      const response = await feed(headers);

      const { personal, team } = response.json().data;
      expect(personal).toMatch(FEED_URL);
      expect(team).toMatch(TEAM_FEED_URL);
      expect(team.replace('/team/', '/')).toBe(personal);
    });

    it('keeps the same addresses from one call to the next', async () => {
      const { headers } = await as(Role.USER);

      const first = await feed(headers);
      const second = await feed(headers);

      expect(second.json()).toEqual(first.json());
    });

    it('gives each person their own secret', async () => {
      const { headers: mine } = await as(Role.USER);
      const { headers: theirs } = await as(Role.USER);

      expect((await urlsOf(mine)).personal).not.toBe((await urlsOf(theirs)).personal);
    });
  });

  describe('POST /api/calendar/feed', () => {
    it('answers 401 without a token', async () => {
      const response = await feed({}, 'POST');

      expect(response.statusCode).toBe(401);
    });

    it('makes new addresses; the old ones answer 404 from then on', async () => {
      const { headers } = await as(Role.ADMIN);
      const old = await urlsOf(headers);

      const response = await feed(headers, 'POST');

      expect(response.statusCode).toBe(200);
      const renewed = response.json().data;
      expect(renewed.personal).toMatch(FEED_URL);
      expect(renewed.personal).not.toBe(old.personal);
      expect(renewed.team).not.toBe(old.team);
      expect((await fetchIcs(old.personal)).statusCode).toBe(404);
      expect((await fetchIcs(old.team)).statusCode).toBe(404);
      expect((await fetchIcs(renewed.personal)).statusCode).toBe(200);
      expect((await fetchIcs(renewed.team)).statusCode).toBe(200);
      expect(await urlsOf(headers)).toEqual(renewed);
    });
  });

  it('lists the routes with their access rule (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/calendar/feed leave:read',
        'POST /api/calendar/feed leave:read',
        'GET /api/calendar/:file public',
        'GET /api/calendar/team/:file public',
      ]),
    );
  });
});
