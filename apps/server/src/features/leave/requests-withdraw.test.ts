import { describe, expect, it } from 'vitest';
import { LeaveStatus, Role } from '@portal/shared';
import { buildUser } from '../../test/factories.js';
import { buildLeave } from '../../test/record-factories.js';
import { useLeaveRequestsKit, type Headers, MONDAY, FRIDAY } from './requests-test-kit.js';

describe('leave requests (docs/product/leave.md#request-form, docs/product/http-contract.md#endpoints Holidays and leave; docs/product/leave.md, #withdraw-revoke)', () => {
  const { t, as, asClientUser, request, annual, get, storedRequests, auditRows } = useLeaveRequestsKit();

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
});
