import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { leaveTypes } from '../../platform/db/schema.js';
import { NON_ADMINS, signedInAs } from '../../test/factories.js';
import { buildLeave, buildLeaveType } from '../../test/record-factories.js';
import { useLeaveTypesKit, FIRST_TYPES, TRAINING } from './leave-types-test-kit.js';

describe('leave types (docs/product/leave.md#types)', () => {
  const { t, as, send, list, create, patch, remove, auditRows } = useLeaveTypesKit();

  describe('PATCH /api/leave_types/{id}', () => {
    it('changes only the fields given: 200 {data}, audited with before and after', async () => {
      const { headers } = await as(Role.ADMIN);
      const training = (await create(headers, TRAINING)).json().data;

      const response = await patch(headers, training.id, { uses_allowance: true, color: '#AD1457' });

      expect(response.statusCode).toBe(200);
      const changed = { ...training, uses_allowance: true, color: '#ad1457' };
      expect(response.json()).toEqual({ data: changed });
      const [row] = await auditRows('leave_type.update');
      expect(row).toMatchObject({ targetId: String(training.id), before: training, after: changed });
    });

    it('makes a type private and back (docs/product/leave.md#private-absences), audited', async () => {
      const { headers } = await as(Role.ADMIN);

      const hidden = await patch(headers, 0, { private: true });
      const shown = await patch(headers, 1, { private: false });

      expect(hidden.json().data).toEqual({ ...FIRST_TYPES[0], private: true });
      expect(shown.json().data).toEqual({ ...FIRST_TYPES[1], private: false });
      expect((await auditRows('leave_type.update')).map((row) => row.after)).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: 0, private: true })]),
      );
    });

    it("stores the admin's name for a first type: from then on it reads the same in every language", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await patch(headers, 0, { name: 'Holiday' });

      expect(response.json().data).toEqual({ ...FIRST_TYPES[0], name: 'Holiday' });
      const german = (await list({ ...headers, 'accept-language': 'de' })).json().data;
      expect(german[0].name).toBe('Holiday');
      const [stored] = await t.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 0));
      expect(stored!.name).toBe('Holiday');
    });

    it('leaves a first type named by the catalogues when its name is not changed', async () => {
      const { headers } = await as(Role.ADMIN);

      await patch(headers, 3, { active: false });

      const german = (await list({ ...headers, 'accept-language': 'de' })).json().data;
      expect(german[3]).toMatchObject({ name: 'Unbezahlter Urlaub', active: false });
    });

    it('answers 404 for an unknown type', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await patch(headers, 99, { active: false });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Leave type not found.' });
    });

    it.each([
      ['an empty change', 1, {}, 'body'],
      ['a colour below 3:1', 1, { color: '#ffffff' }, 'color'],
      ['an id that is not a number', 'annual', { active: false }, 'id'],
      ['an id beyond the ids a type can have', 32_768, { active: false }, 'id'],
    ])('refuses %s with 400', async (_label, id, payload, field) => {
      const { headers } = await as(Role.ADMIN);

      const response = await patch(headers, id, payload);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
      expect((await list(headers)).json().data).toEqual(FIRST_TYPES);
    });

    it.each(NON_ADMINS)('refuses %s with 403 and changes nothing', async (_label, roleId) => {
      const { headers } = await signedInAs(t.app, t.database.db, roleId);

      const response = await patch(headers, 1, { active: false });

      expect(response.statusCode).toBe(403);
      const [stored] = await t.database.db.select().from(leaveTypes).where(eq(leaveTypes.code, 1));
      expect(stored!.active).toBe(true);
    });
  });

  describe('DELETE /api/leave_types/{id}', () => {
    it('deletes a type no request uses: 204, audited', async () => {
      const { headers } = await as(Role.ADMIN);
      const training = (await create(headers, TRAINING)).json().data;

      const response = await remove(headers, training.id);

      expect(response.statusCode).toBe(204);
      expect((await list(headers)).json().data).toEqual(FIRST_TYPES);
      const [row] = await auditRows('leave_type.delete');
      expect(row).toMatchObject({ targetType: 'leave_type', targetId: String(training.id), before: training });
    });

    it('refuses a type that a request uses, even a declined one, with 409 LEAVE_TYPE_IN_USE: deactivate it instead', async () => {
      const { headers } = await as(Role.ADMIN);
      const employee = await as(Role.USER);
      const training = await buildLeaveType(t.database.db);
      await buildLeave(t.database.db, {
        userId: employee.user.id,
        fromDate: '2026-12-07',
        type: training.id,
        status: 2,
      });

      const english = await remove(headers, training.id);
      const german = await remove({ ...headers, 'accept-language': 'de' }, training.id);

      expect(english.statusCode).toBe(409);
      expect(english.json()).toEqual({
        code: 'LEAVE_TYPE_IN_USE',
        message: 'This leave type is used by leave requests: deactivate it instead.',
      });
      expect(german.json().message).toBe(
        'Diese Abwesenheitsart wird von Anträgen verwendet: Deaktiviere sie stattdessen.',
      );
      expect(await t.database.db.select().from(leaveTypes)).toHaveLength(6);
      expect(await auditRows('leave_type.delete')).toEqual([]);
    });

    it('never loses a request filed while its type is deleted: one of the two is refused, nothing answers 500', async () => {
      const { headers } = await as(Role.ADMIN);
      const employee = await as(Role.USER);
      const outcomes = [];
      for (let round = 0; round < 5; round += 1) {
        const training = await buildLeaveType(t.database.db);
        const day = `2026-12-${String(7 + round).padStart(2, '0')}`;
        const [filed, deleted] = await Promise.all([
          send('POST', '/api/holidays', employee.headers, {
            type: training.id,
            from_date: day,
            to_date: day,
            requesting_id: employee.user.id,
          }),
          remove(headers, training.id),
        ]);
        outcomes.push(`${filed.statusCode} ${deleted.statusCode}`);
      }

      for (const outcome of outcomes) expect(['201 409', '400 204']).toContain(outcome);
    });

    it('answers 404 for an unknown type', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await remove(headers, 77);

      expect(response.statusCode).toBe(404);
    });

    it.each(NON_ADMINS)('refuses %s with 403 and deletes nothing', async (_label, roleId) => {
      const { headers } = await signedInAs(t.app, t.database.db, roleId);
      const training = await buildLeaveType(t.database.db);

      const response = await remove(headers, training.id);

      expect(response.statusCode).toBe(403);
      expect(await t.database.db.select().from(leaveTypes)).toHaveLength(6);
    });
  });

  it('lists the routes with their permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/leave_types leave:read',
        'POST /api/leave_types leave_types:manage',
        'PATCH /api/leave_types/:id leave_types:manage',
        'DELETE /api/leave_types/:id leave_types:manage',
      ]),
    );
  });
});
