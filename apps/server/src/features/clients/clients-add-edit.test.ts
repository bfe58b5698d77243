import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient } from '../../test/factories.js';
import { useClientsKit, type Headers, CLIENT_NOT_FOUND, NAME_REQUIRED } from './clients-test-kit.js';

describe('clients (docs/product/people-and-clients.md#clients, docs/product/http-contract.md#endpoints Clients, docs/product/roles-and-access.md#share-links, docs/product/people-and-clients.md#clients)', () => {
  const { t, as, asClientUserOf, getClient } = useClientsKit();

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
});
