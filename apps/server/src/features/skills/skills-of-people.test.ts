import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildUser } from '../../test/factories.js';
import { expectPageRefused, PAGES_OUT_OF_BOUNDS } from '../../test/paging.js';
import { useSkillsKit, type Headers } from './skills-test-kit.js';

describe('skills (docs/product/people-and-clients.md#skills, docs/product/http-contract.md#endpoints Skills, docs/product/roles-and-access.md#employees, docs/product/people-and-clients.md#skills)', () => {
  const { queries, t, as, asClientUser, call, skill, give, ids } = useSkillsKit();

  describe('/api/users/{id}/skills', () => {
    it('reads anyone’s skills for an employee (docs/product/roles-and-access.md#employees), 401 without a token', async () => {
      const viewer = await as(Role.USER);
      const other = await buildUser(t.database.db);
      const go = await skill('Go');
      await give(other.id, go.id);

      expect((await call('GET', `/api/users/${other.id}/skills`, {})).statusCode).toBe(401);
      const response = await call('GET', `/api/users/${other.id}/skills`, viewer.headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: { skills: [go] } });
    });

    it('adds own skills: 401, 400, 403 for someone else’s, then {user: {skills}}', async () => {
      const me = await as(Role.USER);
      const other = await buildUser(t.database.db);
      const go = await skill('Go');
      const url = `/api/users/${me.user.id}/skills`;

      expect((await call('PUT', url, {}, { skills: [go.id] })).statusCode).toBe(401);
      expect((await call('PUT', url, me.headers, { skills: ['x'] })).statusCode).toBe(400);
      const forbidden = await call('PUT', `/api/users/${other.id}/skills`, me.headers, { skills: [go.id] });
      const added = await call('PUT', url, me.headers, { skills: [go.id] });
      const twice = await call('PUT', url, me.headers, { skills: [go.id] });

      expect(forbidden.statusCode).toBe(403);
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ user: { skills: [go] } });
      expect(twice.json()).toEqual({ user: { skills: [go] } });
    });

    it('lets an admin add a skill to someone else, and refuses an unknown skill with 400', async () => {
      const admin = await as(Role.ADMIN);
      const other = await buildUser(t.database.db);
      const go = await skill('Go');

      const added = await call('PUT', `/api/users/${other.id}/skills`, admin.headers, { skills: [go.id] });
      const unknown = await call('PUT', `/api/users/${other.id}/skills`, admin.headers, { skills: [9999] });

      expect(added.json()).toEqual({ user: { skills: [go] } });
      expect(unknown.statusCode).toBe(400);
    });

    it('removes own skills: 401, 400, 403 for someone else’s, then the rest', async () => {
      const me = await as(Role.USER);
      const other = await buildUser(t.database.db);
      const go = await skill('Go');
      const rust = await skill('Rust');
      await give(me.user.id, go.id);
      await give(me.user.id, rust.id);
      await give(other.id, go.id);

      expect((await call('DELETE', `/api/users/${me.user.id}/skills/${go.id}`, {})).statusCode).toBe(401);
      expect((await call('DELETE', `/api/users/${me.user.id}/skills/x`, me.headers)).statusCode).toBe(400);
      const forbidden = await call('DELETE', `/api/users/${other.id}/skills/${go.id}`, me.headers);
      const removed = await call('DELETE', `/api/users/${me.user.id}/skills/${go.id}`, me.headers);

      expect(forbidden.statusCode).toBe(403);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ user: { skills: [rust] } });
    });
  });

  describe('GET /api/all/skills', () => {
    it('answers 401 and 403 to a CLIENT user', async () => {
      const client = await asClientUser();

      expect((await call('GET', '/api/all/skills', {})).statusCode).toBe(401);
      expect((await call('GET', '/api/all/skills', client.headers)).statusCode).toBe(403);
    });

    it('shows admins every active employee with skills, and hides administrators from a USER (docs/product/people-and-clients.md#skills)', async () => {
      const admin = await as(Role.ADMIN, 'Ada Admin');
      const user = await as(Role.USER, 'Uma User');
      await buildUser(t.database.db, { name: 'Gone', active: false });
      const go = await skill('Go');
      await give(user.user.id, go.id);

      const forAdmin = (await call('GET', '/api/all/skills', admin.headers)).json() as { data: { name: string }[] };
      const forUser = await call('GET', '/api/all/skills', user.headers);

      expect(forAdmin.data.map((person) => person.name)).toEqual(['Ada Admin', 'Administrator', 'Uma User']);
      expect(forUser.statusCode).toBe(200);
      expect(forUser.json()).toEqual({
        data: [{ id: user.user.id, name: 'Uma User', email: user.user.email, role_id: Role.USER, skills: [go] }],
      });
    });
  });

  describe('GET /api/all/skills with page (/skills/list, docs/product/people-and-clients.md#skills; docs/product/http-contract.md#scale)', () => {
    interface Paged {
      data: { id: number; name: string; skills: { name: string }[] }[];
      meta: { total: number; page: number; page_size: number };
    }
    const list = (headers: Headers, query: string) => call('GET', `/api/all/skills${query}`, headers);
    const page = async (headers: Headers, query: string) => {
      const response = await list(headers, `?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Paged;
    };
    /** Beside 'Ada Admin' and the first 'Administrator': Bo, three people named Sam, Zoe, each with a skill, and one who left. */
    const sevenPeople = async () => {
      const admin = await as(Role.ADMIN, 'Ada Admin');
      const go = await skill('Go');
      for (const name of ['Zoe', 'Sam', 'Bo', 'Sam', 'Sam']) {
        const person = await buildUser(t.database.db, { name });
        await give(person.id, go.id);
      }
      await buildUser(t.database.db, { name: 'Al Gone', active: false });
      return admin;
    };

    it('answers one page of the full list in its order, equal names oldest first, with the total and the skills', async () => {
      const { headers } = await sevenPeople();
      const everyone = (await list(headers, '')).json().data as Paged['data'];

      // The three people named Sam are the 4th to the 6th: the second and third pages share them.
      const pages = [1, 2, 3, 4].map((number) => page(headers, `page=${number}&page_size=2`));
      const paged = await Promise.all(pages);

      const sams = ids(everyone.filter((person) => person.name === 'Sam'));
      expect(sams).toEqual([...sams].sort((a, b) => a - b));
      expect(everyone.map((person) => person.name)).toEqual([
        'Ada Admin',
        'Administrator',
        'Bo',
        'Sam',
        'Sam',
        'Sam',
        'Zoe',
      ]);
      expect(paged[1]!.meta).toEqual({ total: 7, page: 2, page_size: 2 });
      expect(paged.flatMap((one) => one.data)).toEqual(everyone);
      expect(paged[3]!.data.map((person) => person.skills)).toEqual([[{ id: expect.any(Number), name: 'Go' }]]);
    });

    it('pages and counts for a USER without administrators', async () => {
      await sevenPeople();
      const { headers } = await as(Role.USER, 'Uma User');

      const first = await page(headers, 'page=1');

      expect(first.meta).toEqual({ total: 6, page: 1, page_size: 50 });
      expect(first.data.map((person) => person.name)).toEqual(['Bo', 'Sam', 'Sam', 'Sam', 'Uma User', 'Zoe']);
    });

    it('answers an empty page past the end, still with the total', async () => {
      const { headers } = await sevenPeople();

      const past = await page(headers, 'page=3&page_size=5');

      expect(past).toEqual({ data: [], meta: { total: 7, page: 3, page_size: 5 } });
    });

    it("answers everyone without meta when no page is asked for (the spec's list)", async () => {
      const { headers } = await sevenPeople();

      const body = (await list(headers, '?page_size=2')).json();

      expect(body).not.toHaveProperty('meta');
      expect(body.data).toHaveLength(7);
    });

    it.each(PAGES_OUT_OF_BOUNDS)(
      'refuses %s with 400 naming %s (docs/product/http-contract.md#errors)',
      async (query, field) => {
        const { headers } = await as(Role.ADMIN);

        expectPageRefused(await list(headers, `?${query}`), field);
      },
    );

    it('sends the same number of queries for a page of 2 people as for a page of 30, skills included', async () => {
      const { headers } = await as(Role.ADMIN, 'Ada Admin');
      const go = await skill('Go');
      const rust = await skill('Rust');
      const few = await queries.during(() => page(headers, 'page=1&page_size=30'));
      for (let index = 0; index < 28; index += 1) {
        const person = await buildUser(t.database.db);
        await give(person.id, go.id);
        await give(person.id, rust.id);
      }

      const many = await queries.during(() => page(headers, 'page=1&page_size=30'));

      expect((await page(headers, 'page=1&page_size=30')).data).toHaveLength(30);
      expect(many).toBe(few);
    });
  });
});
