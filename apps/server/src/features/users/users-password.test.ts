import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { COMMON_PASSWORD_MESSAGE } from '../../platform/auth/passwords.js';
import { buildClient, buildUser, DEFAULT_PASSWORD, signIn, signedIn } from '../../test/factories.js';
import { useUsersKit, NEW_PASSWORD, SUPER_ADMINS_ONLY, USER_NOT_FOUND } from './users-test-kit.js';

describe('people (docs/product/people-and-clients.md#users-screen, docs/product/http-contract.md#endpoints Users)', () => {
  const { t, as } = useUsersKit();

  describe('POST /api/users/:id/password', () => {
    const setPassword = (id: number, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/users/${id}/password`, headers, payload });
    const both = (password: string) => ({ password, password_confirmation: password });
    const currentUser = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      const response = await setPassword(person.id, {}, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input (docs/product/people-and-clients.md#passwords)', () => {
      it('names both missing fields', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await setPassword(person.id, headers, {});

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Password is required',
          errors: { password: ['Password is required'], password_confirmation: ['Confirm Password is required'] },
        });
      });

      it('refuses a password shorter than 6 characters', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await setPassword(person.id, headers, both('Ab3$x'));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ password: ['Password must be at least 6 characters'] });
      });

      it("refuses a confirmation that differs with 'Passwords must match'", async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await setPassword(person.id, headers, {
          password: NEW_PASSWORD,
          password_confirmation: 'other',
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Passwords must match',
          errors: { password_confirmation: ['Passwords must match'] },
        });
      });

      it('refuses a common password and keeps the old one', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await setPassword(person.id, headers, both('qwerty123'));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: COMMON_PASSWORD_MESSAGE,
          errors: { password: [COMMON_PASSWORD_MESSAGE] },
        });
        expect((await login(person.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
      });
    });

    it('refuses a USER and a CLIENT user with 403, also for their own account', async () => {
      const client = await buildClient(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const byEmployee = await setPassword(employee.user.id, employee.headers, both(NEW_PASSWORD));
      const byClient = await setPassword(clientUser.user.id, clientUser.headers, both(NEW_PASSWORD));

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it('refuses an ADMIN who sets the password of a SUPER_ADMIN with 403 (docs/product/roles-and-access.md#super-admin)', async () => {
      const { headers } = await as(Role.ADMIN);
      const superAdmin = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN });

      const response = await setPassword(superAdmin.id, headers, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(SUPER_ADMINS_ONLY);
      expect((await login(superAdmin.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    });

    it("answers 404 'User not found.' for an unknown id", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await setPassword(99_999, headers, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(USER_NOT_FOUND);
    });

    it("sets the password and ends the person's sessions (docs/product/people-and-clients.md#passwords)", async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await signedIn(t.app, t.database.db);

      const response = await setPassword(person.user.id, headers, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password updated successfully' });
      expect((await currentUser(person.headers)).statusCode).toBe(401);
      expect((await login(person.user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
      expect((await login(person.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('lets a SUPER_ADMIN set the password of another SUPER_ADMIN', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const other = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN });

      const response = await setPassword(other.id, headers, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(200);
      expect((await login(other.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("keeps the admin's own current session when they set their own password, and ends the others", async () => {
      const admin = await as(Role.ADMIN);
      const otherDevice = await signIn(t.app, admin.user.email);

      const response = await setPassword(admin.user.id, admin.headers, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(200);
      expect((await currentUser(admin.headers)).statusCode).toBe(200);
      expect((await currentUser({ authorization: `Bearer ${otherDevice}` })).statusCode).toBe(401);
    });
  });
});
