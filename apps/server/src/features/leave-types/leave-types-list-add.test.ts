import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { leaveTypes } from '../../platform/db/schema.js';
import { NON_ADMINS, signedInAs, signedInClientUser } from '../../test/factories.js';
import { buildLeaveType } from '../../test/record-factories.js';
import { useLeaveTypesKit, FIRST_TYPES, TRAINING } from './leave-types-test-kit.js';

describe('leave types (docs/product/leave.md#types)', () => {
  const { t, as, list, create, patch, auditRows } = useLeaveTypesKit();

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
});
