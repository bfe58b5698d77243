import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { workLogs } from '../../platform/db/schema.js';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';
import { useAssignmentsKit, type Headers } from './assignments-test-kit.js';

describe('client assignments (docs/product/people-and-clients.md#assignments, #assignments, #projects)', () => {
  const { t, as, asClientUser, clientsOf } = useAssignmentsKit();

  describe('GET /api/users/:id/clients', () => {
    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      const response = await clientsOf(person.id, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.USER);

      const response = await t.app.inject({ method: 'GET', url: '/api/users/me/clients', headers });

      expect(response.statusCode).toBe(400);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers, user } = await asClientUser();

      const response = await clientsOf(user.id, headers);

      expect(response.statusCode).toBe(403);
    });

    it("answers 404 'User not found.' for an unknown person", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await clientsOf(99_999, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found.' });
    });

    it("lets an employee read a colleague's assignments with the client name and pivot, oldest first", async () => {
      const { headers } = await as(Role.USER);
      const colleague = await buildUser(t.database.db);
      const acme = await buildClient(t.database.db, 'Acme');
      const globex = await buildClient(t.database.db, 'Globex');
      const later = await buildAssignment(t.database.db, {
        userId: colleague.id,
        clientId: acme.id,
        hours: 10,
        fromDate: '2026-06-01',
      });
      const earlier = await buildAssignment(t.database.db, {
        userId: colleague.id,
        clientId: globex.id,
        hours: 30,
        fromDate: '2026-01-01',
        toDate: '2026-05-31',
      });

      const response = await clientsOf(colleague.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          {
            id: globex.id,
            name: 'Globex',
            hours: 30,
            pivot: { id: earlier.id, client_id: globex.id, hours: 30, from_date: '2026-01-01', to_date: '2026-05-31' },
          },
          {
            id: acme.id,
            name: 'Acme',
            hours: 10,
            pivot: { id: later.id, client_id: acme.id, hours: 10, from_date: '2026-06-01', to_date: null },
          },
        ],
      });
    });
  });

  describe('DELETE /api/users/:id/clients/:clientId', () => {
    const unassign = (userId: number, clientId: number, headers: Headers, query = '') =>
      t.app.inject({ method: 'DELETE', url: `/api/users/${userId}/clients/${clientId}${query}`, headers });

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      await buildAssignment(t.database.db, { userId: person.id, clientId: client.id });

      const response = await unassign(person.id, client.id, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an assignment_id that is not a number with 400', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);

      const response = await unassign(person.id, client.id, headers, '?assignment_id=first');

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('assignment_id');
    });

    it('refuses a USER and a CLIENT user with 403 and keeps the assignment', async () => {
      const employee = await as(Role.USER);
      const clientUser = await asClientUser();
      const client = await buildClient(t.database.db);
      await buildAssignment(t.database.db, { userId: employee.user.id, clientId: client.id });

      const byEmployee = await unassign(employee.user.id, client.id, employee.headers);
      const byClient = await unassign(employee.user.id, client.id, clientUser.headers);

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
      expect((await clientsOf(employee.user.id, employee.headers)).json().data).toHaveLength(1);
    });

    it('answers 404 when the person has no assignment with that client', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);

      const response = await unassign(person.id, client.id, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'This person has no such client assignment.' });
    });

    it('answers 404 for an assignment_id that belongs to another client', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const acme = await buildClient(t.database.db);
      const globex = await buildClient(t.database.db);
      await buildAssignment(t.database.db, { userId: person.id, clientId: acme.id });
      const other = await buildAssignment(t.database.db, { userId: person.id, clientId: globex.id });

      const response = await unassign(person.id, acme.id, headers, `?assignment_id=${other.id}`);

      expect(response.statusCode).toBe(404);
      expect((await clientsOf(person.id, headers)).json().data).toHaveLength(2);
    });

    it('removes every assignment with that client and leaves the others', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const acme = await buildClient(t.database.db);
      const globex = await buildClient(t.database.db);
      await buildAssignment(t.database.db, { userId: person.id, clientId: acme.id, fromDate: '2026-01-01' });
      await buildAssignment(t.database.db, { userId: person.id, clientId: acme.id, fromDate: '2026-07-01' });
      await buildAssignment(t.database.db, { userId: person.id, clientId: globex.id });

      const response = await unassign(person.id, acme.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Client unassigned successfully' });
      const left = (await clientsOf(person.id, headers)).json().data as { id: number }[];
      expect(left.map((item) => item.id)).toEqual([globex.id]);
    });

    it('removes only the assignment named by assignment_id', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      const first = await buildAssignment(t.database.db, {
        userId: person.id,
        clientId: client.id,
        fromDate: '2026-01-01',
      });
      const second = await buildAssignment(t.database.db, {
        userId: person.id,
        clientId: client.id,
        fromDate: '2026-07-01',
      });

      const response = await unassign(person.id, client.id, headers, `?assignment_id=${first.id}`);

      expect(response.statusCode).toBe(200);
      const left = (await clientsOf(person.id, headers)).json().data as { pivot: { id: number } }[];
      expect(left.map((item) => item.pivot.id)).toEqual([second.id]);
    });

    it('keeps the time already logged with the client (docs/product/people-and-clients.md#assignments)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      await buildAssignment(t.database.db, { userId: person.id, clientId: client.id });
      const log = await buildWorkLog(t.database.db, {
        userId: person.id,
        clientId: client.id,
        date: '2026-11-20',
        minutes: 240,
      });

      await unassign(person.id, client.id, headers);

      const logs = await t.database.db.select().from(workLogs).where(eq(workLogs.userId, person.id));
      expect(logs.map((row) => ({ id: row.id, minutes: row.durationMinutes }))).toEqual([{ id: log.id, minutes: 240 }]);
    });
  });
});
