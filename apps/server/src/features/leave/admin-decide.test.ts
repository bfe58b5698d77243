import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaveStatus, Role } from '@portal/shared';
import { leaveRequests } from '../../platform/db/schema.js';
import { buildUser, signedIn } from '../../test/factories.js';
import { buildLeave } from '../../test/record-factories.js';
import { useLeaveAdminKit, type Headers, MONDAY, FRIDAY } from './admin-test-kit.js';

describe('leave administration (docs/product/leave.md#approval, #public-holidays card two; docs/product/leave.md#balances, #approval, #withdraw-revoke, #approval-context)', () => {
  const { t, as, get, auditRows } = useLeaveAdminKit();

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
});
