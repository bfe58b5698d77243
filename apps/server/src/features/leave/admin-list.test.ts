import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildUser, NON_ADMINS, signedInAs } from '../../test/factories.js';
import { buildLeave } from '../../test/record-factories.js';
import { expectPageRefused, PAGES_OUT_OF_BOUNDS } from '../../test/paging.js';
import { useLeaveAdminKit, type Headers, MONDAY, FRIDAY } from './admin-test-kit.js';

describe('leave administration (docs/product/leave.md#approval, #public-holidays card two; docs/product/leave.md#balances, #approval, #withdraw-revoke, #approval-context)', () => {
  const { queries, t, as, get, ids } = useLeaveAdminKit();

  describe('GET /api/holidays', () => {
    const list = (headers: Headers, query = '') => get(`/api/holidays${query}`, headers);

    it('answers 401 without a token', async () => {
      const response = await list({});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an unknown status or user_id with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const badStatus = await list(headers, '?status=3');
      const badUser = await list(headers, '?user_id=someone');

      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().errors).toHaveProperty('status');
      expect(badUser.statusCode).toBe(400);
      expect(badUser.json().errors).toHaveProperty('user_id');
    });

    it.each(NON_ADMINS)('refuses %s with 403', async (_label, roleId) => {
      const { headers } = await signedInAs(t.app, t.database.db, roleId);

      const response = await list(headers);

      expect(response.statusCode).toBe(403);
    });

    it("lists everyone's requests, latest first, and filters by status and person", async () => {
      const { headers } = await as(Role.ADMIN);
      const anna = await buildUser(t.database.db);
      const ben = await buildUser(t.database.db);
      const annaPending = await buildLeave(t.database.db, { userId: anna.id, fromDate: MONDAY });
      const annaApproved = await buildLeave(t.database.db, { userId: anna.id, fromDate: '2026-10-05', status: 1 });
      const benPending = await buildLeave(t.database.db, { userId: ben.id, fromDate: '2026-12-14' });
      const benDeclined = await buildLeave(t.database.db, { userId: ben.id, fromDate: '2026-09-01', status: 2 });

      const all = await list(headers);
      const pending = await list(headers, '?status=0');
      const ofBen = await list(headers, `?user_id=${ben.id}`);
      const pendingOfAnna = await list(headers, `?status=0&user_id=${anna.id}`);

      expect(all.statusCode).toBe(200);
      expect(ids(all.json().data)).toEqual([benPending.id, annaPending.id, annaApproved.id, benDeclined.id]);
      expect(ids(pending.json().data)).toEqual([benPending.id, annaPending.id]);
      expect(ids(ofBen.json().data)).toEqual([benPending.id, benDeclined.id]);
      expect(ids(pendingOfAnna.json().data)).toEqual([annaPending.id]);
      expect(all.json().data[1]).toMatchObject({ user: { id: anna.id, name: anna.name, email: anna.email } });
    });
  });

  describe('GET /api/holidays with page (Handle Holidays, docs/product/leave.md#approval; docs/product/http-contract.md#scale)', () => {
    interface Paged {
      data: { id: number }[];
      meta: { total: number; page: number; page_size: number };
    }
    const list = (headers: Headers, query: string) => get(`/api/holidays${query}`, headers);
    const page = async (headers: Headers, query: string) => {
      const response = await get(`/api/holidays?${query}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Paged;
    };
    /** Seven pending requests of two people, three of them starting on the same day; one approved. */
    const sevenPending = async () => {
      const anna = await buildUser(t.database.db);
      const ben = await buildUser(t.database.db);
      const starts = [MONDAY, '2026-10-05', MONDAY, '2026-11-02', MONDAY, '2026-09-07', '2026-12-14'];
      for (const [index, fromDate] of starts.entries()) {
        await buildLeave(t.database.db, { userId: (index % 2 ? ben : anna).id, fromDate });
      }
      await buildLeave(t.database.db, { userId: anna.id, fromDate: '2026-08-03', status: 1 });
      return { anna, ben };
    };

    it('answers one page of the full list in its order, equal starts newest first, with the total', async () => {
      const { headers } = await as(Role.ADMIN);
      await sevenPending();
      const everyone = (await list(headers, '?status=0')).json().data as { id: number; from_date: string }[];
      const everyId = ids(everyone);

      // The three requests of MONDAY are the 2nd to the 4th: the first two pages share them.
      const pages = [1, 2, 3].map((number) => page(headers, `status=0&page=${number}&page_size=3`));
      const [first, second, third] = await Promise.all(pages);

      const mondays = ids(everyone.filter((request) => request.from_date === MONDAY));
      expect(mondays).toEqual([...mondays].sort((a, b) => b - a));
      expect(everyId).toHaveLength(7);
      expect(second!.meta).toEqual({ total: 7, page: 2, page_size: 3 });
      expect([first!, second!, third!].flatMap((paged) => ids(paged.data))).toEqual(everyId);
      expect(ids(third!.data)).toEqual(everyId.slice(6));
    });

    it('pages and counts only the requests the filters find', async () => {
      const { headers } = await as(Role.ADMIN);
      const { ben } = await sevenPending();

      const bens = await page(headers, `status=0&user_id=${ben.id}&page=1&page_size=2`);
      const approved = await page(headers, 'status=1&page=1');

      expect(bens.meta.total).toBe(3);
      expect(bens.data).toHaveLength(2);
      expect(approved.meta).toEqual({ total: 1, page: 1, page_size: 50 });
    });

    it('answers an empty page past the end, still with the total', async () => {
      const { headers } = await as(Role.ADMIN);
      await sevenPending();

      const past = await page(headers, 'status=0&page=3&page_size=5');

      expect(past).toEqual({ data: [], meta: { total: 7, page: 3, page_size: 5 } });
    });

    it("answers every request without meta when no page is asked for (the spec's list)", async () => {
      const { headers } = await as(Role.ADMIN);
      await sevenPending();

      const body = (await list(headers, '?status=0&page_size=2')).json();

      expect(body).not.toHaveProperty('meta');
      expect(body.data).toHaveLength(7);
    });

    it.each(PAGES_OUT_OF_BOUNDS)(
      'refuses %s with 400 naming %s (docs/product/http-contract.md#errors)',
      async (query, field) => {
        const { headers } = await as(Role.ADMIN);

        expectPageRefused(await list(headers, `?status=0&${query}`), field);
      },
    );

    it('sends the same number of queries for a page of 2 requests as for a page of 30', async () => {
      const { headers } = await as(Role.ADMIN);
      const owner = await buildUser(t.database.db);
      for (let index = 0; index < 2; index += 1)
        await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY });
      const few = await queries.during(() => page(headers, 'status=0&page=1&page_size=30'));
      for (let index = 0; index < 28; index += 1)
        await buildLeave(t.database.db, { userId: owner.id, fromDate: FRIDAY });

      const many = await queries.during(() => page(headers, 'status=0&page=1&page_size=30'));

      expect((await page(headers, 'status=0&page=1&page_size=30')).data).toHaveLength(30);
      expect(many).toBe(few);
    });
  });
});
