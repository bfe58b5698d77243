import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';
import { useAssignmentsKit, type Headers } from './assignments-test-kit.js';

describe('client assignments (docs/product/people-and-clients.md#assignments, #assignments, #projects)', () => {
  const { t, as, asClientUser } = useAssignmentsKit();

  describe('GET /api/assignments (the /projects overview)', () => {
    const overview = (headers: Headers, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/assignments${query}`, headers });

    it('answers 401 without a token', async () => {
      const response = await overview({}, '?as_of=2026-11-23');

      expect(response.statusCode).toBe(401);
    });

    it('requires as_of as YYYY-MM-DD', async () => {
      const { headers } = await as(Role.ADMIN);

      const missing = await overview(headers, '');
      const malformed = await overview(headers, '?as_of=23.11.2026');
      const impossible = await overview(headers, '?as_of=2026-02-30');

      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('as_of');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ as_of: ['Date must be in YYYY-MM-DD format'] });
      expect(impossible.statusCode).toBe(400);
      expect(impossible.json().errors).toEqual({ as_of: ['Date must be a real calendar date'] });
    });

    it('refuses a USER and a CLIENT user with 403', async () => {
      const employee = await as(Role.USER);
      const clientUser = await asClientUser();

      const byEmployee = await overview(employee.headers, '?as_of=2026-11-23');
      const byClient = await overview(clientUser.headers, '?as_of=2026-11-23');

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it("plans weekly hours over the days so far and sums the person's logs with that client in the range", async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db, { name: 'Paula Planner' });
      const colleague = await buildUser(t.database.db);
      const client = await buildClient(t.database.db, 'Acme');
      const otherClient = await buildClient(t.database.db);
      const assignment = await buildAssignment(t.database.db, {
        userId: person.id,
        clientId: client.id,
        hours: 10,
        fromDate: '2026-11-01',
        toDate: '2026-12-31',
      });
      const log = (userId: number, clientId: number, date: string, minutes: number) =>
        buildWorkLog(t.database.db, { userId, clientId, date, minutes });
      await log(person.id, client.id, '2026-10-31', 1000); // before the assignment
      await log(person.id, client.id, '2026-11-01', 60); // first day
      await log(person.id, client.id, '2026-11-10', 90);
      await log(person.id, client.id, '2026-11-23', 30); // as_of itself
      await log(person.id, client.id, '2026-11-24', 1000); // after as_of
      await log(person.id, otherClient.id, '2026-11-10', 1000); // another client
      await log(colleague.id, client.id, '2026-11-10', 1000); // another person

      const response = await overview(headers, '?as_of=2026-11-23');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          {
            assignment_id: assignment.id,
            user_id: person.id,
            user_name: 'Paula Planner',
            client_id: client.id,
            client_name: 'Acme',
            hours: 10,
            from_date: '2026-11-01',
            to_date: '2026-12-31',
            // 10 h × 60 × 23 days / 7 = 1971.43
            planned_minutes: 1971,
            logged_minutes: 180,
          },
        ],
      });
    });

    it('plans a full week on the seventh day and answers 0 logged minutes when nothing is logged', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      await buildAssignment(t.database.db, {
        userId: person.id,
        clientId: client.id,
        hours: 8,
        fromDate: '2026-11-17',
      });

      const response = await overview(headers, '?as_of=2026-11-23');

      expect(response.json().data).toEqual([
        expect.objectContaining({ user_id: person.id, planned_minutes: 480, logged_minutes: 0 }),
      ]);
    });

    it('leaves out ended and future assignments and deactivated people, keeps one ending on as_of', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);
      const person = await buildUser(t.database.db);
      const gone = await buildUser(t.database.db, { active: false });
      const endsToday = await buildAssignment(t.database.db, {
        userId: person.id,
        clientId: client.id,
        fromDate: '2026-06-01',
        toDate: '2026-11-23',
      });
      await buildAssignment(t.database.db, {
        userId: person.id,
        clientId: client.id,
        fromDate: '2026-01-01',
        toDate: '2026-11-22',
      });
      await buildAssignment(t.database.db, { userId: person.id, clientId: client.id, fromDate: '2026-11-24' });
      await buildAssignment(t.database.db, { userId: gone.id, clientId: client.id, fromDate: '2026-01-01' });

      const response = await overview(headers, '?as_of=2026-11-23');

      const ids = (response.json().data as { assignment_id: number }[]).map((row) => row.assignment_id);
      expect(ids).toEqual([endsToday.id]);
    });

    it('filters by client_id and by user_id', async () => {
      const { headers } = await as(Role.ADMIN);
      const anna = await buildUser(t.database.db);
      const ben = await buildUser(t.database.db);
      const acme = await buildClient(t.database.db, 'Acme');
      const globex = await buildClient(t.database.db, 'Globex');
      const annaAcme = await buildAssignment(t.database.db, { userId: anna.id, clientId: acme.id });
      const annaGlobex = await buildAssignment(t.database.db, { userId: anna.id, clientId: globex.id });
      const benAcme = await buildAssignment(t.database.db, { userId: ben.id, clientId: acme.id });
      const ids = (body: { data: { assignment_id: number }[] }) => body.data.map((row) => row.assignment_id).sort();

      const byClient = await overview(headers, `?as_of=2026-11-23&client_id=${acme.id}`);
      const byUser = await overview(headers, `?as_of=2026-11-23&user_id=${anna.id}`);
      const byBoth = await overview(headers, `?as_of=2026-11-23&client_id=${globex.id}&user_id=${anna.id}`);

      expect(ids(byClient.json())).toEqual([annaAcme.id, benAcme.id].sort());
      expect(ids(byUser.json())).toEqual([annaAcme.id, annaGlobex.id].sort());
      expect(ids(byBoth.json())).toEqual([annaGlobex.id]);
    });
  });

  it('lists every assignment route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/users/:id/clients users:read',
        'POST /api/users/:id/clients users:manage',
        'DELETE /api/users/:id/clients/:clientId users:manage',
        'GET /api/assignments users:manage',
      ]),
    );
  });
});
