import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DATES_ALREADY_REQUESTED, LeaveStatus, NO_NOTES, Role, type RoleId } from '@portal/shared';
import { allowances, auditEntries, leaveRequests, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn, signedInClientUser } from '../../test/factories.js';
import { buildLeave, buildPublicHoliday } from '../../test/record-factories.js';

type Headers = Record<string, string>;

/** Monday to Friday of a December week after the test clock's today (2026-11-23): 5 working days. */
const MONDAY = '2026-12-07';
const FRIDAY = '2026-12-11';

const TYPE_REQUIRED = 'Please select a holiday type.';
const FROM_REQUIRED = 'The from date field is required';
const TO_BEFORE_FROM = 'The to date must be a date after or equal to from date';

describe('leave requests (docs/product/leave.md#request-form, docs/product/http-contract.md#endpoints Holidays and leave; docs/product/leave.md, #withdraw-revoke)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId, name?: string) => signedIn(t.app, t.database.db, { roleId, ...(name ? { name } : {}) });
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  /** The SUPER_ADMIN of first start (docs/product/README.md#first-start): the default leave approver (docs/product/leave.md#approver). */
  const rootId = async () => {
    const [root] = await t.database.db.select().from(users).where(eq(users.email, 'root@example.com'));
    if (!root) throw new Error('first start made no admin');
    return root.id;
  };
  const allowance = (userId: number, year: number, total: number) =>
    t.database.db.insert(allowances).values({ userId, year, total });
  const request = (headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/holidays', headers, payload });
  const annual = (requestingId: number, from = MONDAY, to = FRIDAY) => ({
    type: 0,
    from_date: from,
    to_date: to,
    notes: 'Family visit',
    requesting_id: requestingId,
  });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const storedRequests = (userId: number) =>
    t.database.db.select().from(leaveRequests).where(eq(leaveRequests.requestingId, userId));
  const auditRows = (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  describe('POST /api/holidays', () => {
    it('answers 401 without a token', async () => {
      const response = await request({}, annual(1));

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input', () => {
      it('asks for a holiday type when it is missing or not an id (docs/product/leave.md#types)', async () => {
        const { headers, user } = await as(Role.USER);
        const { type: _type, ...withoutType } = annual(user.id);

        const missing = await request(headers, withoutType);
        const negative = await request(headers, { ...withoutType, type: -1 });
        const text = await request(headers, { ...withoutType, type: 'Annual leave' });

        for (const response of [missing, negative, text]) {
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            code: 'VALIDATION_FAILED',
            message: TYPE_REQUIRED,
            errors: { type: [TYPE_REQUIRED] },
          });
        }
      });

      it('requires the from date (docs/product/http-contract.md#screen-messages)', async () => {
        const { headers, user } = await as(Role.USER);

        const missing = await request(headers, { ...annual(user.id), from_date: undefined });
        const empty = await request(headers, { ...annual(user.id), from_date: '' });

        for (const response of [missing, empty]) {
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            code: 'VALIDATION_FAILED',
            message: FROM_REQUIRED,
            errors: { from_date: [FROM_REQUIRED] },
          });
        }
      });

      it('refuses a to date before the from date (docs/product/http-contract.md#screen-messages)', async () => {
        const { headers, user } = await as(Role.USER);

        const response = await request(headers, annual(user.id, FRIDAY, MONDAY));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: TO_BEFORE_FROM,
          errors: { to_date: [TO_BEFORE_FROM] },
        });
      });

      it('refuses a malformed date and a date outside the picker (docs/product/http-contract.md#validation)', async () => {
        const { headers, user } = await as(Role.USER);

        const malformed = await request(headers, annual(user.id, '07.12.2026', FRIDAY));
        const tooLate = await request(headers, annual(user.id, MONDAY, '2100-01-01'));

        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().errors).toHaveProperty('from_date');
        expect(tooLate.statusCode).toBe(400);
        expect(tooLate.json().errors).toHaveProperty('to_date');
      });

      it('refuses a confirming_id that is not the leave approver (docs/product/leave.md#approver, docs/product/roles-and-access.md#body-ids)', async () => {
        const { headers, user } = await as(Role.USER);
        const otherAdmin = await buildUser(t.database.db, { roleId: Role.ADMIN });

        const response = await request(headers, { ...annual(user.id), confirming_id: otherAdmin.id });

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty('confirming_id');
        expect(await storedRequests(user.id)).toHaveLength(0);
      });
    });

    describe('who may file', () => {
      it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
        const { headers, user } = await asClientUser();

        const response = await request(headers, annual(user.id));

        expect(response.statusCode).toBe(403);
      });

      it('refuses a USER filing for someone else with 403 and stores nothing (docs/product/roles-and-access.md#body-ids)', async () => {
        const { headers } = await as(Role.USER);
        const colleague = await buildUser(t.database.db);

        const response = await request(headers, annual(colleague.id));

        expect(response.statusCode).toBe(403);
        expect(await storedRequests(colleague.id)).toHaveLength(0);
      });

      it.each([
        ['an ADMIN', Role.ADMIN],
        ['a SUPER_ADMIN', Role.SUPER_ADMIN],
      ] as const)(
        'lets %s file for an employee (docs/product/roles-and-access.md#employees)',
        async (_label, roleId) => {
          const { headers, user: admin } = await as(roleId);
          const employee = await buildUser(t.database.db);

          const response = await request(headers, annual(employee.id));

          expect(response.statusCode).toBe(201);
          expect(response.json().data).toMatchObject({ requesting_id: employee.id, status: LeaveStatus.PENDING });
          const [stored] = await storedRequests(employee.id);
          expect(stored).toMatchObject({ createdById: admin.id });
        },
      );

      it('answers 404 when an admin files for someone who does not exist or was deactivated', async () => {
        const { headers } = await as(Role.ADMIN);
        const gone = await buildUser(t.database.db, { active: false });

        const unknown = await request(headers, annual(99_999));
        const deactivated = await request(headers, annual(gone.id));

        expect(unknown.statusCode).toBe(404);
        expect(deactivated.statusCode).toBe(404);
        expect(await storedRequests(gone.id)).toHaveLength(0);
      });

      it('answers 404 when an admin files leave for a CLIENT account, which is not an employee', async () => {
        const { headers } = await as(Role.ADMIN);
        const company = await buildClient(t.database.db);
        const clientAccount = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: company.id });

        const response = await request(headers, annual(clientAccount.id));

        expect(response.statusCode).toBe(404);
        expect(await storedRequests(clientAccount.id)).toHaveLength(0);
      });
    });

    describe('success', () => {
      it('answers 201 with the new Pending request as {data} (docs/product/people-and-clients.md#user-fields, docs/product/leave.md#overlaps)', async () => {
        const approverId = await rootId();
        const { headers, user } = await as(Role.USER, 'Rita Requester');
        await allowance(user.id, 2026, 25);

        const response = await request(headers, annual(user.id));

        expect(response.statusCode).toBe(201);
        const { data } = response.json();
        expect(data).toEqual({
          id: expect.any(Number),
          user: { id: user.id, name: 'Rita Requester', email: user.email },
          type: 0,
          type_text: 'Annual leave',
          notes: 'Family visit',
          from_date: MONDAY,
          to_date: FRIDAY,
          status: LeaveStatus.PENDING,
          requesting_id: user.id,
          confirming_id: approverId,
          from_half: 'full',
          to_half: 'full',
          working_days: 5,
          decided_by: null,
          decided_at: null,
          created_at: '2026-11-23T09:00:00.000Z',
        });
        const [stored] = await storedRequests(user.id);
        expect(stored).toMatchObject({ id: data.id, status: LeaveStatus.PENDING, confirmingId: approverId });
      });

      it('accepts the leave approver as confirming_id', async () => {
        const approverId = await rootId();
        const { headers, user } = await as(Role.USER);
        await allowance(user.id, 2026, 25);

        const response = await request(headers, { ...annual(user.id), confirming_id: approverId });

        expect(response.statusCode).toBe(201);
        expect(response.json().data.confirming_id).toBe(approverId);
      });

      it("stores empty or blank notes as 'There are no notes added' (docs/product/http-contract.md#validation)", async () => {
        const { headers, user } = await as(Role.USER);

        const empty = await request(headers, { ...annual(user.id, MONDAY, MONDAY), type: 1, notes: '' });
        const blank = await request(headers, { ...annual(user.id, FRIDAY, FRIDAY), type: 1, notes: '   ' });
        const { notes: _notes, ...withoutNotes } = annual(user.id, '2026-12-14', '2026-12-14');
        const missing = await request(headers, { ...withoutNotes, type: 1 });

        for (const response of [empty, blank, missing]) {
          expect(response.statusCode).toBe(201);
          expect(response.json().data.notes).toBe(NO_NOTES);
        }
      });

      it('counts working days without weekends and public holidays (docs/product/leave.md#request-form)', async () => {
        const { headers, user } = await as(Role.USER);
        await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');

        const response = await request(headers, { ...annual(user.id, '2026-12-21', '2027-01-03'), type: 3 });

        expect(response.statusCode).toBe(201);
        expect(response.json().data).toMatchObject({ working_days: 9, type_text: 'Unpaid leave' });
      });

      it('records the request in the audit trail as leave.request (docs/product/reports.md#audit)', async () => {
        const { headers, user } = await as(Role.USER);

        const response = await request(headers, { ...annual(user.id), type: 1 });

        const rows = await auditRows('leave.request');
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          actorId: user.id,
          targetType: 'leave_request',
          targetId: String(response.json().data.id),
        });
      });
    });

    describe('overlap (docs/product/leave.md#overlaps)', () => {
      it.each([
        ['a pending', LeaveStatus.PENDING],
        ['an approved', LeaveStatus.APPROVED],
      ] as const)('rejects a leave request that overlaps %s one with 409', async (_label, status) => {
        const { headers, user } = await as(Role.USER);
        await allowance(user.id, 2026, 25);
        await buildLeave(t.database.db, { userId: user.id, fromDate: FRIDAY, toDate: '2026-12-15', status, type: 1 });

        const response = await request(headers, annual(user.id));

        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ code: 'LEAVE_DATES_TAKEN', message: DATES_ALREADY_REQUESTED });
        expect(await storedRequests(user.id)).toHaveLength(1);
      });

      it('rejects a request inside a longer one and one around a shorter one', async () => {
        const { headers, user } = await as(Role.USER);
        await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-01', toDate: '2026-12-31', type: 1 });

        const inside = await request(headers, { ...annual(user.id), type: 1 });
        const around = await request(headers, { ...annual(user.id, '2026-11-30', '2027-01-04'), type: 1 });

        expect(inside.statusCode).toBe(409);
        expect(around.statusCode).toBe(409);
      });

      it('accepts dates that a declined request of the same person covered', async () => {
        const { headers, user } = await as(Role.USER);
        await allowance(user.id, 2026, 25);
        await buildLeave(t.database.db, { userId: user.id, fromDate: MONDAY, toDate: FRIDAY, status: 2 });

        const response = await request(headers, annual(user.id));

        expect(response.statusCode).toBe(201);
      });

      it("accepts dates that other people's requests cover", async () => {
        const { headers, user } = await as(Role.USER);
        await allowance(user.id, 2026, 25);
        const colleague = await buildUser(t.database.db);
        await buildLeave(t.database.db, { userId: colleague.id, fromDate: MONDAY, toDate: FRIDAY });
        await buildLeave(t.database.db, { userId: colleague.id, fromDate: FRIDAY, status: LeaveStatus.APPROVED });

        const response = await request(headers, annual(user.id));

        expect(response.statusCode).toBe(201);
      });

      it('accepts a request that starts the day after another ends', async () => {
        const { headers, user } = await as(Role.USER);
        await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-01', toDate: '2026-12-06', type: 1 });

        const response = await request(headers, { ...annual(user.id), type: 1 });

        expect(response.statusCode).toBe(201);
      });

      it('lets exactly one of 50 simultaneous overlapping requests of one person through', async () => {
        const { headers, user } = await as(Role.USER);
        await allowance(user.id, 2026, 300);
        const days = Array.from({ length: 50 }, (_, index) => index);

        const responses = await Promise.all(
          days.map((index) => request(headers, annual(user.id, MONDAY, `2026-12-${String(11 + (index % 10))}`))),
        );

        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status === 409)).toHaveLength(49);
        expect(await storedRequests(user.id)).toHaveLength(1);
      });
    });

    describe('balance (docs/product/leave.md#balances)', () => {
      it('refuses Annual leave that would take a USER below zero, naming the days left, and stores nothing', async () => {
        const { headers, user } = await as(Role.USER);
        await allowance(user.id, 2026, 3);

        const response = await request(headers, annual(user.id));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'NOT_ENOUGH_DAYS',
          message: 'Not enough holiday days left: 3 days left.',
          errors: { to_date: ['Not enough holiday days left: 3 left.'] },
        });
        expect(await storedRequests(user.id)).toHaveLength(0);
        expect(await auditRows('leave.request')).toHaveLength(0);
      });

      it('counts days already charged by pending requests when refusing', async () => {
        const { headers, user } = await as(Role.USER);
        await allowance(user.id, 2026, 6);
        await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-11-30', toDate: '2026-12-04' });

        const response = await request(headers, annual(user.id));

        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('Not enough holiday days left: 1 day left.');
      });

      it('accepts Annual leave that uses the balance exactly up', async () => {
        const { headers, user } = await as(Role.USER);
        await allowance(user.id, 2026, 5);

        const response = await request(headers, annual(user.id));

        expect(response.statusCode).toBe(201);
      });

      it('accepts the same request from an ADMIN, and the balance goes negative', async () => {
        const { headers } = await as(Role.ADMIN);
        const employee = await signedIn(t.app, t.database.db, { roleId: Role.USER });
        await allowance(employee.user.id, 2026, 3);

        const response = await request(headers, annual(employee.user.id));
        const balances = await get(`/api/days_available/${employee.user.id}`, employee.headers);

        expect(response.statusCode).toBe(201);
        expect(balances.json().data).toMatchObject({ available_days_left_all: -2 });
      });

      it.each([1, 2, 3, 4])(
        'does not use the balance for leave type %i (docs/product/leave.md#types)',
        async (type) => {
          const { headers, user } = await as(Role.USER);

          const response = await request(headers, { ...annual(user.id), type });

          expect(response.statusCode).toBe(201);
        },
      );
    });
  });

  describe('DELETE /api/holidays/:id (withdraw, docs/product/leave.md#withdraw-revoke)', () => {
    const withdraw = (id: number, headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/holidays/${id}`, headers });

    it('answers 401 without a token', async () => {
      const response = await withdraw(1, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.USER);

      const response = await t.app.inject({ method: 'DELETE', url: '/api/holidays/abc', headers });

      expect(response.statusCode).toBe(400);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers } = await asClientUser();

      const response = await withdraw(1, headers);

      expect(response.statusCode).toBe(403);
    });

    it("refuses to withdraw someone else's request with 403, also for an admin", async () => {
      const owner = await buildUser(t.database.db);
      const pending = await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY });
      const { headers: userHeaders } = await as(Role.USER);
      const { headers: adminHeaders } = await as(Role.ADMIN);

      const byUser = await withdraw(pending.id, userHeaders);
      const byAdmin = await withdraw(pending.id, adminHeaders);

      expect(byUser.statusCode).toBe(403);
      expect(byAdmin.statusCode).toBe(403);
      expect(await storedRequests(owner.id)).toHaveLength(1);
    });

    it('answers 404 for an unknown request', async () => {
      const { headers } = await as(Role.USER);

      const response = await withdraw(99_999, headers);

      expect(response.statusCode).toBe(404);
    });

    it.each([
      ['an approved', LeaveStatus.APPROVED],
      ['a declined', LeaveStatus.DECLINED],
    ] as const)('refuses to withdraw %s request with 409', async (_label, status) => {
      const { headers, user } = await as(Role.USER);
      const decided = await buildLeave(t.database.db, { userId: user.id, fromDate: MONDAY, status });

      const response = await withdraw(decided.id, headers);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: 'Only a pending request can be withdrawn.' });
      expect(await storedRequests(user.id)).toHaveLength(1);
    });

    it('lets the requester withdraw their own pending request: 204, gone from their list, audited', async () => {
      const { headers, user } = await as(Role.USER);
      const pending = await buildLeave(t.database.db, { userId: user.id, fromDate: MONDAY, toDate: FRIDAY });
      const kept = await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-21' });

      const response = await withdraw(pending.id, headers);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const list = await get(`/api/holidays/requesting/${user.id}`, headers);
      expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([kept.id]);
      const rows = await auditRows('leave.withdraw');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: user.id,
        targetType: 'leave_request',
        targetId: String(pending.id),
        before: { from_date: MONDAY, to_date: FRIDAY, type: 0 },
      });
    });

    it('frees the dates for a new request', async () => {
      const { headers, user } = await as(Role.USER);
      const pending = await buildLeave(t.database.db, { userId: user.id, fromDate: MONDAY, type: 1 });

      await withdraw(pending.id, headers);
      const response = await request(headers, { ...annual(user.id), type: 1 });

      expect(response.statusCode).toBe(201);
    });
  });

  describe('GET /api/holidays/requesting/:id', () => {
    const requestsOf = (id: number | string, headers: Headers) => get(`/api/holidays/requesting/${id}`, headers);

    it('answers 401 without a token', async () => {
      const response = await requestsOf(1, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.USER);

      const response = await requestsOf('me', headers);

      expect(response.statusCode).toBe(400);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers, user } = await asClientUser();

      const response = await requestsOf(user.id, headers);

      expect(response.statusCode).toBe(403);
    });

    it("lists a person's requests in every status, latest first, and nobody else's", async () => {
      const { headers, user } = await as(Role.USER);
      const colleague = await buildUser(t.database.db);
      const older = await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-10-05', status: 1 });
      const declined = await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-11-02', status: 2 });
      const newer = await buildLeave(t.database.db, { userId: user.id, fromDate: MONDAY, toDate: FRIDAY });
      await buildLeave(t.database.db, { userId: colleague.id, fromDate: MONDAY });

      const response = await requestsOf(user.id, headers);

      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.map((row: { id: number }) => row.id)).toEqual([newer.id, declined.id, older.id]);
      expect(data[0]).toMatchObject({
        user: { id: user.id, name: user.name, email: user.email },
        type_text: 'Annual leave',
        notes: NO_NOTES,
        working_days: 5,
        status: 0,
      });
    });

    it("lets any employee read another employee's requests (docs/product/roles-and-access.md#employees)", async () => {
      const owner = await buildUser(t.database.db);
      await buildLeave(t.database.db, { userId: owner.id, fromDate: MONDAY });
      const { headers } = await as(Role.USER);

      const response = await requestsOf(owner.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(1);
    });

    it('answers an empty list for a person without requests', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await requestsOf(user.id, headers);

      expect(response.json()).toEqual({ data: [] });
    });
  });

  describe('GET /api/user/:id/holidays/day/:date', () => {
    const onDay = (id: number, date: string, headers: Headers) => get(`/api/user/${id}/holidays/day/${date}`, headers);

    it('answers 401 without a token', async () => {
      const response = await onDay(1, MONDAY, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a malformed date with 400', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await onDay(user.id, '2026-12-32', headers);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('date');
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers, user } = await asClientUser();

      const response = await onDay(user.id, MONDAY, headers);

      expect(response.statusCode).toBe(403);
    });

    it("answers the person's requests that cover the day, both ends included, in any status", async () => {
      const { headers, user } = await as(Role.USER);
      const colleague = await buildUser(t.database.db);
      const week = await buildLeave(t.database.db, { userId: user.id, fromDate: MONDAY, toDate: FRIDAY });
      const declined = await buildLeave(t.database.db, { userId: user.id, fromDate: FRIDAY, status: 2 });
      await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-14' });
      await buildLeave(t.database.db, { userId: colleague.id, fromDate: FRIDAY });

      const onFriday = await onDay(user.id, FRIDAY, headers);
      const onMonday = await onDay(user.id, MONDAY, headers);
      const onSaturday = await onDay(user.id, '2026-12-12', headers);

      expect(onFriday.statusCode).toBe(200);
      expect(
        onFriday
          .json()
          .data.map((row: { id: number }) => row.id)
          .sort(),
      ).toEqual([week.id, declined.id].sort());
      expect(onMonday.json().data.map((row: { id: number }) => row.id)).toEqual([week.id]);
      expect(onSaturday.json()).toEqual({ data: [] });
    });
  });

  describe('GET /api/holidays/types', () => {
    it('answers 401 without a token', async () => {
      const response = await get('/api/holidays/types', {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers } = await asClientUser();

      const response = await get('/api/holidays/types', headers);

      expect(response.statusCode).toBe(403);
    });

    it('answers the leave types keyed by code (docs/product/leave.md#types)', async () => {
      const { headers } = await as(Role.USER);

      const response = await get('/api/holidays/types', headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        '0': 'Annual leave',
        '1': 'Sick leave',
        '2': 'Paid leave (special occasion)',
        '3': 'Unpaid leave',
        '4': 'Day off in lieu',
      });
    });
  });

  it('lists the routes with their permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/holidays leave:request:own',
        'DELETE /api/holidays/:id leave:request:own',
        'GET /api/holidays/requesting/:id leave:read',
        'GET /api/user/:id/holidays/day/:date leave:read',
        'GET /api/holidays/types leave:read',
      ]),
    );
  });
});
