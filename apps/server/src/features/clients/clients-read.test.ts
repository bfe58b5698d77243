import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient } from '../../test/factories.js';
import { useClientsKit, type Headers, CLIENT_NOT_FOUND } from './clients-test-kit.js';

describe('clients (docs/product/people-and-clients.md#clients, docs/product/http-contract.md#endpoints Clients, docs/product/roles-and-access.md#share-links, docs/product/people-and-clients.md#clients)', () => {
  const { t, as, asClientUserOf, getClient } = useClientsKit();

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
});
