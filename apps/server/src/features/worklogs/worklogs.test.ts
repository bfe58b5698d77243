import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, Role, type RoleId } from '@portal/shared';
import { workLogs } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn, signedInClientUser } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';

type Headers = Record<string, string>;
interface LogView {
  id: number;
  date: string;
}

const NOT_ASSIGNED = 'This client is not assigned to this person on that day.';
/** Monday 16 November 2026; the test clock stands on Monday 23 November. */
const MONDAY = '2026-11-16';

describe('work logs (docs/product/time-and-week.md#dashboard, docs/product/http-contract.md#validation Work entry form, docs/product/http-contract.md#endpoints Work logs; docs/product/time-and-week.md#work-logs)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  /** A CLIENT user (role 3) of a client of their own. */
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  /** A client assigned to the person from 1 January 2026, open-ended unless told. */
  const assignedClient = async (userId: number, range: { fromDate?: string; toDate?: string | null } = {}) => {
    const client = await buildClient(t.database.db, `Client of ${userId}`);
    await buildAssignment(t.database.db, { userId, clientId: client.id, ...range });
    return client;
  };
  const entry = (userId: number, clientId: number, overrides: Record<string, unknown> = {}) => ({
    description: 'Sprint planning',
    user_id: userId,
    date: MONDAY,
    duration: 90,
    client_id: clientId,
    ...overrides,
  });
  const logCount = async () => (await t.database.db.select({ id: workLogs.id }).from(workLogs)).length;

  describe('POST /api/logs', () => {
    const create = (headers: Headers, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/logs', headers, payload });

    it('answers 401 without a token', async () => {
      const response = await create({}, entry(1, 1));

      expect(response.statusCode).toBe(401);
    });

    it('refuses a client id beyond the database integer range with 400, not 500 (found by the fuzzing of docs/product/http-contract.md#scale)', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await create(headers, entry(user.id, 2_147_483_648));

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('client_id');
      expect(await logCount()).toBe(0);
    });

    describe('invalid input (400 with the docs/product/http-contract.md#validation messages)', () => {
      it.each([
        ['an empty description', { description: '' }, 'description', 'Description is required'],
        ['a blank description', { description: '   ' }, 'description', 'Description is required'],
        ['no description', { description: undefined }, 'description', 'Description is required'],
        ['no client', { client_id: undefined }, 'client_id', 'Client is required'],
        ['client 0', { client_id: 0 }, 'client_id', 'Client is required'],
        ['a duration of 0', { duration: 0 }, 'duration', 'Duration is required'],
        ['no duration', { duration: undefined }, 'duration', 'Duration is required'],
      ])('refuses %s', async (_case, overrides, field, message) => {
        const { headers, user } = await as(Role.USER);
        const client = await assignedClient(user.id);

        const response = await create(headers, entry(user.id, client.id, overrides));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toEqual([message]);
        expect(await logCount()).toBe(0);
      });

      it('refuses a duration over 24 hours (1440 minutes) and a fraction of a minute', async () => {
        const { headers, user } = await as(Role.USER);
        const client = await assignedClient(user.id);

        const tooLong = await create(headers, entry(user.id, client.id, { duration: 1441 }));
        const fraction = await create(headers, entry(user.id, client.id, { duration: 30.5 }));
        const negative = await create(headers, entry(user.id, client.id, { duration: -30 }));

        expect(tooLong.statusCode).toBe(400);
        expect(tooLong.json().errors).toEqual({ duration: ['A day has at most 24 hours'] });
        expect(fraction.statusCode).toBe(400);
        expect(fraction.json().errors).toHaveProperty('duration');
        expect(negative.statusCode).toBe(400);
        expect(negative.json().errors).toEqual({ duration: ['Duration is required'] });
      });

      it('accepts a whole day of 1440 minutes', async () => {
        const { headers, user } = await as(Role.USER);
        const client = await assignedClient(user.id);

        const response = await create(headers, entry(user.id, client.id, { duration: 1440 }));

        expect(response.statusCode).toBe(201);
      });

      it('refuses a description over 5000 characters and accepts one of exactly 5000', async () => {
        const { headers, user } = await as(Role.USER);
        const client = await assignedClient(user.id);

        const tooLong = await create(headers, entry(user.id, client.id, { description: 'x'.repeat(5001) }));
        const longest = await create(headers, entry(user.id, client.id, { description: 'x'.repeat(5000) }));

        expect(tooLong.statusCode).toBe(400);
        expect(tooLong.json().errors).toEqual({ description: ['Description must be at most 5000 characters.'] });
        expect(longest.statusCode).toBe(201);
        expect(longest.json().data.description).toHaveLength(5000);
      });

      it.each([
        ['before 1900-01-01', '1899-12-31', 'Date must be between 1900-01-01 and 2099-12-31'],
        ['after 2099-12-31', '2100-01-01', 'Date must be between 1900-01-01 and 2099-12-31'],
        ['not a calendar date', '2026-02-30', 'Date must be a real calendar date'],
        ['not YYYY-MM-DD', '16.11.2026', 'Date must be in YYYY-MM-DD format'],
        ['not a date at all', 'tomorrow', 'Date must be in YYYY-MM-DD format'],
      ])('refuses a date %s', async (_case, date, message) => {
        const { headers, user } = await as(Role.USER);
        const client = await assignedClient(user.id, { fromDate: '1900-01-01' });

        const response = await create(headers, entry(user.id, client.id, { date }));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ date: [message] });
      });

      it('accepts the first and the last date of the range', async () => {
        const { headers, user } = await as(Role.USER);
        const client = await assignedClient(user.id, { fromDate: '1900-01-01' });

        const first = await create(headers, entry(user.id, client.id, { date: '1900-01-01' }));
        const last = await create(headers, entry(user.id, client.id, { date: '2099-12-31' }));

        expect(first.statusCode).toBe(201);
        expect(last.statusCode).toBe(201);
      });

      it('refuses a body that is not a JSON object', async () => {
        const { headers } = await as(Role.USER);

        const response = await t.app.inject({
          method: 'POST',
          url: '/api/logs',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '[1, 2]',
        });

        expect(response.statusCode).toBe(400);
      });
    });

    describe('the client must be assigned to that person on that date (docs/product/time-and-week.md#work-logs)', () => {
      it('refuses a client that is not assigned to the person at all', async () => {
        const { headers, user } = await as(Role.USER);
        const colleague = await buildUser(t.database.db);
        const othersClient = await assignedClient(colleague.id);

        const response = await create(headers, entry(user.id, othersClient.id));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: NOT_ASSIGNED,
          errors: { client_id: [NOT_ASSIGNED] },
        });
        expect(await logCount()).toBe(0);
      });

      it('refuses a client that does not exist', async () => {
        const { headers, user } = await as(Role.USER);

        const response = await create(headers, entry(user.id, 99_999));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ client_id: [NOT_ASSIGNED] });
      });

      it('counts the first and the last day of the assignment and nothing outside it', async () => {
        const { headers, user } = await as(Role.USER);
        const client = await assignedClient(user.id, { fromDate: '2026-11-10', toDate: '2026-11-20' });

        const dayBefore = await create(headers, entry(user.id, client.id, { date: '2026-11-09' }));
        const firstDay = await create(headers, entry(user.id, client.id, { date: '2026-11-10' }));
        const lastDay = await create(headers, entry(user.id, client.id, { date: '2026-11-20' }));
        const dayAfter = await create(headers, entry(user.id, client.id, { date: '2026-11-21' }));

        expect(dayBefore.statusCode).toBe(400);
        expect(firstDay.statusCode).toBe(201);
        expect(lastDay.statusCode).toBe(201);
        expect(dayAfter.statusCode).toBe(400);
        expect(dayAfter.json().errors).toEqual({ client_id: [NOT_ASSIGNED] });
      });

      it('counts an assignment without an end date as open-ended', async () => {
        const { headers, user } = await as(Role.USER);
        const client = await assignedClient(user.id, { fromDate: '2026-11-10', toDate: null });

        const farFuture = await create(headers, entry(user.id, client.id, { date: '2099-12-31' }));
        const beforeStart = await create(headers, entry(user.id, client.id, { date: '2026-11-09' }));

        expect(farFuture.statusCode).toBe(201);
        expect(beforeStart.statusCode).toBe(400);
      });

      it('checks the person the log is for, not the admin who files it', async () => {
        const { headers, user: admin } = await as(Role.ADMIN);
        const adminsClient = await assignedClient(admin.id);
        const person = await buildUser(t.database.db);

        const response = await create(headers, entry(person.id, adminsClient.id));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ client_id: [NOT_ASSIGNED] });
      });
    });

    describe('who may log (docs/product/roles-and-access.md#employees, #client-role, #body-ids)', () => {
      it('refuses a USER logging for someone else with 403, even with the client assigned to them', async () => {
        const { headers } = await as(Role.USER);
        const colleague = await buildUser(t.database.db);
        const client = await assignedClient(colleague.id);

        const response = await create(headers, entry(colleague.id, client.id));

        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'You can only change your own work logs.' });
        expect(await logCount()).toBe(0);
      });

      it.each([
        ['an ADMIN', Role.ADMIN],
        ['a SUPER_ADMIN', Role.SUPER_ADMIN],
      ])('lets %s log for someone else', async (_who, roleId) => {
        const { headers } = await as(roleId);
        const person = await buildUser(t.database.db);
        const client = await assignedClient(person.id);

        const response = await create(headers, entry(person.id, client.id));

        expect(response.statusCode).toBe(201);
        expect(response.json().data.user_id).toBe(person.id);
      });

      it('refuses a CLIENT user with 403', async () => {
        const { headers, user } = await asClientUser();

        const response = await create(headers, entry(user.id, user.clientId!));

        expect(response.statusCode).toBe(403);
        expect(await logCount()).toBe(0);
      });
    });

    it('creates the log and answers 201 with the log, its client name and minutes', async () => {
      const { headers, user } = await as(Role.USER);
      const client = await assignedClient(user.id);

      const response = await create(headers, entry(user.id, client.id, { description: '  Code review  ' }));

      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        data: {
          id: expect.any(Number),
          description: 'Code review',
          client_id: client.id,
          client_name: client.name,
          date: MONDAY,
          duration: 90,
          user_id: user.id,
        },
      });
      const [stored] = await t.database.db.select().from(workLogs).where(eq(workLogs.id, body.data.id));
      expect(stored).toMatchObject({ userId: user.id, clientId: client.id, date: MONDAY, durationMinutes: 90 });
    });

    it('allows logs on a Saturday and a Sunday (docs/product/time-and-week.md#work-logs)', async () => {
      const { headers, user } = await as(Role.USER);
      const client = await assignedClient(user.id);

      const saturday = await create(headers, entry(user.id, client.id, { date: '2026-11-21' }));
      const sunday = await create(headers, entry(user.id, client.id, { date: '2026-11-22' }));

      expect(saturday.statusCode).toBe(201);
      expect(sunday.statusCode).toBe(201);
    });

    it('keeps several logs of one person, client and day apart', async () => {
      const { headers, user } = await as(Role.USER);
      const client = await assignedClient(user.id);

      await create(headers, entry(user.id, client.id, { duration: 240 }));
      await create(headers, entry(user.id, client.id, { duration: 300 }));

      expect(await logCount()).toBe(2);
    });
  });

  describe('PUT /api/logs/:id', () => {
    const update = (id: number | string, headers: Headers, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/logs/${id}`, headers, payload });
    /** A signed-in person with one log of 90 minutes on MONDAY for an open-ended client. */
    const ownerWithLog = async (roleId: RoleId = Role.USER) => {
      const owner = await as(roleId);
      const client = await assignedClient(owner.user.id);
      const log = await buildWorkLog(t.database.db, {
        userId: owner.user.id,
        clientId: client.id,
        date: MONDAY,
        minutes: 90,
      });
      return { ...owner, client, log };
    };

    it('answers 401 without a token', async () => {
      const response = await update(1, {}, entry(1, 1));

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number and an invalid body with 400', async () => {
      const { headers, user, client, log } = await ownerWithLog();

      const badId = await update('abc', headers, entry(user.id, client.id));
      const badBody = await update(log.id, headers, entry(user.id, client.id, { duration: 0, description: '' }));

      expect(badId.statusCode).toBe(400);
      expect(badId.json().errors).toHaveProperty('id');
      expect(badBody.statusCode).toBe(400);
      expect(badBody.json().errors).toEqual({
        description: ['Description is required'],
        duration: ['Duration is required'],
      });
    });

    it("refuses another USER's log with 403 and leaves it unchanged", async () => {
      const { user: owner, client, log } = await ownerWithLog();
      const other = await as(Role.USER);

      const asThemselves = await update(log.id, other.headers, entry(other.user.id, client.id));
      const asOwner = await update(log.id, other.headers, entry(owner.id, client.id, { duration: 1 }));

      expect(asThemselves.statusCode).toBe(403);
      expect(asOwner.statusCode).toBe(403);
      const [stored] = await t.database.db.select().from(workLogs).where(eq(workLogs.id, log.id));
      expect(stored).toMatchObject({ userId: owner.id, durationMinutes: 90 });
    });

    it('refuses a USER handing their own log to someone else with 403 (docs/product/roles-and-access.md#body-ids)', async () => {
      const { headers, log } = await ownerWithLog();
      const colleague = await buildUser(t.database.db);
      const colleaguesClient = await assignedClient(colleague.id);

      const response = await update(log.id, headers, entry(colleague.id, colleaguesClient.id));

      expect(response.statusCode).toBe(403);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { user: owner, client, log } = await ownerWithLog();
      const { headers } = await asClientUser();

      const response = await update(log.id, headers, entry(owner.id, client.id));

      expect(response.statusCode).toBe(403);
    });

    it("answers 404 'Work log not found.' for an unknown id", async () => {
      const { headers, user, client } = await ownerWithLog();

      const response = await update(99_999, headers, entry(user.id, client.id));

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Work log not found.' });
    });

    it('refuses moving the log to a date on which the client is not assigned', async () => {
      const owner = await as(Role.USER);
      const client = await assignedClient(owner.user.id, { fromDate: '2026-11-01', toDate: '2026-11-30' });
      const log = await buildWorkLog(t.database.db, {
        userId: owner.user.id,
        clientId: client.id,
        date: MONDAY,
        minutes: 90,
      });

      const response = await update(log.id, owner.headers, entry(owner.user.id, client.id, { date: '2026-12-01' }));

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ client_id: [NOT_ASSIGNED] });
      const [stored] = await t.database.db.select().from(workLogs).where(eq(workLogs.id, log.id));
      expect(stored?.date).toBe(MONDAY);
    });

    it('refuses moving the log to a client that is not assigned to the person', async () => {
      const { headers, user, log } = await ownerWithLog();
      const stranger = await buildClient(t.database.db);

      const response = await update(log.id, headers, entry(user.id, stranger.id));

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ client_id: [NOT_ASSIGNED] });
    });

    it('lets the owner change the log and answers 200 with the changed log', async () => {
      const { headers, user, log } = await ownerWithLog();
      const secondClient = await assignedClient(user.id);

      const response = await update(
        log.id,
        headers,
        entry(user.id, secondClient.id, { description: 'Pairing', date: '2026-11-17', duration: 480 }),
      );

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          id: log.id,
          description: 'Pairing',
          client_id: secondClient.id,
          client_name: secondClient.name,
          date: '2026-11-17',
          duration: 480,
          user_id: user.id,
        },
      });
      const [stored] = await t.database.db.select().from(workLogs).where(eq(workLogs.id, log.id));
      expect(stored).toMatchObject({ clientId: secondClient.id, date: '2026-11-17', durationMinutes: 480 });
    });

    it("lets an admin change someone else's log", async () => {
      const { user: owner, client, log } = await ownerWithLog();
      const admin = await as(Role.ADMIN);

      const response = await update(log.id, admin.headers, entry(owner.id, client.id, { duration: 15 }));

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: log.id, user_id: owner.id, duration: 15 });
    });
  });

  describe('DELETE /api/logs/:id', () => {
    const remove = (id: number | string, headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/logs/${id}`, headers });
    const logOf = async (userId: number) => {
      const client = await assignedClient(userId);
      return buildWorkLog(t.database.db, { userId, clientId: client.id, date: MONDAY, minutes: 60 });
    };

    it('answers 401 without a token', async () => {
      const response = await remove(1, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.USER);

      const response = await remove('abc', headers);

      expect(response.statusCode).toBe(400);
    });

    it("refuses another USER's log with 403 and keeps it", async () => {
      const owner = await buildUser(t.database.db);
      const log = await logOf(owner.id);
      const { headers } = await as(Role.USER);

      const response = await remove(log.id, headers);

      expect(response.statusCode).toBe(403);
      expect(await logCount()).toBe(1);
    });

    it('refuses a CLIENT user with 403', async () => {
      const owner = await buildUser(t.database.db);
      const log = await logOf(owner.id);
      const { headers } = await asClientUser();

      const response = await remove(log.id, headers);

      expect(response.statusCode).toBe(403);
      expect(await logCount()).toBe(1);
    });

    it("answers 404 'Work log not found.' for an unknown id", async () => {
      const { headers } = await as(Role.USER);

      const response = await remove(99_999, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Work log not found.' });
    });

    it('deletes the own log and answers 204 with an empty body', async () => {
      const { headers, user } = await as(Role.USER);
      const log = await logOf(user.id);

      const response = await remove(log.id, headers);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await logCount()).toBe(0);
    });

    it("lets an admin delete someone else's log; a second delete is 404", async () => {
      const owner = await buildUser(t.database.db);
      const log = await logOf(owner.id);
      const { headers } = await as(Role.ADMIN);

      const first = await remove(log.id, headers);
      const second = await remove(log.id, headers);

      expect(first.statusCode).toBe(204);
      expect(second.statusCode).toBe(404);
    });
  });

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
