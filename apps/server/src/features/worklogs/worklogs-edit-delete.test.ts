import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { workLogs } from '../../platform/db/schema.js';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildWorkLog } from '../../test/record-factories.js';
import { useWorkLogsKit, type Headers, NOT_ASSIGNED, MONDAY } from './worklogs-test-kit.js';

describe('work logs (docs/product/time-and-week.md#dashboard, docs/product/http-contract.md#validation Work entry form, docs/product/http-contract.md#endpoints Work logs; docs/product/time-and-week.md#work-logs)', () => {
  const { t, as, asClientUser, assignedClient, entry, logCount } = useWorkLogsKit();

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
});
