import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { useUsersKit, USER_NOT_FOUND } from './users-test-kit.js';

describe('people (docs/product/people-and-clients.md#users-screen, docs/product/http-contract.md#endpoints Users)', () => {
  const { t, as, getUser } = useUsersKit();

  describe('GET /api/users/:id', () => {
    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      const response = await getUser(person.id, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.USER);

      const response = await t.app.inject({ method: 'GET', url: '/api/users/abc', headers });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('id');
    });

    it('refuses an id beyond the database integer range with 400, not 500 (found by the fuzzing of docs/product/http-contract.md#scale)', async () => {
      const { headers } = await as(Role.USER);

      const answers = await Promise.all(
        ['2147483648', '9007199254740991'].map((id) =>
          t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers }),
        ),
      );

      expect(answers.map((response) => response.statusCode)).toEqual([400, 400]);
      expect(answers[0]!.json().errors).toHaveProperty('id');
    });

    it('still finds the largest id the database can hold: 404 when nobody has it', async () => {
      const { headers } = await as(Role.USER);

      const response = await t.app.inject({ method: 'GET', url: '/api/users/2147483647', headers });

      expect(response.statusCode).toBe(404);
    });

    it('refuses a CLIENT user with 403', async () => {
      const client = await buildClient(t.database.db);
      const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const response = await getUser(user.id, headers);

      expect(response.statusCode).toBe(403);
    });

    it("answers 404 'User not found.' for an unknown id", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await getUser(99_999, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(USER_NOT_FOUND);
    });

    it('answers the person itself, without a wrapper and without secrets', async () => {
      const { headers } = await as(Role.USER);
      const person = await buildUser(t.database.db, { name: 'Bea Example' });

      const response = await getUser(person.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: person.id,
        name: 'Bea Example',
        email: person.email,
        status: 'active',
        clients: [],
      });
      expect(response.body).not.toMatch(/password/i);
    });
  });

  it('lists every people route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/users users:read',
        'GET /api/users/names users:read',
        'GET /api/users/:id users:read',
        'POST /api/register users:manage',
        'POST /api/users/edit/:id users:manage',
        'DELETE /api/users/delete/:id users:manage',
        'POST /api/users/:id/password users:manage',
      ]),
    );
  });
});
