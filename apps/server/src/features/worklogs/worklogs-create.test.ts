import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { workLogs } from '../../platform/db/schema.js';
import { buildUser } from '../../test/factories.js';
import { useWorkLogsKit, type Headers, NOT_ASSIGNED, MONDAY } from './worklogs-test-kit.js';

describe('work logs (docs/product/time-and-week.md#dashboard, docs/product/http-contract.md#validation Work entry form, docs/product/http-contract.md#endpoints Work logs; docs/product/time-and-week.md#work-logs)', () => {
  const { t, as, asClientUser, assignedClient, entry, logCount } = useWorkLogsKit();

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
});
