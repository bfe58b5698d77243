import { describe, expect, it } from 'vitest';
import { clientTimeLogTable, Role, toCsv } from '@portal/shared';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildWorkLog } from '../../test/record-factories.js';
import { useReportsKit, type Headers, csvText, xlsxRows } from './reports-test-kit.js';

const CLIENT_NOT_FOUND = { code: 'NOT_FOUND', message: 'Client not found.' };

describe('reports (docs/product/reports.md#home-office-year, #user-month–2.16, docs/product/http-contract.md#endpoints; docs/product/roles-and-access.md#client-role, #share-links, docs/product/reports.md#downloads)', () => {
  const { queries, t, as, get, addPeople, makePublic } = useReportsKit();

  describe('GET /api/logs/client/{id}/month/{m}/year/{y}', () => {
    const report = (id: number, headers: Headers = {}, query = '', m = 11, y = 2026) =>
      get(`/api/logs/client/${id}/month/${m}/year/${y}${query}`, headers);

    /** Acme with a public and a private person, both logging in November 2026. */
    async function acmeMonth() {
      const acme = await buildClient(t.database.db, 'Acme');
      const open = await buildUser(t.database.db, { name: 'Bea Public' });
      const quiet = await buildUser(t.database.db, { name: 'Al Private' });
      await makePublic(open.id);
      await buildWorkLog(t.database.db, { userId: open.id, clientId: acme.id, date: '2026-11-05', minutes: 60 });
      await buildWorkLog(t.database.db, { userId: open.id, clientId: acme.id, date: '2026-11-03', minutes: 30 });
      await buildWorkLog(t.database.db, { userId: quiet.id, clientId: acme.id, date: '2026-11-04', minutes: 120 });
      return { acme, open, quiet };
    }

    it("answers 404 'Client not found.' to an anonymous caller without a key or with a wrong key", async () => {
      const { acme } = await acmeMonth();

      const none = await report(acme.id);
      const wrong = await report(acme.id, {}, '?key=not-the-key');

      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual(CLIENT_NOT_FOUND);
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual(CLIENT_NOT_FOUND);
    });

    it('shows an anonymous caller with the share key only people with public logs', async () => {
      const { acme, open } = await acmeMonth();

      const response = await report(acme.id, {}, `?key=${acme.shareKey}`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          user_id: open.id,
          username: 'Bea Public',
          total_hours: 90,
          data: [
            expect.objectContaining({ date: '2026-11-03', duration: 30, client_name: 'Acme' }),
            expect.objectContaining({ date: '2026-11-05', duration: 60 }),
          ],
        },
      ]);
    });

    it("does not accept one client's key for another client", async () => {
      const { acme } = await acmeMonth();
      const other = await buildClient(t.database.db, 'Globex');

      const response = await report(other.id, {}, `?key=${acme.shareKey}`);

      expect(response.statusCode).toBe(404);
    });

    it('shows an admin everybody, grouped per person and sorted by name', async () => {
      const { acme, open, quiet } = await acmeMonth();
      const { headers } = await as(Role.ADMIN);

      const response = await report(acme.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json().map((item: { user_id: number; total_hours: number }) => item)).toMatchObject([
        { user_id: quiet.id, username: 'Al Private', total_hours: 120 },
        { user_id: open.id, username: 'Bea Public', total_hours: 90 },
      ]);
    });

    it('shows a CLIENT user their own client (public people only) and hides any other as not found', async () => {
      const { acme, open } = await acmeMonth();
      const other = await buildClient(t.database.db, 'Globex');
      const { headers } = await as(Role.CLIENT, acme.id);

      const own = await report(acme.id, headers);
      const foreign = await report(other.id, headers);

      expect(own.statusCode).toBe(200);
      expect(own.json().map((item: { user_id: number }) => item.user_id)).toEqual([open.id]);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(CLIENT_NOT_FOUND);
    });

    it('hides the report from an employee (USER) as not found', async () => {
      const { acme } = await acmeMonth();
      const { headers } = await as(Role.USER);

      const response = await report(acme.id, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(CLIENT_NOT_FOUND);
    });

    it("answers 404 'Client not found.' to an admin for a missing client, and 400 to month 13", async () => {
      const { headers } = await as(Role.ADMIN);
      const acme = await buildClient(t.database.db);

      const missing = await report(999_999, headers);
      const badMonth = await report(acme.id, headers, '', 13);

      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(CLIENT_NOT_FOUND);
      expect(badMonth.statusCode).toBe(400);
    });

    it('keeps the month inside its bounds (leap February)', async () => {
      const { headers } = await as(Role.ADMIN);
      const acme = await buildClient(t.database.db);
      const person = await buildUser(t.database.db);
      for (const date of ['2028-01-31', '2028-02-29', '2028-03-01']) {
        await buildWorkLog(t.database.db, { userId: person.id, clientId: acme.id, date, minutes: 60 });
      }

      const response = await report(acme.id, headers, '', 2, 2028);

      expect(response.json()[0].data.map((log: { date: string }) => log.date)).toEqual(['2028-02-29']);
    });

    it('answers an empty list for a month without logs', async () => {
      const { acme } = await acmeMonth();

      const response = await report(acme.id, {}, `?key=${acme.shareKey}`, 10);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('uses the same number of queries for 1 and for 30 people', async () => {
      const { headers } = await as(Role.ADMIN);
      const acme = await buildClient(t.database.db);
      const workLog = (person: { id: number }) =>
        buildWorkLog(t.database.db, { userId: person.id, clientId: acme.id, date: '2026-11-10', minutes: 60 });
      await addPeople(1, workLog);
      const forOne = await queries.during(() => report(acme.id, headers));
      await addPeople(29, workLog);

      const forThirty = await queries.during(() => report(acme.id, headers));

      expect((await report(acme.id, headers)).json()).toHaveLength(30);
      expect(forThirty).toBe(forOne);
    });

    it('downloads as CSV through the share link with the shared table rows and totals', async () => {
      const { acme } = await acmeMonth();
      const items = (await report(acme.id, {}, `?key=${acme.shareKey}`)).json();

      const response = await report(acme.id, {}, `?key=${acme.shareKey}&format=csv`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
      expect(csvText(response.body)).toBe(toCsv(clientTimeLogTable('Acme 2026-11', items)));
      expect(csvText(response.body)).toContain('Bea Public,,Total hours,90,1.5\r\nAll people,,Total hours,90,1.5');
      expect(response.body).not.toContain('Al Private');
    });

    it('refuses a download without the key', async () => {
      const { acme } = await acmeMonth();

      const response = await report(acme.id, {}, '?format=csv');

      expect(response.statusCode).toBe(404);
    });

    it('downloads as XLSX with the same header and rows', async () => {
      const { acme } = await acmeMonth();
      const { headers } = await as(Role.ADMIN);
      const items = (await report(acme.id, headers)).json();
      const table = clientTimeLogTable('Acme 2026-11', items);

      const response = await report(acme.id, headers, '?format=xlsx');

      expect(response.statusCode).toBe(200);
      expect(await xlsxRows(response.rawPayload)).toEqual([table.header, ...table.rows]);
    });
  });

  describe('GET /api/clients/{id}/public', () => {
    const name = (id: number, headers: Headers = {}, query = '') => get(`/api/clients/${id}/public${query}`, headers);

    it('names the client for the right key, its CLIENT user and an admin, and hides it otherwise', async () => {
      const acme = await buildClient(t.database.db, 'Acme');
      const other = await buildClient(t.database.db, 'Globex');
      const clientUser = await as(Role.CLIENT, acme.id);
      const admin = await as(Role.ADMIN);

      expect((await name(acme.id, {}, `?key=${acme.shareKey}`)).json()).toEqual({
        data: { id: acme.id, name: 'Acme' },
      });
      expect((await name(acme.id, clientUser.headers)).statusCode).toBe(200);
      expect((await name(other.id, admin.headers)).json()).toEqual({ data: { id: other.id, name: 'Globex' } });
      expect((await name(acme.id)).statusCode).toBe(404);
      expect((await name(acme.id, {}, '?key=wrong')).json()).toEqual(CLIENT_NOT_FOUND);
      expect((await name(other.id, clientUser.headers)).statusCode).toBe(404);
    });
  });
});
