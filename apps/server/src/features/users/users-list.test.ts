import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { allowances, skills, userSkills } from '../../platform/db/schema.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildAssignment } from '../../test/record-factories.js';
import { useUsersKit } from './users-test-kit.js';

describe('people (docs/product/people-and-clients.md#users-screen, docs/product/http-contract.md#endpoints Users)', () => {
  const { queries, t, as } = useUsersKit();

  describe('GET /api/users', () => {
    const list = (headers: Record<string, string> = {}, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/users${query}`, headers });

    it('answers 401 without a token', async () => {
      const response = await list();

      expect(response.statusCode).toBe(401);
    });

    it('refuses an unknown include with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await list(headers, '?include=salaries');

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('include');
    });

    it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
      const client = await buildClient(t.database.db);
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const response = await list(headers);

      expect(response.statusCode).toBe(403);
    });

    it('lets an employee read everybody with their client assignments and pivot', async () => {
      const { headers, user: viewer } = await as(Role.USER);
      const colleague = await buildUser(t.database.db, { name: 'Aaron Colleague' });
      const client = await buildClient(t.database.db, 'Acme');
      const assignment = await buildAssignment(t.database.db, {
        userId: colleague.id,
        clientId: client.id,
        hours: 20,
        fromDate: '2026-02-01',
        toDate: '2026-12-31',
      });

      const response = await list(headers);

      expect(response.statusCode).toBe(200);
      const people = response.json().data as { id: number }[];
      expect(people.map((person) => person.id)).toEqual(expect.arrayContaining([viewer.id, colleague.id]));
      const listed = people.find((person) => person.id === colleague.id);
      expect(listed).toMatchObject({ name: 'Aaron Colleague', email: colleague.email, role_id: Role.USER });
      expect(listed).toHaveProperty('clients', [
        {
          id: client.id,
          name: 'Acme',
          hours: 20,
          pivot: { id: assignment.id, client_id: client.id, hours: 20, from_date: '2026-02-01', to_date: '2026-12-31' },
        },
      ]);
      expect(listed).not.toHaveProperty('days_off');
      expect(listed).not.toHaveProperty('skills');
      expect(JSON.stringify(people)).not.toMatch(/password/i);
    });

    it('adds days_off keyed by year with include=days_off', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      await t.database.db.insert(allowances).values([
        { userId: person.id, year: 2026, total: 25 },
        { userId: person.id, year: 2027, total: 27 },
      ]);

      const response = await list(headers, '?include=days_off');

      expect(response.statusCode).toBe(200);
      const listed = (response.json().data as { id: number }[]).find((row) => row.id === person.id);
      expect(listed).toHaveProperty('days_off', { '2026': 25, '2027': 27 });
      expect(listed).not.toHaveProperty('skills');
    });

    it("refuses other people's allowances (include=days_off) to a USER with 403 (docs/product/roles-and-access.md#others-balances)", async () => {
      const { headers } = await as(Role.USER);

      const response = await list(headers, '?include=days_off');

      expect(response.statusCode).toBe(403);
    });

    it('adds skills with include=skills', async () => {
      const { headers } = await as(Role.USER);
      const person = await buildUser(t.database.db);
      const [typescript] = await t.database.db.insert(skills).values({ name: 'TypeScript' }).returning();
      await t.database.db.insert(userSkills).values({ userId: person.id, skillId: typescript!.id });

      const response = await list(headers, '?include=skills');

      expect(response.statusCode).toBe(200);
      const rows = response.json().data as { id: number }[];
      expect(rows.find((row) => row.id === person.id)).toHaveProperty('skills', [
        { id: typescript!.id, name: 'TypeScript' },
      ]);
      expect(rows.find((row) => row.id !== person.id)).toHaveProperty('skills', []);
    });

    it('hides deactivated people with status=active and shows them otherwise', async () => {
      const { headers } = await as(Role.ADMIN);
      const gone = await buildUser(t.database.db, { active: false });

      const active = await list(headers, '?status=active');
      const all = await list(headers);

      const activeIds = (active.json().data as { id: number }[]).map((row) => row.id);
      expect(activeIds).not.toContain(gone.id);
      expect(all.json().data).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: gone.id, status: 'inactive' })]),
      );
    });
  });

  describe('GET /api/users with page (the users screen, docs/product/people-and-clients.md#users-screen, docs/product/time-and-week.md#constants; docs/product/http-contract.md#scale)', () => {
    interface Listed {
      data: { id: number; name: string; email: string; role_id: number; status: string; clients: unknown[] }[];
      meta: { total: number; page: number; page_size: number };
    }
    const page = async (headers: Record<string, string>, query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Listed;
    };
    /** The names the filters find, as the full list orders them (by name, then id). */
    const allNames = async (headers: Record<string, string>, query: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers })).json() as Listed).data.map(
        (row) => row.name,
      );

    it('answers one page of the full list in its order, with the total and the page size', async () => {
      const { headers } = await as(Role.ADMIN);
      for (let i = 0; i < 7; i += 1) await buildUser(t.database.db, { name: `Paged Person ${i}` });
      const everyone = await allNames(headers, 'status=all');

      const second = await page(headers, 'status=all&page=2&page_size=3');

      expect(second.meta).toEqual({ total: everyone.length, page: 2, page_size: 3 });
      expect(second.data.map((row) => row.name)).toEqual(everyone.slice(3, 6));
    });

    it('answers an empty page past the end, still with the total', async () => {
      const { headers } = await as(Role.ADMIN);
      const total = (await allNames(headers, 'status=all')).length;

      const past = await page(headers, 'status=all&page=40&page_size=50');

      expect(past).toEqual({ data: [], meta: { total, page: 40, page_size: 50 } });
    });

    it('keeps the employees and the client users apart (the two tabs)', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);
      const clientUser = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: client.id });
      const employee = await buildUser(t.database.db);

      const employees = await page(headers, 'kind=employees&page=1');
      const clientUsers = await page(headers, 'kind=clients&page=1');

      expect(employees.data.map((row) => row.id)).toContain(employee.id);
      expect(employees.data.every((row) => row.role_id !== Role.CLIENT)).toBe(true);
      expect(clientUsers.data.map((row) => row.id)).toEqual([clientUser.id]);
      expect(clientUsers.meta.total).toBe(1);
    });

    it('finds people by part of the name or the e-mail, in any case, and counts only them', async () => {
      const { headers } = await as(Role.ADMIN);
      const byName = await buildUser(t.database.db, { name: 'Greta Lindqvist' });
      const byEmail = await buildUser(t.database.db, { email: 'lindqvist.g@example.com' });
      await buildUser(t.database.db, { name: 'Someone Else' });

      const found = await page(headers, 'search=LINDQ&page=1');

      expect(found.data.map((row) => row.id).sort()).toEqual([byName.id, byEmail.id].sort());
      expect(found.meta.total).toBe(2);
    });

    it('takes % and _ in a search as the characters themselves', async () => {
      const { headers } = await as(Role.ADMIN);
      const percent = await buildUser(t.database.db, { name: 'Hundred % Sure' });
      await buildUser(t.database.db, { name: 'Hundred Sure' });

      const withPercent = await page(headers, `search=${encodeURIComponent('d %')}&page=1`);
      const withUnderscore = await page(headers, 'search=_&page=1');

      expect(withPercent.data.map((row) => row.id)).toEqual([percent.id]);
      expect(withUnderscore.meta.total).toBe(0);
    });

    it('hides deactivated people with status=active on a page too', async () => {
      const { headers } = await as(Role.ADMIN);
      const gone = await buildUser(t.database.db, { name: 'Zelda Gone', active: false });

      const active = await page(headers, 'status=active&search=Zelda&page=1');
      const all = await page(headers, 'status=all&search=Zelda&page=1');

      expect(active.meta.total).toBe(0);
      expect(all.data.map((row) => row.id)).toEqual([gone.id]);
    });

    it('gives each person of a page their own client assignments', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db, 'Paged Client');
      const first = await buildUser(t.database.db, { name: 'Aaaa First' });
      const second = await buildUser(t.database.db, { name: 'Aaab Second' });
      await buildAssignment(t.database.db, { userId: second.id, clientId: client.id, hours: 12 });

      const found = await page(headers, 'search=Aaa&page=1&page_size=1');
      const next = await page(headers, 'search=Aaa&page=2&page_size=1');

      expect(found.data).toEqual([expect.objectContaining({ id: first.id, clients: [] })]);
      expect(next.data).toEqual([
        expect.objectContaining({
          id: second.id,
          clients: [expect.objectContaining({ name: 'Paged Client', hours: 12 })],
        }),
      ]);
    });

    it("answers without meta when no page is asked for (the spec's list)", async () => {
      const { headers } = await as(Role.ADMIN);

      const body = (await t.app.inject({ method: 'GET', url: '/api/users', headers })).json();

      expect(body).not.toHaveProperty('meta');
    });

    it.each([
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['page=1&page_size=251', 'page_size'],
      ['page=1&page_size=0', 'page_size'],
      ['page=1&kind=admins', 'kind'],
      [`page=1&search=${'x'.repeat(101)}`, 'search'],
    ])('refuses %s with 400 naming %s (docs/product/http-contract.md#errors)', async (query, field) => {
      const { headers } = await as(Role.ADMIN);

      const response = await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    });

    it('sends the same number of queries for a page of 2 people as for a page of 30', async () => {
      const { headers } = await as(Role.ADMIN);
      const few = await queries.during(() => page(headers, 'page=1&page_size=2'));
      for (let i = 0; i < 30; i += 1) await buildUser(t.database.db);

      const many = await queries.during(() => page(headers, 'page=1&page_size=30'));

      expect((await page(headers, 'page=1&page_size=30')).data).toHaveLength(30);
      expect(many).toBe(few);
    });
  });
});
