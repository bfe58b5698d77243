import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { workLogs } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn, signedInClientUser } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';
import { expectPageRefused, PAGES_OUT_OF_BOUNDS } from '../../test/paging.js';

type Headers = Record<string, string>;

describe('client assignments (docs/product/people-and-clients.md#assignments, #assignments, #projects)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  const clientsOf = (userId: number, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/users/${userId}/clients`, headers });

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

  describe('POST /api/users/:id/clients', () => {
    const assign = (userId: number, headers: Headers, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/users/${userId}/clients`, headers, payload });

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);

      const response = await assign(person.id, {}, { client: client.id, hours: 8, dates: ['2026-11-02'] });

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input (docs/product/people-and-clients.md#assignments)', () => {
      it("refuses a missing client with 'Client field is required'", async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await assign(person.id, headers, { hours: 8, dates: ['2026-11-02'] });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Client field is required',
          errors: { client: ['Client field is required'] },
        });
      });

      it("refuses hours below 1 with 'Hours must be at least 1'", async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);
        const client = await buildClient(t.database.db);

        const response = await assign(person.id, headers, { client: client.id, hours: 0, dates: ['2026-11-02'] });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Hours must be at least 1',
          errors: { hours: ['Hours must be at least 1'] },
        });
      });

      it('refuses hours that are not whole (step 1)', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);
        const client = await buildClient(t.database.db);

        const response = await assign(person.id, headers, { client: client.id, hours: 7.5, dates: ['2026-11-02'] });

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ hours: ['Hours must be a whole number'] });
      });

      it('refuses an end date before the start date', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);
        const client = await buildClient(t.database.db);

        const response = await assign(person.id, headers, {
          client: client.id,
          hours: 8,
          dates: ['2026-11-10', '2026-11-09'],
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'The end date cannot be before the start date.',
          errors: { 'dates.1': ['The end date cannot be before the start date.'] },
        });
      });

      it('refuses missing dates and a date that is not YYYY-MM-DD', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);
        const client = await buildClient(t.database.db);

        const missing = await assign(person.id, headers, { client: client.id, hours: 8 });
        const emptyStart = await assign(person.id, headers, { client: client.id, hours: 8, dates: [''] });
        const malformed = await assign(person.id, headers, { client: client.id, hours: 8, dates: ['02.11.2026'] });

        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors).toHaveProperty('dates');
        expect(emptyStart.statusCode).toBe(400);
        expect(emptyStart.json().errors).toEqual({ 'dates.0': ['Start date is required'] });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().errors).toEqual({ 'dates.0': ['Date must be in YYYY-MM-DD format'] });
      });

      it("refuses a client that does not exist with 'Client not found.'", async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await assign(person.id, headers, { client: 4242, hours: 8, dates: ['2026-11-02'] });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Client not found.',
          errors: { client: ['Client not found.'] },
        });
      });
    });

    it('refuses a USER, also for themselves, and a CLIENT user with 403', async () => {
      const employee = await as(Role.USER);
      const clientUser = await asClientUser();
      const client = await buildClient(t.database.db);
      const body = { client: client.id, hours: 8, dates: ['2026-11-02'] };

      const byEmployee = await assign(employee.user.id, employee.headers, body);
      const byClient = await assign(employee.user.id, clientUser.headers, body);

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
      expect((await clientsOf(employee.user.id, employee.headers)).json().data).toEqual([]);
    });

    it("answers 404 'User not found.' for an unknown person", async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);

      const response = await assign(99_999, headers, { client: client.id, hours: 8, dates: ['2026-11-02'] });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found.' });
    });

    it("answers 201 with the person's assignments, an open-ended one included", async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db, 'Initech');

      const response = await assign(person.id, headers, { client: client.id, hours: 16, dates: ['2026-11-02'] });

      expect(response.statusCode).toBe(201);
      const expected = [
        {
          id: client.id,
          name: 'Initech',
          hours: 16,
          pivot: {
            id: expect.any(Number),
            client_id: client.id,
            hours: 16,
            from_date: '2026-11-02',
            to_date: null,
          },
        },
      ];
      expect(response.json()).toEqual({ data: expected });
      expect((await clientsOf(person.id, headers)).json()).toEqual({ data: expected });
    });

    it('refuses a second assignment with the same client over an overlapping range with 409', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      await assign(person.id, headers, { client: client.id, hours: 20, dates: ['2026-01-01', null] });

      const response = await assign(person.id, headers, {
        client: client.id,
        hours: 10,
        dates: ['2026-05-01', '2026-05-31'],
      });

      expect(response.statusCode).toBe(409);
      expect((await clientsOf(person.id, headers)).json().data).toHaveLength(1);
    });

    it('keeps several assignments with one client over different ranges (docs/product/people-and-clients.md#assignments)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);

      await assign(person.id, headers, { client: client.id, hours: 20, dates: ['2026-01-01', '2026-06-30'] });
      await assign(person.id, headers, { client: client.id, hours: 40, dates: ['2026-07-01', null] });

      const pivots = (await clientsOf(person.id, headers)).json().data.map((item: { pivot: object }) => item.pivot);
      expect(pivots).toEqual([
        expect.objectContaining({ client_id: client.id, hours: 20, from_date: '2026-01-01', to_date: '2026-06-30' }),
        expect.objectContaining({ client_id: client.id, hours: 40, from_date: '2026-07-01', to_date: null }),
      ]);
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

  describe('GET /api/assignments with page (/projects, docs/product/people-and-clients.md#projects; docs/product/http-contract.md#scale)', () => {
    interface Paged {
      data: { assignment_id: number; client_name: string; user_name: string; logged_minutes: number }[];
      meta: { total: number; page: number; page_size: number };
    }
    const overview = (headers: Headers, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/assignments?as_of=2026-11-23${query}`, headers });
    const page = async (headers: Headers, query: string) => {
      const response = await overview(headers, `&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Paged;
    };
    const assignmentIds = (rows: { assignment_id: number }[]) => rows.map((row) => row.assignment_id);
    /**
     * Seven running assignments: Anna with Acme and Globex, two people named Ben with Acme (the later one's assignment made
     * first) and one of them with Globex, Cleo with Acme, Dan with Globex; one ended and one of a person who left do not count.
     */
    const sevenRunning = async () => {
      const people = [];
      for (const name of ['Anna', 'Ben', 'Ben', 'Cleo', 'Dan']) people.push(await buildUser(t.database.db, { name }));
      const [anna, ben, otherBen, cleo, dan] = people;
      const gone = await buildUser(t.database.db, { name: 'Al Gone', active: false });
      const acme = await buildClient(t.database.db, 'Acme');
      const globex = await buildClient(t.database.db, 'Globex');
      const assign = (userId: number, clientId: number, toDate: string | null = null) =>
        buildAssignment(t.database.db, { userId, clientId, fromDate: '2026-01-01', toDate });
      await assign(ben!.id, globex.id);
      await assign(otherBen!.id, acme.id);
      await assign(cleo!.id, acme.id);
      await assign(anna!.id, acme.id);
      await assign(anna!.id, globex.id);
      await assign(ben!.id, acme.id);
      await assign(dan!.id, globex.id);
      await assign(cleo!.id, globex.id, '2026-05-31');
      await assign(gone.id, acme.id);
      await buildWorkLog(t.database.db, { userId: dan!.id, clientId: globex.id, date: '2026-11-20', minutes: 90 });
      return { anna: anna!, acme, globex };
    };

    it('answers one page of the full list in its order, equal client and name by assignment, with the total', async () => {
      const { headers } = await as(Role.ADMIN);
      await sevenRunning();
      const everyone = (await overview(headers, '')).json().data as Paged['data'];

      // The two Bens with Acme are the second and the third: the first two pages share them.
      const pages = await Promise.all([1, 2, 3, 4].map((number) => page(headers, `page=${number}&page_size=2`)));

      expect(everyone.map((row) => `${row.client_name} ${row.user_name}`)).toEqual([
        'Acme Anna',
        'Acme Ben',
        'Acme Ben',
        'Acme Cleo',
        'Globex Anna',
        'Globex Ben',
        'Globex Dan',
      ]);
      const bensAtAcme = assignmentIds(everyone.slice(1, 3));
      expect(bensAtAcme).toEqual([...bensAtAcme].sort((a, b) => a - b));
      expect(pages[1]!.meta).toEqual({ total: 7, page: 2, page_size: 2 });
      expect(pages.flatMap((one) => one.data)).toEqual(everyone);
      expect(pages[3]!.data).toEqual([expect.objectContaining({ user_name: 'Dan', logged_minutes: 90 })]);
    });

    it('filters by client and person before paging and counting', async () => {
      const { headers } = await as(Role.ADMIN);
      const { anna, acme, globex } = await sevenRunning();

      const atAcme = await page(headers, `client_id=${acme.id}&page=2&page_size=2`);
      const ofAnna = await page(headers, `user_id=${anna.id}&page=1&page_size=1`);
      const annaAtGlobex = await page(headers, `client_id=${globex.id}&user_id=${anna.id}&page=1`);

      expect(atAcme.meta.total).toBe(4);
      expect(atAcme.data.map((row) => row.user_name)).toEqual(['Ben', 'Cleo']);
      expect(ofAnna.meta.total).toBe(2);
      expect(ofAnna.data.map((row) => row.client_name)).toEqual(['Acme']);
      expect(annaAtGlobex.meta).toEqual({ total: 1, page: 1, page_size: 50 });
    });

    it('answers an empty page past the end, still with the total', async () => {
      const { headers } = await as(Role.ADMIN);
      await sevenRunning();

      const past = await page(headers, 'page=3&page_size=5');

      expect(past).toEqual({ data: [], meta: { total: 7, page: 3, page_size: 5 } });
    });

    it("answers every running assignment without meta when no page is asked for (the spec's list)", async () => {
      const { headers } = await as(Role.ADMIN);
      await sevenRunning();

      const body = (await overview(headers, '&page_size=2')).json();

      expect(body).not.toHaveProperty('meta');
      expect(body.data).toHaveLength(7);
    });

    it.each(PAGES_OUT_OF_BOUNDS)(
      'refuses %s with 400 naming %s (docs/product/http-contract.md#errors)',
      async (query, field) => {
        const { headers } = await as(Role.ADMIN);

        expectPageRefused(await overview(headers, `&${query}`), field);
      },
    );

    it('sends the same number of queries for a page of 2 assignments as for a page of 30', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);
      const assignSomeone = async () => {
        const person = await buildUser(t.database.db);
        await buildAssignment(t.database.db, { userId: person.id, clientId: client.id });
        await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date: '2026-11-20', minutes: 60 });
      };
      for (let index = 0; index < 2; index += 1) await assignSomeone();
      const few = await queries.during(() => page(headers, 'page=1&page_size=30'));
      for (let index = 0; index < 28; index += 1) await assignSomeone();

      const many = await queries.during(() => page(headers, 'page=1&page_size=30'));

      expect((await page(headers, 'page=1&page_size=30')).data).toHaveLength(30);
      expect(many).toBe(few);
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
