import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { useUsersKit } from './users-test-kit.js';

describe('people (docs/product/people-and-clients.md#users-screen, docs/product/http-contract.md#endpoints Users)', () => {
  const { queries, t, as } = useUsersKit();

  describe('GET /api/users/names (the picker list, docs/product/http-contract.md#scale)', () => {
    const names = (headers: Record<string, string> = {}, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/users/names${query}`, headers });
    type Row = { id: number; name: string; role_id: number };

    it('answers 401 without a token', async () => {
      const response = await names();

      expect(response.statusCode).toBe(401);
    });

    it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
      const client = await buildClient(t.database.db);
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const response = await names(headers);

      expect(response.statusCode).toBe(403);
    });

    it('gives an employee the active employees with id, name and role only, ordered by name', async () => {
      const { headers, user: viewer } = await signedIn(t.app, t.database.db, { name: 'Mia Viewer' });
      const zed = await buildUser(t.database.db, { name: 'Zed Admin', roleId: Role.ADMIN });
      const anna = await buildUser(t.database.db, { name: 'Anna Employee' });
      const gone = await buildUser(t.database.db, { name: 'Bea Deactivated', active: false });
      const client = await buildClient(t.database.db);
      const clientUser = await buildUser(t.database.db, {
        name: 'Carl Client',
        roleId: Role.CLIENT,
        clientId: client.id,
      });

      const response = await names(headers);

      expect(response.statusCode).toBe(200);
      const rows = response.json().data as Row[];
      const ours = new Set([viewer.id, zed.id, anna.id]);
      expect(rows.filter((row) => ours.has(row.id))).toEqual([
        { id: anna.id, name: 'Anna Employee', role_id: Role.USER },
        { id: viewer.id, name: 'Mia Viewer', role_id: Role.USER },
        { id: zed.id, name: 'Zed Admin', role_id: Role.ADMIN },
      ]);
      const ids = rows.map((row) => row.id);
      expect(ids).not.toContain(gone.id);
      expect(ids).not.toContain(clientUser.id);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'role_id']);
    });

    it('names the same people, in the same order, as the active people list without client users', async () => {
      const { headers } = await as(Role.USER);
      const client = await buildClient(t.database.db);
      await buildUser(t.database.db, { name: 'Ola Same' });
      await buildUser(t.database.db, { name: 'Ola Same' });
      await buildUser(t.database.db, { name: 'Deactivated Dora', active: false });
      await buildUser(t.database.db, { name: 'Client Cleo', roleId: Role.CLIENT, clientId: client.id });

      const light = (await names(headers)).json().data as Row[];
      const full = (await t.app.inject({ method: 'GET', url: '/api/users?status=active', headers })).json()
        .data as Row[];

      expect(light.map((row) => row.id)).toEqual(
        full.filter((row) => row.role_id !== Role.CLIENT).map((row) => row.id),
      );
    });

    describe('for filters over past records (Handle Holidays, the audit trail)', () => {
      /** An active and a deactivated employee and a client user, with names that sort among the others'. */
      const threeKinds = async () => {
        const client = await buildClient(t.database.db);
        return {
          active: await buildUser(t.database.db, { name: 'Mo Active' }),
          gone: await buildUser(t.database.db, { name: 'Bea Deactivated', active: false }),
          clientUser: await buildUser(t.database.db, { name: 'Carl Client', roleId: Role.CLIENT, clientId: client.id }),
        };
      };
      const idsOf = async (headers: Record<string, string>, query: string) => {
        const response = await names(headers, query);
        expect(response.statusCode, response.body).toBe(200);
        return (response.json().data as Row[]).map((row) => row.id);
      };
      const listedIds = async (headers: Record<string, string>, query: string) =>
        ((await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers })).json().data as Row[]).map(
          (row) => row.id,
        );

      it('adds deactivated employees with status=all, still without client users', async () => {
        const { headers } = await as(Role.ADMIN);
        const { active, gone, clientUser } = await threeKinds();

        const everyEmployee = await idsOf(headers, '?status=all');

        expect(everyEmployee).toEqual(expect.arrayContaining([active.id, gone.id]));
        expect(everyEmployee).not.toContain(clientUser.id);
      });

      it('names every employee, deactivated too, in the order of GET /api/users?status=all (the Handle Holidays filter)', async () => {
        const { headers } = await as(Role.ADMIN);
        await threeKinds();
        await buildUser(t.database.db, { name: 'Bea Deactivated' });

        const light = await idsOf(headers, '?status=all');
        const full = (await t.app.inject({ method: 'GET', url: '/api/users?status=all', headers })).json()
          .data as Row[];

        expect(light).toEqual(full.filter((row) => row.role_id !== Role.CLIENT).map((row) => row.id));
      });

      it('names everyone with status=all&kind=all, as GET /api/users?status=all lists them (the audit filter)', async () => {
        const { headers } = await as(Role.SUPER_ADMIN);
        const { clientUser, gone } = await threeKinds();

        const everyone = await idsOf(headers, '?status=all&kind=all');

        expect(everyone).toEqual(await listedIds(headers, 'status=all'));
        expect(everyone).toEqual(expect.arrayContaining([clientUser.id, gone.id]));
      });

      it('adds active client users only with kind=all alone', async () => {
        const { headers } = await as(Role.ADMIN);
        const { clientUser, gone } = await threeKinds();

        const active = await idsOf(headers, '?kind=all');

        expect(active).toContain(clientUser.id);
        expect(active).not.toContain(gone.id);
      });

      it('answers id, name and role only', async () => {
        const { headers } = await as(Role.ADMIN);
        await threeKinds();

        const rows = (await names(headers, '?status=all&kind=all')).json().data as Row[];

        for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'role_id']);
      });

      it.each([
        ['status=inactive', 'status'],
        ['status=everyone', 'status'],
        ['kind=clients', 'kind'],
      ])('refuses %s with 400 naming %s', async (query, field) => {
        const { headers } = await as(Role.ADMIN);

        const response = await names(headers, `?${query}`);

        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
        expect(response.json().errors).toHaveProperty(field);
      });
    });

    it('sends the same number of queries for 2 people as for 30', async () => {
      const { headers } = await as(Role.ADMIN);
      const few = await queries.during(() => names(headers));
      for (let i = 0; i < 28; i += 1) await buildUser(t.database.db);

      const many = await queries.during(() => names(headers));

      expect((await names(headers)).json().data.length).toBeGreaterThanOrEqual(30);
      expect(many).toBe(few);
    });
  });
});
