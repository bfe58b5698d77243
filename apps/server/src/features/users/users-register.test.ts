import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { COMMON_PASSWORD_MESSAGE } from '../../platform/auth/passwords.js';
import { users } from '../../platform/db/schema.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { useUsersKit, NEW_PASSWORD, SUPER_ADMINS_ONLY, EMAIL_TAKEN } from './users-test-kit.js';

/** GET /users/{id} carries the balance fields for admins (docs/product/http-contract.md#endpoints); none are set here. */
const NO_ALLOWANCES = {
  available_days_prev: 0,
  available_days_current: 0,
  available_days_next: 0,
  available_days_left_prev: 0,
  available_days_left_current: 0,
  available_days_left_next: 0,
  available_days_left_all: 0,
  available_days_expired_prev: 0,
  prev_usable_until: null,
};

describe('people (docs/product/people-and-clients.md#users-screen, docs/product/http-contract.md#endpoints Users)', () => {
  const { t, as, getUser } = useUsersKit();

  describe('POST /api/register', () => {
    const register = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/register', headers, payload });
    const validBody = (overrides: object = {}) => ({
      name: 'Nora New',
      email: 'nora.new@example.com',
      role_id: Role.USER,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...overrides,
    });

    it('answers 401 without a token', async () => {
      const response = await register({}, validBody());

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input (docs/product/people-and-clients.md#add-user)', () => {
      it('names every missing field with the spec messages', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, {});

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'User Name is required',
          errors: {
            name: ['User Name is required'],
            email: ['Email is required'],
            role_id: ['User Role is required'],
            password: ['Password is required'],
            password_confirmation: ['Confirm Password is required'],
          },
        });
      });

      it('refuses a blank name and an empty e-mail', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ name: '   ', email: '' }));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({
          name: ['User Name is required'],
          email: ['Email is required'],
        });
      });

      it("refuses a malformed e-mail with 'Invalid email address'", async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ email: 'nora-at-example' }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Invalid email address',
          errors: { email: ['Invalid email address'] },
        });
      });

      it('refuses an unknown role', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ role_id: 7 }));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ role_id: ['User Role is required'] });
      });

      it('refuses a password shorter than 6 characters', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ password: 'a1b2c', password_confirmation: 'a1b2c' }));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ password: ['Password must be at least 6 characters'] });
      });

      it('refuses a missing confirmation', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ password_confirmation: undefined }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Confirm Password is required',
          errors: { password_confirmation: ['Confirm Password is required'] },
        });
      });

      it('refuses a confirmation that differs from the password', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ password_confirmation: 'Amber-Lantern-732' }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Passwords must match',
          errors: { password_confirmation: ['Passwords must match'] },
        });
      });

      it('refuses a common password (docs/product/people-and-clients.md#passwords)', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(
          headers,
          validBody({ password: 'password1', password_confirmation: 'password1' }),
        );

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: COMMON_PASSWORD_MESSAGE,
          errors: { password: [COMMON_PASSWORD_MESSAGE] },
        });
      });

      it("requires a client for a client user with 'Client is required'", async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ role_id: Role.CLIENT }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Client is required',
          errors: { client_id: ['Client is required'] },
        });
      });

      it('refuses a client user for a client that does not exist', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ role_id: Role.CLIENT, client_id: 4242 }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Client not found.',
          errors: { client_id: ['Client not found.'] },
        });
      });
    });

    it('refuses USER and CLIENT callers with 403', async () => {
      const client = await buildClient(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const byEmployee = await register(employee.headers, validBody());
      const byClient = await register(clientUser.headers, validBody());

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it('refuses an ADMIN who creates a SUPER_ADMIN with 403 and creates nobody (docs/product/roles-and-access.md#super-admin, #body-ids)', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await register(headers, validBody({ role_id: Role.SUPER_ADMIN }));

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(SUPER_ADMINS_ONLY);
      const created = await t.database.db.select().from(users).where(eq(users.email, 'nora.new@example.com'));
      expect(created).toEqual([]);
    });

    it('lets a SUPER_ADMIN create a SUPER_ADMIN', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);

      const response = await register(headers, validBody({ role_id: Role.SUPER_ADMIN }));

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ role_id: Role.SUPER_ADMIN, status: 'active' });
    });

    it('answers 201 with the new user itself, no wrapper and no password hash', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await register(
        headers,
        validBody({ level: 'Mid L2', additional_roles: ['onboarding', 'client_owner'] }),
      );

      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).not.toHaveProperty('data');
      expect(body).toEqual({
        id: expect.any(Number),
        name: 'Nora New',
        email: 'nora.new@example.com',
        role_id: Role.USER,
        status: 'active',
        level: 'Mid L2',
        additional_roles: ['onboarding', 'client_owner'],
        birthday: null,
        profile_picture: null,
        profile_picture_focal_point: '50% 50%',
        client_id: null,
        public_logs: false,
        language: null,
        holiday_calendar_id: 1,
        start_date: null,
        end_date: null,
        two_factor_enabled: false,
        two_factor_enabled_at: null,
        clients: [],
      });
      const stored = await getUser(body.id, headers);
      expect(stored.json()).toEqual({ ...body, ...NO_ALLOWANCES });
    });

    it('creates a user who can then sign in with the chosen password', async () => {
      const { headers } = await as(Role.ADMIN);
      await register(headers, validBody());

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nora.new@example.com', password: NEW_PASSWORD },
      });

      expect(login.statusCode).toBe(200);
      expect(login.json().access_token).toEqual(expect.any(String));
    });

    it('stores the client of a client user and leaves out level and additional roles', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);

      const response = await register(
        headers,
        validBody({ role_id: Role.CLIENT, client_id: client.id, level: 'Senior L1', additional_roles: ['onboarding'] }),
      );

      expect(response.statusCode).toBe(201);
      const stored = await getUser(response.json().id, headers);
      expect(stored.json()).toMatchObject({
        role_id: Role.CLIENT,
        client_id: client.id,
        level: null,
        additional_roles: [],
      });
    });

    it('refuses an e-mail address that is taken, whatever its case, with 409', async () => {
      const { headers } = await as(Role.ADMIN);
      await buildUser(t.database.db, { email: 'taken@example.com' });

      const response = await register(headers, validBody({ email: 'Taken@EXAMPLE.com' }));

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(EMAIL_TAKEN);
    });
  });
});
