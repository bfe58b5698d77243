import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { users, workLogs } from '../../platform/db/schema.js';
import { buildClient, buildUser, DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';
import { useUsersKit, SUPER_ADMINS_ONLY, USER_NOT_FOUND } from './users-test-kit.js';

describe('people (docs/product/people-and-clients.md#users-screen, docs/product/http-contract.md#endpoints Users)', () => {
  const { t, as, getUser, rootAdmin } = useUsersKit();

  describe('DELETE /api/users/delete/:id', () => {
    const deactivate = (id: number, headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/users/delete/${id}`, headers });

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      const response = await deactivate(person.id, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await t.app.inject({ method: 'DELETE', url: '/api/users/delete/x', headers });

      expect(response.statusCode).toBe(400);
    });

    it('refuses a USER and a CLIENT user with 403', async () => {
      const client = await buildClient(t.database.db);
      const person = await buildUser(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const byEmployee = await deactivate(person.id, employee.headers);
      const byClient = await deactivate(person.id, clientUser.headers);

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it('refuses to deactivate yourself with 403 (docs/product/roles-and-access.md#super-admin)', async () => {
      const { headers, user } = await as(Role.ADMIN);

      const response = await deactivate(user.id, headers);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'You cannot deactivate yourself.' });
      expect((await getUser(user.id, headers)).json().status).toBe('active');
    });

    it('refuses an ADMIN who deactivates a SUPER_ADMIN with 403', async () => {
      const { headers } = await as(Role.ADMIN);
      const superAdmin = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN });

      const response = await deactivate(superAdmin.id, headers);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(SUPER_ADMINS_ONLY);
      expect((await getUser(superAdmin.id, headers)).json().status).toBe('active');
    });

    it("answers 404 'User not found.' for an unknown id", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await deactivate(99_999, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(USER_NOT_FOUND);
    });

    it('deactivates the person and keeps their record, assignments and logged work (docs/product/roles-and-access.md#deactivation)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      await buildAssignment(t.database.db, { userId: person.id, clientId: client.id });
      await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date: '2026-11-20', minutes: 480 });

      const response = await deactivate(person.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'User deleted successfully' });
      const stored = await getUser(person.id, headers);
      expect(stored.json()).toMatchObject({ id: person.id, status: 'inactive', clients: [{ id: client.id }] });
      const logs = await t.database.db.select().from(workLogs).where(eq(workLogs.userId, person.id));
      expect(logs).toHaveLength(1);
    });

    it('ends the sessions of the deactivated person at once and refuses their sign-in (docs/product/roles-and-access.md#deactivation)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await signedIn(t.app, t.database.db);
      const before = await t.app.inject({ method: 'GET', url: '/api/user', headers: person.headers });
      expect(before.statusCode).toBe(200);

      await deactivate(person.user.id, headers);

      const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: person.headers });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: person.user.email, password: DEFAULT_PASSWORD },
      });
      expect(after.statusCode).toBe(401);
      expect(login.statusCode).toBe(403);
    });

    it('lets one of two SUPER_ADMINs deactivate the other, then keeps the last one (docs/product/roles-and-access.md#super-admin)', async () => {
      const root = await rootAdmin();
      const second = await as(Role.SUPER_ADMIN);
      const admin = await as(Role.ADMIN);

      const first = await deactivate(root.user.id, second.headers);
      const byAdmin = await deactivate(second.user.id, admin.headers);
      const bySelf = await deactivate(second.user.id, second.headers);

      expect(first.statusCode).toBe(200);
      expect(byAdmin.statusCode).toBe(403);
      expect(bySelf.statusCode).toBe(403);
      expect(bySelf.json()).toEqual({ code: 'FORBIDDEN', message: 'You cannot deactivate yourself.' });
      expect((await getUser(second.user.id, second.headers)).json().status).toBe('active');
    });

    it('keeps one SUPER_ADMIN active when two deactivate each other at the same moment (docs/product/roles-and-access.md#super-admin)', async () => {
      const root = await rootAdmin();
      const second = await as(Role.SUPER_ADMIN);

      const [rootDeactivatesSecond, secondDeactivatesRoot] = await Promise.all([
        deactivate(second.user.id, root.headers),
        deactivate(root.user.id, second.headers),
      ]);

      // The loser is refused as the last super admin, or, when its request starts after the other
      // one ended its session, as signed out.
      const answers = [rootDeactivatesSecond, secondDeactivatesRoot];
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const refused = answers.find((answer) => answer.statusCode !== 200);
      expect([401, 409]).toContain(refused?.statusCode);
      const stillActive = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.roleId, Role.SUPER_ADMIN), eq(users.active, true)));
      expect(stillActive).toHaveLength(1);
    });
  });
});
