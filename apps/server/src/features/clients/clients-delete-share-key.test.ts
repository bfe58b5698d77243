import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';
import { useClientsKit, type Headers, CLIENT_NOT_FOUND } from './clients-test-kit.js';

describe('clients (docs/product/people-and-clients.md#clients, docs/product/http-contract.md#endpoints Clients, docs/product/roles-and-access.md#share-links, docs/product/people-and-clients.md#clients)', () => {
  const { t, as, asClientUserOf, getClient } = useClientsKit();

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
