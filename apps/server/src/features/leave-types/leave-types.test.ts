import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { auditEntries, leaveTypes } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { NON_ADMINS, signedIn, signedInAs, signedInClientUser } from '../../test/factories.js';
import { buildLeave, buildLeaveType } from '../../test/record-factories.js';

type Headers = Record<string, string>;

/** The five types a portal starts with (docs/product/leave.md#types), named in English. */
const FIRST_TYPES = [
  { id: 0, name: 'Annual leave', color: '#1565c0', uses_allowance: true, needs_approval: true, active: true },
  { id: 1, name: 'Sick leave', color: '#c62828', uses_allowance: false, needs_approval: true, active: true },
  {
    id: 2,
    name: 'Paid leave (special occasion)',
    color: '#6a1b9a',
    uses_allowance: false,
    needs_approval: true,
    active: true,
  },
  { id: 3, name: 'Unpaid leave', color: '#5d4037', uses_allowance: false, needs_approval: true, active: true },
  { id: 4, name: 'Day off in lieu', color: '#2e7d32', uses_allowance: false, needs_approval: true, active: true },
  // docs/product/leave.md#private-absences: "The first start's Sick leave is private, the other four are not".
].map((type) => ({ ...type, private: type.id === 1 }));

const TRAINING = { name: 'Training', color: '#00695C', uses_allowance: false, needs_approval: false };

describe('leave types (docs/product/leave.md#types)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = (headers: Headers) => send('GET', '/api/leave_types', headers);
  const create = (headers: Headers, payload: unknown) => send('POST', '/api/leave_types', headers, payload);
  const patch = (headers: Headers, id: number | string, payload: unknown) =>
    send('PATCH', `/api/leave_types/${id}`, headers, payload);
  const remove = (headers: Headers, id: number | string) => send('DELETE', `/api/leave_types/${id}`, headers);
  const auditRows = (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  describe('GET /api/leave_types', () => {
    it('answers 401 without a token and 403 to a CLIENT user', async () => {
      const { headers } = await signedInClientUser(t.app, t.database.db);

      expect((await list({})).statusCode).toBe(401);
      expect((await list(headers)).statusCode).toBe(403);
    });

    it("lists a new portal's five types to every employee, with colours and flags", async () => {
      const { headers } = await as(Role.USER);

      const response = await list(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: FIRST_TYPES });
    });

    it("names the first types in the reader's language until an admin renames one", async () => {
      const { headers: admin } = await as(Role.ADMIN);
      await patch(admin, 1, { name: 'Illness' });
      const { headers } = await as(Role.USER);

      const german = (await list({ ...headers, 'accept-language': 'de' })).json().data;

      expect(german.map((type: { name: string }) => type.name)).toEqual([
        'Urlaub',
        'Illness',
        'Sonderurlaub',
        'Unbezahlter Urlaub',
        'Freizeitausgleich',
      ]);
    });

    it('lists inactive types too, after the first five', async () => {
      const archived = await buildLeaveType(t.database.db, { name: 'Sabbatical', active: false });
      const { headers } = await as(Role.USER);

      const response = await list(headers);

      expect(response.json().data.at(-1)).toEqual({
        id: archived.id,
        name: 'Sabbatical',
        color: '#00695c',
        uses_allowance: false,
        needs_approval: true,
        active: false,
        private: false,
      });
    });
  });

  describe('POST /api/leave_types', () => {
    it('adds a type with the next id from 5 on, its colour in lower case, active: 201 {data}, audited', async () => {
      const { headers, user } = await as(Role.ADMIN);

      const first = await create(headers, TRAINING);
      const second = await create(headers, { ...TRAINING, name: 'Conference', active: false });

      expect(first.statusCode).toBe(201);
      const training = { id: 5, ...TRAINING, color: '#00695c', active: true, private: false };
      expect(first.json()).toEqual({ data: training });
      expect(second.json().data).toMatchObject({ id: 6, name: 'Conference', active: false });
      expect((await list(headers)).json().data.slice(5)).toEqual([training, second.json().data]);
      const rows = await auditRows('leave_type.create');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ actorId: user.id, targetType: 'leave_type', targetId: '5', after: training });
    });

    it.each(NON_ADMINS)('refuses %s with 403 and adds nothing', async (_label, roleId) => {
      const { headers } = await signedInAs(t.app, t.database.db, roleId);

      const response = await create(headers, TRAINING);

      expect(response.statusCode).toBe(403);
      expect(await t.database.db.select().from(leaveTypes)).toHaveLength(5);
    });

    it.each([
      ['no name', { ...TRAINING, name: undefined }, 'name', 'The leave type needs a name.'],
      ['a blank name', { ...TRAINING, name: '   ' }, 'name', 'The leave type needs a name.'],
      [
        'a name over 200 characters',
        { ...TRAINING, name: 'x'.repeat(201) },
        'name',
        'The name must be at most 200 characters.',
      ],
      ['a colour that is not #rrggbb', { ...TRAINING, color: 'teal' }, 'color', 'Choose a colour such as #1565c0.'],
      [
        'a colour below 3:1 against white',
        { ...TRAINING, color: '#ffeb3b' },
        'color',
        'This colour is too light to see on white: choose one with at least 3:1 contrast.',
      ],
      ['a flag that is not a boolean', { ...TRAINING, uses_allowance: 'yes' }, 'uses_allowance', 'Choose yes or no.'],
      ['no approval flag', { ...TRAINING, needs_approval: undefined }, 'needs_approval', 'Choose yes or no.'],
    ])('refuses %s with 400 VALIDATION_FAILED and adds nothing', async (_label, payload, field, message) => {
      const { headers } = await as(Role.ADMIN);

      const response = await create(headers, payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: [message] } });
      expect(await t.database.db.select().from(leaveTypes)).toHaveLength(5);
    });
  });

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
