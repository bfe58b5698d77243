import { describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';

type Headers = Record<string, string>;

const CLIENT_NOT_FOUND = { code: 'NOT_FOUND', message: 'Client not found.' };
const NAME_REQUIRED = {
  code: 'VALIDATION_FAILED',
  message: 'Client Name is required',
  errors: { name: ['Client Name is required'] },
};

describe('clients (docs/product/people-and-clients.md#clients, docs/product/http-contract.md#endpoints Clients, docs/product/roles-and-access.md#share-links, docs/product/people-and-clients.md#clients)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const asClientUserOf = (clientId: number) => signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId });
  const getClient = (id: number, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/clients/${id}`, headers });

  describe('GET /api/clients', () => {
    const list = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/clients', headers });

    it('answers 401 without a token', async () => {
      const response = await list({});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
      const client = await buildClient(t.database.db);
      const { headers } = await asClientUserOf(client.id);

      const response = await list(headers);

      expect(response.statusCode).toBe(403);
    });

    it('answers an empty list when there are no clients', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await list(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [] });
    });

    it('shows admins every client by name with its share key', async () => {
      const { headers } = await as(Role.ADMIN);
      const zeta = await buildClient(t.database.db, 'Zeta');
      const acme = await buildClient(t.database.db, 'Acme');

      const response = await list(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { id: acme.id, name: 'Acme', share_key: acme.shareKey },
          { id: zeta.id, name: 'Zeta', share_key: zeta.shareKey },
        ],
      });
    });

    it('hides the share key from a USER', async () => {
      const { headers } = await as(Role.USER);
      const acme = await buildClient(t.database.db, 'Acme');

      const response = await list(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [{ id: acme.id, name: 'Acme' }] });
    });
  });

  describe('GET /api/clients/:id', () => {
    it('answers 401 without a token', async () => {
      const client = await buildClient(t.database.db);

      const response = await getClient(client.id, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.USER);

      const response = await t.app.inject({ method: 'GET', url: '/api/clients/acme', headers });

      expect(response.statusCode).toBe(400);
    });

    it("answers 404 'Client not found.' for an unknown client", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await getClient(99_999, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(CLIENT_NOT_FOUND);
    });

    it('lets a USER read any client, without its share key', async () => {
      const { headers } = await as(Role.USER);
      const client = await buildClient(t.database.db, 'Initech');

      const response = await getClient(client.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { id: client.id, name: 'Initech' } });
    });

    it('shows an admin the share key', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const client = await buildClient(t.database.db, 'Initech');

      const response = await getClient(client.id, headers);

      expect(response.json()).toEqual({ data: { id: client.id, name: 'Initech', share_key: client.shareKey } });
    });

    it('lets a CLIENT user read their own client, without its share key', async () => {
      const own = await buildClient(t.database.db, 'Own Co');
      const { headers } = await asClientUserOf(own.id);

      const response = await getClient(own.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { id: own.id, name: 'Own Co' } });
    });

    it("answers a CLIENT user 404 'Client not found.' for another client (docs/product/roles-and-access.md#client-role)", async () => {
      const own = await buildClient(t.database.db);
      const other = await buildClient(t.database.db);
      const { headers } = await asClientUserOf(own.id);

      const response = await getClient(other.id, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(CLIENT_NOT_FOUND);
    });
  });

  describe('POST /api/clients', () => {
    const add = (headers: Headers, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/clients', headers, payload });

    it('answers 401 without a token', async () => {
      const response = await add({}, { name: 'Acme' });

      expect(response.statusCode).toBe(401);
    });

    it('refuses a name with a NUL character with 400, not 500 (found by the fuzzing of docs/product/http-contract.md#scale)', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await add(headers, { name: 'Acme\u0000Corp' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Text must not contain NUL characters.',
        errors: { name: ['Text must not contain NUL characters.'] },
      });
    });

    it("refuses a missing or blank name with 'Client Name is required'", async () => {
      const { headers } = await as(Role.ADMIN);

      const missing = await add(headers, {});
      const blank = await add(headers, { name: '   ' });

      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(NAME_REQUIRED);
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual(NAME_REQUIRED);
    });

    it('refuses a USER and a CLIENT user with 403', async () => {
      const client = await buildClient(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await asClientUserOf(client.id);

      const byEmployee = await add(employee.headers, { name: 'Sneaky' });
      const byClient = await add(clientUser.headers, { name: 'Sneaky' });

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it('answers 201 with the new client, its trimmed name and a share key', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await add(headers, { name: '  Umbrella Corp ' });

      expect(response.statusCode).toBe(201);
      const created = response.json().data;
      expect(created).toEqual({ id: expect.any(Number), name: 'Umbrella Corp', share_key: expect.any(String) });
      expect(created.share_key.length).toBeGreaterThanOrEqual(20);
      expect((await getClient(created.id, headers)).json()).toEqual({ data: created });
    });
  });

  describe('PATCH /api/clients/:id', () => {
    const rename = (id: number, headers: Headers, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/clients/${id}`, headers, payload });

    it('answers 401 without a token', async () => {
      const client = await buildClient(t.database.db);

      const response = await rename(client.id, {}, { name: 'New' });

      expect(response.statusCode).toBe(401);
    });

    it("refuses a blank name with 'Client Name is required'", async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);

      const response = await rename(client.id, headers, { name: '' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NAME_REQUIRED);
    });

    it('refuses a USER and a CLIENT user with 403 and keeps the name', async () => {
      const client = await buildClient(t.database.db, 'Kept');
      const employee = await as(Role.USER);
      const clientUser = await asClientUserOf(client.id);

      const byEmployee = await rename(client.id, employee.headers, { name: 'Changed' });
      const byClient = await rename(client.id, clientUser.headers, { name: 'Changed' });

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
      expect((await getClient(client.id, employee.headers)).json().data.name).toBe('Kept');
    });

    it("answers 404 'Client not found.' for an unknown client", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await rename(99_999, headers, { name: 'Ghost' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(CLIENT_NOT_FOUND);
    });

    it('renames the client and keeps its share key', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db, 'Old Name');

      const response = await rename(client.id, headers, { name: 'New Name' });

      expect(response.statusCode).toBe(200);
      const expected = { data: { id: client.id, name: 'New Name', share_key: client.shareKey } };
      expect(response.json()).toEqual(expected);
      expect((await getClient(client.id, headers)).json()).toEqual(expected);
    });
  });

  describe('DELETE /api/clients/:id', () => {
    const remove = (id: number, headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/clients/${id}`, headers });

    it('answers 401 without a token', async () => {
      const client = await buildClient(t.database.db);

      const response = await remove(client.id, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await t.app.inject({ method: 'DELETE', url: '/api/clients/0', headers });

      expect(response.statusCode).toBe(400);
    });

    it('refuses a USER and a CLIENT user with 403', async () => {
      const client = await buildClient(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await asClientUserOf(client.id);

      const byEmployee = await remove(client.id, employee.headers);
      const byClient = await remove(client.id, clientUser.headers);

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
      expect((await getClient(client.id, employee.headers)).statusCode).toBe(200);
    });

    it("answers 404 'Client not found.' for an unknown client", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await remove(99_999, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(CLIENT_NOT_FOUND);
    });

    it('refuses a client with logged time with 409 and keeps it (docs/product/people-and-clients.md#clients)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date: '2026-11-20', minutes: 60 });

      const response = await remove(client.id, headers);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'CONFLICT',
        message: 'This client has logged time and cannot be deleted.',
      });
      expect((await getClient(client.id, headers)).statusCode).toBe(200);
    });

    it('refuses a client that still has client users with 409', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);
      await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const response = await remove(client.id, headers);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'CONFLICT',
        message: 'This client still has client users; remove them first.',
      });
    });

    it('deletes a client without logged time with 204 and removes its assignments', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      const kept = await buildClient(t.database.db);
      await buildAssignment(t.database.db, { userId: person.id, clientId: client.id });
      await buildAssignment(t.database.db, { userId: person.id, clientId: kept.id });

      const response = await remove(client.id, headers);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await getClient(client.id, headers)).statusCode).toBe(404);
      const assignments = await t.app.inject({ method: 'GET', url: `/api/users/${person.id}/clients`, headers });
      expect((assignments.json().data as { id: number }[]).map((item) => item.id)).toEqual([kept.id]);
    });
  });

  describe('POST /api/clients/:id/share_key', () => {
    const regenerate = (id: number, headers: Headers) =>
      t.app.inject({ method: 'POST', url: `/api/clients/${id}/share_key`, headers });

    it('answers 401 without a token', async () => {
      const client = await buildClient(t.database.db);

      const response = await regenerate(client.id, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a USER and a CLIENT user with 403', async () => {
      const client = await buildClient(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await asClientUserOf(client.id);

      const byEmployee = await regenerate(client.id, employee.headers);
      const byClient = await regenerate(client.id, clientUser.headers);

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it("answers 404 'Client not found.' for an unknown client", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await regenerate(99_999, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(CLIENT_NOT_FOUND);
    });

    it('replaces the share key with a new one that the client then shows', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db, 'Acme');

      const response = await regenerate(client.id, headers);

      expect(response.statusCode).toBe(200);
      const { share_key: newKey } = response.json().data as { share_key: string };
      expect(response.json()).toEqual({ data: { id: client.id, name: 'Acme', share_key: newKey } });
      expect(newKey).not.toBe(client.shareKey);
      expect((await getClient(client.id, headers)).json().data.share_key).toBe(newKey);
    });
  });

  it('lists every client route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/clients clients:read',
        'GET /api/clients/:id session:own',
        'POST /api/clients clients:manage',
        'PATCH /api/clients/:id clients:manage',
        'DELETE /api/clients/:id clients:manage',
        'POST /api/clients/:id/share_key clients:manage',
      ]),
    );
  });
});
