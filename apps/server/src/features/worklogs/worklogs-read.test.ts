import { describe, expect, it } from 'vitest';
import { addDays, Role } from '@portal/shared';
import { buildUser } from '../../test/factories.js';
import { buildWorkLog } from '../../test/record-factories.js';
import { useWorkLogsKit, type Headers, type LogView, MONDAY } from './worklogs-test-kit.js';

describe('work logs (docs/product/time-and-week.md#dashboard, docs/product/http-contract.md#validation Work entry form, docs/product/http-contract.md#endpoints Work logs; docs/product/time-and-week.md#work-logs)', () => {
  const { queries, t, as, asClientUser, assignedClient } = useWorkLogsKit();

  describe('GET /api/logs/user/:id/from/:date', () => {
    const week = (userId: number | string, date: string, headers: Headers) =>
      t.app.inject({ method: 'GET', url: `/api/logs/user/${userId}/from/${date}`, headers });
    const datesOf = (body: { data: LogView[] }) => body.data.map((log) => log.date);

    it('answers 401 without a token', async () => {
      const response = await week(1, MONDAY, {});

      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['not YYYY-MM-DD', '16-11-2026', 'Date must be in YYYY-MM-DD format'],
      ['not a calendar date', '2026-11-31', 'Date must be a real calendar date'],
      // The week would run into year 10000, which the database cannot read: a 500 before.
      ['so late that its week ends after 9999', '9999-12-30', 'Date must be between 1900-01-01 and 2099-12-31'],
      [
        'in year 0000, which the database does not have',
        '0000-01-03',
        'Date must be between 1900-01-01 and 2099-12-31',
      ],
    ])('refuses a date %s with 400', async (_case, date, message) => {
      const { headers, user } = await as(Role.USER);

      const response = await week(user.id, date, headers);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ date: [message] });
    });

    it('refuses a user id that is not a number with 400', async () => {
      const { headers } = await as(Role.USER);

      const response = await week('me', MONDAY, headers);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('id');
    });

    it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
      const person = await buildUser(t.database.db);
      const { headers } = await asClientUser();

      const response = await week(person.id, MONDAY, headers);

      expect(response.statusCode).toBe(403);
    });

    it('answers the logs of the seven days from the date only, in date order', async () => {
      const { headers, user } = await as(Role.USER);
      const client = await assignedClient(user.id);
      const colleague = await buildUser(t.database.db);
      for (const date of ['2026-11-22', '2026-11-15', MONDAY, '2026-11-23', '2026-11-19', '2026-11-21']) {
        await buildWorkLog(t.database.db, { userId: user.id, clientId: client.id, date, minutes: 60 });
      }
      await buildWorkLog(t.database.db, { userId: colleague.id, clientId: client.id, date: MONDAY, minutes: 60 });

      const response = await week(user.id, MONDAY, headers);

      expect(response.statusCode).toBe(200);
      expect(datesOf(response.json())).toEqual([MONDAY, '2026-11-19', '2026-11-21', '2026-11-22']);
      expect(response.json().data[0]).toEqual({
        id: expect.any(Number),
        description: 'Worked on things',
        client_id: client.id,
        client_name: client.name,
        date: MONDAY,
        duration: 60,
        user_id: user.id,
      });
    });

    it('starts the seven days at any date, also across a month and a year end', async () => {
      const { headers, user } = await as(Role.USER);
      const client = await assignedClient(user.id, { fromDate: '2026-01-01' });
      for (const date of ['2026-12-28', '2027-01-03', '2027-01-04']) {
        await buildWorkLog(t.database.db, { userId: user.id, clientId: client.id, date, minutes: 60 });
      }

      const response = await week(user.id, '2026-12-28', headers);

      expect(datesOf(response.json())).toEqual(['2026-12-28', '2027-01-03']);
    });

    it("lets any employee read another employee's week (docs/product/roles-and-access.md#employees)", async () => {
      const owner = await buildUser(t.database.db);
      const client = await assignedClient(owner.id);
      await buildWorkLog(t.database.db, { userId: owner.id, clientId: client.id, date: MONDAY, minutes: 60 });
      const { headers } = await as(Role.USER);

      const response = await week(owner.id, MONDAY, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(1);
      expect(response.json().data[0].user_id).toBe(owner.id);
    });

    it('answers an empty list for a week without logs', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await week(user.id, MONDAY, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [] });
    });

    it('reads the week with the same number of queries for 1 and for 40 logs', async () => {
      const { headers, user } = await as(Role.USER);
      const clientsOfUser = [await assignedClient(user.id), await assignedClient(user.id)];
      await buildWorkLog(t.database.db, { userId: user.id, clientId: clientsOfUser[0]!.id, date: MONDAY, minutes: 5 });
      const withOne = await queries.during(() => week(user.id, MONDAY, headers));
      for (let index = 1; index < 40; index += 1) {
        await buildWorkLog(t.database.db, {
          userId: user.id,
          clientId: clientsOfUser[index % 2]!.id,
          date: addDays(MONDAY, index % 7),
          minutes: 5,
        });
      }

      const withForty = await queries.during(async () => {
        const response = await week(user.id, MONDAY, headers);
        expect(response.json().data).toHaveLength(40);
      });

      expect(withOne).toBeGreaterThan(0);
      expect(withForty).toBe(withOne);
    });
  });

  describe('GET /api/range/logs', () => {
    const range = (headers: Headers, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/range/logs${query}`, headers });

    it('answers 401 without a token', async () => {
      const response = await range({}, `?user_id=1&from=${MONDAY}&to=2026-11-22`);

      expect(response.statusCode).toBe(401);
    });

    it('requires user_id, from and to with 400', async () => {
      const { headers, user } = await as(Role.USER);

      const missing = await range(headers, '');
      const malformed = await range(headers, `?user_id=${user.id}&from=2026/11/16&to=2026-11-22`);

      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['user_id', 'from', 'to']));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ from: ['Date must be in YYYY-MM-DD format'] });
    });

    it('refuses a CLIENT user with 403', async () => {
      const person = await buildUser(t.database.db);
      const { headers } = await asClientUser();

      const response = await range(headers, `?user_id=${person.id}&from=${MONDAY}&to=2026-11-22`);

      expect(response.statusCode).toBe(403);
    });

    it("answers the person's logs with both ends of the range included, in date order", async () => {
      const { headers } = await as(Role.USER);
      const person = await buildUser(t.database.db);
      const client = await assignedClient(person.id);
      for (const date of ['2026-11-30', '2026-11-09', '2026-11-10', '2026-11-20', '2026-11-01', '2026-11-29']) {
        await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date, minutes: 30 });
      }

      const response = await range(headers, `?user_id=${person.id}&from=2026-11-10&to=2026-11-29`);

      expect(response.statusCode).toBe(200);
      expect((response.json().data as LogView[]).map((log) => log.date)).toEqual([
        '2026-11-10',
        '2026-11-20',
        '2026-11-29',
      ]);
    });

    it('answers a one-day range with that day only', async () => {
      const { headers, user } = await as(Role.USER);
      const client = await assignedClient(user.id);
      await buildWorkLog(t.database.db, { userId: user.id, clientId: client.id, date: MONDAY, minutes: 30 });
      await buildWorkLog(t.database.db, { userId: user.id, clientId: client.id, date: '2026-11-17', minutes: 30 });

      const response = await range(headers, `?user_id=${user.id}&from=${MONDAY}&to=${MONDAY}`);

      expect((response.json().data as LogView[]).map((log) => log.date)).toEqual([MONDAY]);
    });
  });

  it('lists every work-log route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/logs worklogs:write:own',
        'PUT /api/logs/:id worklogs:write:own',
        'DELETE /api/logs/:id worklogs:write:own',
        'GET /api/logs/user/:id/from/:date worklogs:read',
        'GET /api/range/logs worklogs:read',
      ]),
    );
  });
});
