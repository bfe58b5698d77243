import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';
import { expectPageRefused, PAGES_OUT_OF_BOUNDS } from '../../test/paging.js';
import { useAssignmentsKit, type Headers } from './assignments-test-kit.js';

describe('client assignments (docs/product/people-and-clients.md#assignments, #assignments, #projects)', () => {
  const { queries, t, as } = useAssignmentsKit();

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
});
