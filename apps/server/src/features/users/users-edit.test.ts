import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { users } from '../../platform/db/schema.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { useUsersKit, SUPER_ADMINS_ONLY, EMAIL_TAKEN, USER_NOT_FOUND } from './users-test-kit.js';

const LAST_SUPER_ADMIN = { code: 'CONFLICT', message: 'The portal needs at least one active super administrator.' };

describe('people (docs/product/people-and-clients.md#users-screen, docs/product/http-contract.md#endpoints Users)', () => {
  const { t, as, getUser, rootAdmin } = useUsersKit();

  describe('POST /api/users/edit/:id', () => {
    const edit = (id: number, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/users/edit/${id}`, headers, payload });

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      const response = await edit(person.id, {}, { public_logs: true });

      expect(response.statusCode).toBe(401);
    });

    it('requires public_logs on every edit', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await edit(person.id, headers, { name: 'Renamed' });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ public_logs: ['public_logs must be true or false'] });
    });

    it('refuses a blank name and a malformed e-mail with the spec messages (docs/product/http-contract.md#validation User edit)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await edit(person.id, headers, { name: ' ', email: 'not-an-address', public_logs: false });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Name is required',
        errors: { name: ['Name is required'], email: ['Invalid email address'] },
      });
    });

    it('refuses a USER and a CLIENT user with 403', async () => {
      const client = await buildClient(t.database.db);
      const person = await buildUser(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const byEmployee = await edit(person.id, employee.headers, { public_logs: true });
      const byClient = await edit(person.id, clientUser.headers, { public_logs: true });

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it('lets a USER not edit even themselves through the admin route', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await edit(user.id, headers, { role_id: Role.ADMIN, public_logs: true });

      expect(response.statusCode).toBe(403);
      expect((await getUser(user.id, headers)).json().role_id).toBe(Role.USER);
    });

    it("answers 404 'User not found.' for an unknown id", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await edit(99_999, headers, { public_logs: true });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(USER_NOT_FOUND);
    });

    it('refuses an ADMIN who edits a SUPER_ADMIN with 403 and changes nothing (docs/product/roles-and-access.md#super-admin)', async () => {
      const { headers } = await as(Role.ADMIN);
      const superAdmin = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN, name: 'Sam Super' });

      const response = await edit(superAdmin.id, headers, { name: 'Hijacked', public_logs: true });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(SUPER_ADMINS_ONLY);
      expect((await getUser(superAdmin.id, headers)).json()).toMatchObject({ name: 'Sam Super', public_logs: false });
    });

    it('refuses an ADMIN who promotes someone, themselves included, to SUPER_ADMIN with 403 (docs/product/roles-and-access.md#body-ids)', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const promoteOther = await edit(person.id, headers, { role_id: Role.SUPER_ADMIN, public_logs: false });
      const promoteSelf = await edit(admin.id, headers, { role_id: Role.SUPER_ADMIN, public_logs: false });

      expect(promoteOther.statusCode).toBe(403);
      expect(promoteSelf.statusCode).toBe(403);
      expect((await getUser(person.id, headers)).json().role_id).toBe(Role.USER);
      expect((await getUser(admin.id, headers)).json().role_id).toBe(Role.ADMIN);
    });

    it('lets a SUPER_ADMIN promote someone to SUPER_ADMIN', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const person = await buildUser(t.database.db);

      const response = await edit(person.id, headers, { role_id: Role.SUPER_ADMIN, public_logs: false });

      expect(response.statusCode).toBe(200);
      expect((await getUser(person.id, headers)).json().role_id).toBe(Role.SUPER_ADMIN);
    });

    it('refuses to demote the last active SUPER_ADMIN with 409', async () => {
      const root = await rootAdmin();
      const other = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN, active: false });

      const response = await edit(root.user.id, root.headers, { role_id: Role.ADMIN, public_logs: false });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(LAST_SUPER_ADMIN);
      expect((await getUser(root.user.id, root.headers)).json().role_id).toBe(Role.SUPER_ADMIN);
      expect((await getUser(other.id, root.headers)).json().role_id).toBe(Role.SUPER_ADMIN);
    });

    it('lets a SUPER_ADMIN demote another while one stays active', async () => {
      const root = await rootAdmin();
      const { user: second } = await as(Role.SUPER_ADMIN);

      const response = await edit(second.id, root.headers, { role_id: Role.ADMIN, public_logs: false });

      expect(response.statusCode).toBe(200);
      expect(response.json().role_id).toBe(Role.ADMIN);
    });

    it('keeps one SUPER_ADMIN when two demote each other at the same moment', async () => {
      const root = await rootAdmin();
      const second = await as(Role.SUPER_ADMIN);

      const answers = await Promise.all([
        edit(second.user.id, root.headers, { role_id: Role.ADMIN, public_logs: false }),
        edit(root.user.id, second.headers, { role_id: Role.ADMIN, public_logs: false }),
      ]);

      // The loser is refused as the last super admin (409), or, when its request starts after the
      // other one committed, as an ADMIN acting on a SUPER_ADMIN (403).
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect([403, 409]).toContain(answers.find((answer) => answer.statusCode !== 200)?.statusCode);
      const superAdmins = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.roleId, Role.SUPER_ADMIN), eq(users.active, true)));
      expect(superAdmins).toHaveLength(1);
    });

    it('changes only the fields that are sent, plus public_logs', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db, { name: 'Olga Original', email: 'olga@example.com' });
      await edit(person.id, headers, {
        birthday: '1990-04-12',
        level: 'Junior L2',
        additional_roles: ['technology_owner'],
        public_logs: false,
      });

      const response = await edit(person.id, headers, { name: 'Olga Renamed', public_logs: true });

      expect(response.statusCode).toBe(200);
      const expected = {
        id: person.id,
        name: 'Olga Renamed',
        email: 'olga@example.com',
        role_id: Role.USER,
        birthday: '1990-04-12',
        level: 'Junior L2',
        additional_roles: ['technology_owner'],
        public_logs: true,
      };
      expect(response.json()).toMatchObject(expected);
      expect((await getUser(person.id, headers)).json()).toMatchObject(expected);
    });

    it('refuses a birthday in year 0000, which the database does not have, with 400 and keeps the old one', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      await edit(person.id, headers, { birthday: '1990-04-12', public_logs: false });

      const response = await edit(person.id, headers, { birthday: '0000-01-01', public_logs: false });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ birthday: ['Date must be between 1900-01-01 and 2099-12-31'] });
      expect((await getUser(person.id, headers)).json()).toMatchObject({ birthday: '1990-04-12' });
    });

    it('refuses an e-mail that another person has, whatever its case, with 409', async () => {
      const { headers } = await as(Role.ADMIN);
      await buildUser(t.database.db, { email: 'first@example.com' });
      const second = await buildUser(t.database.db, { email: 'second@example.com' });

      const response = await edit(second.id, headers, { email: 'FIRST@example.com', public_logs: false });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(EMAIL_TAKEN);
      expect((await getUser(second.id, headers)).json().email).toBe('second@example.com');
    });

    it('refuses to turn an employee into a client user', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await edit(person.id, headers, { role_id: Role.CLIENT, public_logs: false });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ role_id: ['An employee cannot become a client user.'] });
    });

    it('drops the client link when a client user becomes an employee', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);
      const clientUser = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const response = await edit(clientUser.id, headers, { role_id: Role.USER, public_logs: false });

      expect(response.statusCode).toBe(200);
      expect((await getUser(clientUser.id, headers)).json()).toMatchObject({ role_id: Role.USER, client_id: null });
    });
  });
});
