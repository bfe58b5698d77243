import { describe, expect, it } from 'vitest';
import { DATES_ALREADY_REQUESTED, LeaveStatus, NO_NOTES, Role } from '@portal/shared';
import { buildUser, signedIn } from '../../test/factories.js';
import { buildLeave, buildPublicHoliday } from '../../test/record-factories.js';
import { useLeaveRequestsKit, MONDAY, FRIDAY } from './requests-test-kit.js';

describe('leave requests (docs/product/leave.md#request-form, docs/product/http-contract.md#endpoints Holidays and leave; docs/product/leave.md, #withdraw-revoke)', () => {
  const { t, as, rootId, allowance, request, annual, get, storedRequests, auditRows } = useLeaveRequestsKit();

  describe('POST /api/holidays', () => {
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
});
