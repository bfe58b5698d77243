import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { allowances } from '../../platform/db/schema.js';
import { buildClient, buildUser, NON_ADMINS, signedInAs } from '../../test/factories.js';
import { useLeaveAdminKit, type Headers } from './admin-test-kit.js';

const FIELDS_EMPTY = "Fields can't be empty";

describe('leave administration (docs/product/leave.md#approval, #public-holidays card two; docs/product/leave.md#balances, #approval, #withdraw-revoke, #approval-context)', () => {
  const { t, as, auditRows } = useLeaveAdminKit();

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
