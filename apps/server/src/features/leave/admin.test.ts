import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LeaveStatus, Role, type RoleId } from '@portal/shared';
import { allowances, auditEntries, leaveRequests } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, buildUser, NON_ADMINS, signedIn, signedInAs } from '../../test/factories.js';
import { buildAssignment, buildLeave, buildLeaveType, buildPublicHoliday } from '../../test/record-factories.js';
import { expectPageRefused, PAGES_OUT_OF_BOUNDS } from '../../test/paging.js';

type Headers = Record<string, string>;

const MONDAY = '2026-12-07';
const FRIDAY = '2026-12-11';
const FIELDS_EMPTY = "Fields can't be empty";

describe('leave administration (docs/product/leave.md#approval, #public-holidays card two; docs/product/leave.md#balances, #approval, #withdraw-revoke, #approval-context)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId, name?: string) => signedIn(t.app, t.database.db, { roleId, ...(name ? { name } : {}) });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const auditRows = (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

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

  describe('PUT /api/holidays/:id', () => {
    const decide = (id: number | string, headers: Headers, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/holidays/${id}`, headers, payload: payload as object });
    /** Someone's declined request for the week of MONDAY to FRIDAY. */
    const declinedWeek = async () => {
      const owner = await buildUser(t.database.db);
      const declined = await buildLeave(t.database.db, {
        userId: owner.id,
        fromDate: MONDAY,
        toDate: FRIDAY,
        status: 2,
      });
      return { owner, declined };
    };

    it('answers 401 without a token', async () => {
      const response = await decide(1, {}, { status: 1 });

      expect(response.statusCode).toBe(401);
    });

    it('refuses a status other than 0, 1 or 2 and a malformed id with 400', async () => {
      const { headers } = await as(Role.ADMIN);
      const owner = await buildUser(t.database.db);
      const pending = await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY });

      const three = await decide(pending.id, headers, { status: 3 });
      const text = await decide(pending.id, headers, { status: 'approved' });
      const missing = await decide(pending.id, headers, {});
      const badId = await decide('abc', headers, { status: 1 });

      for (const response of [three, text, missing]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Status must be 0, 1 or 2',
          errors: { status: ['Status must be 0, 1 or 2'] },
        });
      }
      expect(badId.statusCode).toBe(400);
    });

    it('refuses a USER, also for their own request, with 403', async () => {
      const { headers, user } = await as(Role.USER);
      const own = await buildLeave(t.database.db, { userId: user.id, fromDate: MONDAY });

      const response = await decide(own.id, headers, { status: 1 });

      expect(response.statusCode).toBe(403);
      const [stored] = await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, own.id));
      expect(stored?.status).toBe(LeaveStatus.PENDING);
    });

    it('answers 404 for an unknown request', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await decide(99_999, headers, { status: 1 });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Leave request not found.' });
    });

    it('approves: status 1, with who decided and when, visible to the requester (docs/product/leave.md#approval)', async () => {
      const { headers, user: admin } = await as(Role.ADMIN, 'Ada Admin');
      const requester = await signedIn(t.app, t.database.db, { roleId: Role.USER });
      const pending = await buildLeave(t.database.db, { userId: requester.user.id, fromDate: MONDAY, toDate: FRIDAY });

      const response = await decide(pending.id, headers, { status: 1 });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: pending.id,
        status: LeaveStatus.APPROVED,
        decided_by: { id: admin.id, name: 'Ada Admin' },
        decided_at: '2026-11-23T09:00:00.000Z',
        working_days: 5,
      });
      const own = await get(`/api/holidays/requesting/${requester.user.id}`, requester.headers);
      expect(own.json().data[0]).toMatchObject({ status: 1, decided_by: { id: admin.id, name: 'Ada Admin' } });
    });

    it('lets a SUPER_ADMIN decide too (every admin may, docs/product/leave.md#approver)', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const owner = await buildUser(t.database.db);
      const pending = await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY });

      const response = await decide(pending.id, headers, { status: 2 });

      expect(response.statusCode).toBe(200);
      expect(response.json().data.status).toBe(LeaveStatus.DECLINED);
    });

    it('treats the same status again as harmless: 200, decision unchanged, nothing audited', async () => {
      const { headers, user: first } = await as(Role.ADMIN);
      const { headers: otherHeaders } = await as(Role.ADMIN);
      const owner = await buildUser(t.database.db);
      const pending = await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY });
      await decide(pending.id, headers, { status: 1 });
      t.clock.advance(60 * 60 * 1000);

      const again = await decide(pending.id, otherHeaders, { status: 1 });

      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({
        status: 1,
        decided_by: { id: first.id },
        decided_at: '2026-11-23T09:00:00.000Z',
      });
      expect(await auditRows('leave.approve')).toHaveLength(1);
    });

    it('revokes an approved request by declining it (docs/product/leave.md#withdraw-revoke)', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);
      const owner = await buildUser(t.database.db);
      const approved = await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY, status: 1 });
      t.clock.advance(60 * 60 * 1000);

      const response = await decide(approved.id, headers, { status: 2 });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        status: LeaveStatus.DECLINED,
        decided_by: { id: admin.id },
        decided_at: '2026-11-23T10:00:00.000Z',
      });
      const week = await get(`/api/range/holidays?user_id=${owner.id}&from=${MONDAY}&to=${FRIDAY}`, headers);
      expect(week.json()).toEqual([]);
    });

    it('records approvals and declines in the audit trail with the status before and after (docs/product/reports.md#audit)', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);
      const owner = await buildUser(t.database.db);
      const pending = await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY });

      await decide(pending.id, headers, { status: 1 });
      await decide(pending.id, headers, { status: 2 });

      const [approve] = await auditRows('leave.approve');
      const [decline] = await auditRows('leave.decline');
      expect(approve).toMatchObject({
        actorId: admin.id,
        targetType: 'leave_request',
        targetId: String(pending.id),
        before: { status: 0 },
        after: { status: 1 },
      });
      expect(decline).toMatchObject({ actorId: admin.id, before: { status: 1 }, after: { status: 2 } });
    });

    it.each([
      ['approve', 1],
      ['reopen', 0],
    ] as const)(
      'refuses to %s a declined request whose dates were requested again with 409 (docs/product/leave.md#overlaps)',
      async (_label, status) => {
        const { headers } = await as(Role.ADMIN);
        const { owner, declined } = await declinedWeek();
        await buildLeave(t.database.db, { userId: owner.id, fromDate: FRIDAY, toDate: '2026-12-14' });

        const response = await decide(declined.id, headers, { status });

        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          code: 'LEAVE_DATES_TAKEN',
          message: 'Selected dates are already requested for a holiday.',
        });
        const [stored] = await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, declined.id));
        expect(stored?.status).toBe(LeaveStatus.DECLINED);
      },
    );

    it('approves a declined request again when nothing else covers its dates', async () => {
      const { headers } = await as(Role.ADMIN);
      const { owner, declined } = await declinedWeek();
      await buildLeave(t.database.db, { userId: owner.id, fromDate: '2026-12-14', status: 1 });
      await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY, status: 2 });

      const response = await decide(declined.id, headers, { status: 1 });

      expect(response.statusCode).toBe(200);
      expect(response.json().data.status).toBe(LeaveStatus.APPROVED);
    });
  });

  describe('POST /api/days_available', () => {
    const setDays = (headers: Headers, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/days_available', headers, payload: payload as object });
    const allowanceOf = async (userId: number, year: number) => {
      const [row] = await t.database.db
        .select()
        .from(allowances)
        .where(and(eq(allowances.userId, userId), eq(allowances.year, year)));
      return row?.total;
    };

    it('answers 401 without a token', async () => {
      const response = await setDays({}, { total: 25, year: 2027, user: 1 });

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input', () => {
      it.each([
        ['total', { year: 2027, user: 1 }],
        ['year', { total: 25, user: 1 }],
        ['user', { total: 25, year: 2027 }],
      ])('answers "Fields can\'t be empty" without %s (docs/product/leave.md#allowances)', async (field, payload) => {
        const { headers } = await as(Role.ADMIN);

        const response = await setDays(headers, payload);

        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toEqual([FIELDS_EMPTY]);
      });

      it.each([
        ['letters in the total', { total: '2x', year: 2027 }],
        ['an empty total', { total: '', year: 2027 }],
        ['a negative total', { total: -1, year: 2027 }],
        ['a total that is not a whole or half day', { total: 12.3, year: 2027 }],
        ['a total with two decimals as text', { total: '12.25', year: 2027 }],
        ['a total over 366 days', { total: 366.5, year: 2027 }],
        ['letters in the year', { total: 25, year: '20x7' }],
        ['a two-digit year', { total: 25, year: '27' }],
      ])('refuses %s with 400 and stores nothing', async (_label, payload) => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await setDays(headers, { ...payload, user: person.id });

        expect(response.statusCode).toBe(400);
        expect(await allowanceOf(person.id, 2027)).toBeUndefined();
      });

      it("refuses 12.3 days: 'Days must be whole or half days' (docs/product/leave.md#balances)", async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await setDays(headers, { total: 12.3, year: 2027, user: person.id });

        expect(response.statusCode).toBe(400);
        expect(response.json().errors.total).toEqual(['Days must be whole or half days (such as 12 or 12.5).']);
      });

      it("refuses a user that is neither an id nor 'all'", async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await setDays(headers, { total: 25, year: 2027, user: 'everyone' });

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty('user');
      });
    });

    it.each(NON_ADMINS)('refuses %s with 403', async (_label, roleId) => {
      const { headers, user } = await signedInAs(t.app, t.database.db, roleId);

      const response = await setDays(headers, { total: 40, year: 2027, user: user.id });

      expect(response.statusCode).toBe(403);
      expect(await allowanceOf(user.id, 2027)).toBeUndefined();
    });

    it('answers 404 for an unknown person or a CLIENT account', async () => {
      const { headers } = await as(Role.ADMIN);
      const company = await buildClient(t.database.db);
      const clientAccount = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: company.id });

      const unknown = await setDays(headers, { total: 25, year: 2027, user: 99_999 });
      const client = await setDays(headers, { total: 25, year: 2027, user: clientAccount.id });

      expect(unknown.statusCode).toBe(404);
      expect(client.statusCode).toBe(404);
      expect(await allowanceOf(clientAccount.id, 2027)).toBeUndefined();
    });

    it("sets one person's days for a year, digits as text accepted", async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await setDays(headers, { total: '25', year: '2027', user: person.id });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Available days updated.', updated: 1 });
      expect(await allowanceOf(person.id, 2027)).toBe(25);
      expect(await allowanceOf(person.id, 2026)).toBeUndefined();
    });

    it.each([
      ['a number', 12.5],
      ['text with a comma', '12,5'],
      ['text with a point', '12.5'],
    ])('takes half days as %s, stores them exactly and counts them in the balances', async (_label, total) => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await setDays(headers, { total, year: 2026, user: person.id });

      expect(response.statusCode).toBe(200);
      expect(await allowanceOf(person.id, 2026)).toBe(12.5);
      const balances = await t.app.inject({ method: 'GET', url: `/api/days_available/${person.id}`, headers });
      expect(balances.json().data).toMatchObject({
        available_days_current: 12.5,
        available_days_left_current: 12.5,
        available_days_left_all: 12.5,
      });
    });

    it('updates the days on a second call instead of adding a row', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      await setDays(headers, { total: 25, year: 2027, user: person.id });

      const response = await setDays(headers, { total: 28, year: 2027, user: person.id });

      expect(response.statusCode).toBe(200);
      const rows = await t.database.db.select().from(allowances).where(eq(allowances.userId, person.id));
      expect(rows).toEqual([expect.objectContaining({ year: 2027, total: 28 })]);
    });

    it("sets every active employee's days with user 'all', not CLIENT accounts nor deactivated people", async () => {
      const { headers, user: admin } = await as(Role.ADMIN);
      const employee = await buildUser(t.database.db);
      const superAdmin = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN });
      const gone = await buildUser(t.database.db, { active: false });
      const company = await buildClient(t.database.db);
      const clientAccount = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: company.id });
      await setDays(headers, { total: 20, year: 2027, user: employee.id });

      const response = await setDays(headers, { total: 26, year: 2027, user: 'all' });

      expect(response.statusCode).toBe(200);
      // The SUPER_ADMIN of first start, the signed-in admin, the employee and the other super admin.
      expect(response.json()).toEqual({ message: 'Available days updated.', updated: 4 });
      for (const person of [admin, employee, superAdmin]) expect(await allowanceOf(person.id, 2027)).toBe(26);
      expect(await allowanceOf(gone.id, 2027)).toBeUndefined();
      expect(await allowanceOf(clientAccount.id, 2027)).toBeUndefined();
    });

    it('records the change in the audit trail as allowance.set (docs/product/reports.md#audit)', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      await setDays(headers, { total: '25', year: 2027, user: person.id });
      await setDays(headers, { total: 26, year: 2027, user: 'all' });

      const rows = await auditRows('allowance.set');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        actorId: admin.id,
        targetType: 'user',
        targetId: String(person.id),
        after: { total: 25, year: 2027, user: person.id },
      });
      expect(rows[1]).toMatchObject({ targetId: 'all', after: { total: 26, year: 2027, user: 'all' } });
    });
  });

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

  it('lists the routes with their permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/holidays leave:decide',
        'PUT /api/holidays/:id leave:decide',
        'GET /api/holidays/pending_context leave:decide',
        'POST /api/days_available allowances:manage',
      ]),
    );
  });
});
