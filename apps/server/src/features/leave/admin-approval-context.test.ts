import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { allowances } from '../../platform/db/schema.js';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildAssignment, buildLeave, buildLeaveType, buildPublicHoliday } from '../../test/record-factories.js';
import { useLeaveAdminKit, type Headers, MONDAY, FRIDAY } from './admin-test-kit.js';

describe('leave administration (docs/product/leave.md#approval, #public-holidays card two; docs/product/leave.md#balances, #approval, #withdraw-revoke, #approval-context)', () => {
  const { queries, t, as, get, ids } = useLeaveAdminKit();

  describe('GET /api/holidays/pending_context (docs/product/leave.md#approval-context)', () => {
    const context = (headers: Headers, query = '') => get(`/api/holidays/pending_context${query}`, headers);

    it('answers 401 without a token', async () => {
      const response = await context({});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a USER with 403', async () => {
      const { headers } = await as(Role.USER);

      const response = await context(headers);

      expect(response.statusCode).toBe(403);
    });

    it('answers an empty list when nothing is pending', async () => {
      const { headers } = await as(Role.ADMIN);
      const owner = await buildUser(t.database.db);
      await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY, status: 1 });

      const response = await context(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [] });
    });

    it('gives working days, the balance after approval and who of the same clients is away', async () => {
      const { headers } = await as(Role.ADMIN);
      const acme = await buildClient(t.database.db, 'Acme');
      const globex = await buildClient(t.database.db, 'Globex');
      const requester = await buildUser(t.database.db);
      await buildAssignment(t.database.db, { userId: requester.id, clientId: acme.id });
      await t.database.db.insert(allowances).values({ userId: requester.id, year: 2026, total: 20 });
      await buildPublicHoliday(t.database.db, '2026-12-08');
      const pending = await buildLeave(t.database.db, { userId: requester.id, fromDate: MONDAY, toDate: FRIDAY });
      const colleague = async (name: string, clientId: number, active = true) => {
        const person = await buildUser(t.database.db, { name, active });
        await buildAssignment(t.database.db, { userId: person.id, clientId });
        return person;
      };
      const away = await colleague('Away Approved', acme.id);
      const alsoAsking = await colleague('Also Asking', acme.id);
      const declinedOne = await colleague('Declined One', acme.id);
      const laterOne = await colleague('Later One', acme.id);
      const otherClient = await colleague('Other Client', globex.id);
      const leftCompany = await colleague('Left Company', acme.id, false);
      await buildLeave(t.database.db, { userId: away.id, fromDate: '2026-12-03', toDate: MONDAY, status: 1 });
      const asking = await buildLeave(t.database.db, { userId: alsoAsking.id, fromDate: FRIDAY, type: 1 });
      await buildLeave(t.database.db, { userId: declinedOne.id, fromDate: MONDAY, toDate: FRIDAY, status: 2 });
      await buildLeave(t.database.db, { userId: laterOne.id, fromDate: '2026-12-14', status: 1 });
      await buildLeave(t.database.db, { userId: otherClient.id, fromDate: MONDAY, toDate: FRIDAY, status: 1 });
      await buildLeave(t.database.db, { userId: leftCompany.id, fromDate: MONDAY, toDate: FRIDAY, status: 1 });

      const response = await context(headers);

      expect(response.statusCode).toBe(200);
      const entries = response.json().data as { request_id: number; away: { name: string }[] }[];
      expect(entries.map((entry) => entry.request_id).sort()).toEqual([pending.id, asking.id].sort());
      const forRequester = entries.find((entry) => entry.request_id === pending.id);
      expect(forRequester).toMatchObject({ working_days: 4, balance_left_after: 16 });
      expect(forRequester?.away).toHaveLength(2);
      expect(forRequester?.away).toEqual(
        expect.arrayContaining([
          { user_id: away.id, name: 'Away Approved', from_date: '2026-12-03', to_date: MONDAY, status: 1 },
          { user_id: alsoAsking.id, name: 'Also Asking', from_date: FRIDAY, to_date: FRIDAY, status: 0 },
        ]),
      );
      const forColleague = entries.find((entry) => entry.request_id === asking.id);
      expect(forColleague).toMatchObject({ working_days: 1, balance_left_after: 0 });
      expect(forColleague?.away.map((entry) => entry.name)).toEqual([requester.name]);
    });

    it('answers an empty away list for a requester without clients', async () => {
      const { headers } = await as(Role.ADMIN);
      const requester = await buildUser(t.database.db);
      const colleague = await buildUser(t.database.db);
      await buildLeave(t.database.db, { userId: requester.id, fromDate: MONDAY, type: 1 });
      await buildLeave(t.database.db, { userId: colleague.id, fromDate: MONDAY, status: 1 });

      const response = await context(headers);

      expect(response.json().data).toEqual([
        expect.objectContaining({ working_days: 1, balance_left_after: 0, away: [] }),
      ]);
    });

    it("charges pending leave of the company's own types that use the allowance (docs/product/leave.md#policy)", async () => {
      const { headers } = await as(Role.ADMIN);
      const study = await buildLeaveType(t.database.db, { name: 'Study leave', usesAllowance: true });
      const training = await buildLeaveType(t.database.db, { name: 'Training' });
      const requester = await buildUser(t.database.db);
      await t.database.db.insert(allowances).values({ userId: requester.id, year: 2026, total: 20 });
      const studying = await buildLeave(t.database.db, {
        userId: requester.id,
        fromDate: MONDAY,
        toDate: FRIDAY,
        type: study.id,
      });
      await buildLeave(t.database.db, {
        userId: requester.id,
        fromDate: '2026-12-14',
        toDate: '2026-12-18',
        type: training.id,
      });

      const response = await context(headers);

      const entries = response.json().data as { request_id: number; balance_left_after: number }[];
      expect(entries).toHaveLength(2);
      for (const entry of entries) expect(entry.balance_left_after).toBe(15);
      expect(entries.map((entry) => entry.request_id)).toContain(studying.id);
    });

    it('reads 1 and 10 pending requests with the same number of queries', async () => {
      const { headers } = await as(Role.ADMIN);
      const acme = await buildClient(t.database.db);
      const people = [];
      for (let index = 0; index < 10; index += 1) {
        const person = await buildUser(t.database.db);
        await buildAssignment(t.database.db, { userId: person.id, clientId: acme.id });
        await t.database.db.insert(allowances).values({ userId: person.id, year: 2026, total: 25 });
        people.push(person);
      }
      await buildLeave(t.database.db, { userId: people[0]!.id, fromDate: MONDAY });
      const withOne = await queries.during(() => context(headers));
      for (const person of people.slice(1)) {
        await buildLeave(t.database.db, { userId: person.id, fromDate: MONDAY, toDate: FRIDAY });
      }

      const withTen = await queries.during(async () => {
        const response = await context(headers);
        expect(response.json().data).toHaveLength(10);
        expect(response.json().data[0].away).toHaveLength(9);
      });

      expect(withOne).toBeGreaterThan(0);
      expect(withTen).toBe(withOne);
    });

    describe('with request_ids (one page of Handle Holidays)', () => {
      /** Three pending requests of people of one client, overlapping, and an approved one. */
      const threePendingOfOneClient = async () => {
        const acme = await buildClient(t.database.db);
        const requests = [];
        for (const [index, fromDate] of [MONDAY, '2026-12-08', '2026-12-09'].entries()) {
          const person = await buildUser(t.database.db);
          await buildAssignment(t.database.db, { userId: person.id, clientId: acme.id });
          await t.database.db.insert(allowances).values({ userId: person.id, year: 2026, total: 20 + index });
          requests.push(await buildLeave(t.database.db, { userId: person.id, fromDate, toDate: FRIDAY }));
        }
        const approved = await buildLeave(t.database.db, {
          userId: requests[0]!.requestingId,
          fromDate: '2026-12-21',
          status: 1,
        });
        return { pending: requests, approved };
      };

      it('answers the context of the given pending requests only, as the full answer gives it', async () => {
        const { headers } = await as(Role.ADMIN);
        const { pending, approved } = await threePendingOfOneClient();
        const [first, , third] = pending;

        const response = await context(headers, `?request_ids=${third!.id},${first!.id},${approved.id},999999`);

        expect(response.statusCode).toBe(200);
        const entries = response.json().data as { request_id: number }[];
        const full = (await context(headers)).json().data as { request_id: number }[];
        const asked = new Set([first!.id, third!.id]);
        expect(entries.map((entry) => entry.request_id).sort()).toEqual([...asked].sort());
        expect(entries).toEqual(full.filter((entry) => asked.has(entry.request_id)));
      });

      it('reads the context of 1 and of 3 requests with the same number of queries', async () => {
        const { headers } = await as(Role.ADMIN);
        const { pending } = await threePendingOfOneClient();

        const ofOne = await queries.during(() => context(headers, `?request_ids=${pending[0]!.id}`));
        const ofThree = await queries.during(async () => {
          const response = await context(headers, `?request_ids=${ids(pending).join(',')}`);
          expect(response.json().data).toHaveLength(3);
        });

        expect(ofThree).toBe(ofOne);
      });

      it('takes 250 ids', async () => {
        const { headers } = await as(Role.ADMIN);
        const { pending } = await threePendingOfOneClient();
        const many = Array.from({ length: 247 }, (_unused, index) => 100_000 + index);

        const response = await context(headers, `?request_ids=${[...ids(pending), ...many].join(',')}`);

        expect(response.statusCode).toBe(200);
        expect(response.json().data).toHaveLength(3);
      });

      it.each([
        ['251 ids', Array.from({ length: 251 }, (_unused, index) => index + 1).join(',')],
        ['a word', 'abc'],
        ['an empty list', ''],
        ['an empty item', '1,,2'],
        ['a negative id', '-1'],
        ['an id that cannot exist', '2147483648'],
      ])('refuses %s with 400 naming request_ids', async (_label, list) => {
        const { headers } = await as(Role.ADMIN);

        const response = await context(headers, `?request_ids=${list}`);

        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
        expect(response.json().errors).toHaveProperty('request_ids');
      });
    });
  });
});
