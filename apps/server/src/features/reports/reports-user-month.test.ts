import { describe, expect, it } from 'vitest';
import { Role, toCsv, userTimeLogTable } from '@portal/shared';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildWorkLog } from '../../test/record-factories.js';
import { useReportsKit, type Headers, csvText, xlsxRows } from './reports-test-kit.js';

const USER_NOT_FOUND = { code: 'NOT_FOUND', message: 'User not found.' };

describe('reports (docs/product/reports.md#home-office-year, #user-month–2.16, docs/product/http-contract.md#endpoints; docs/product/roles-and-access.md#client-role, #share-links, docs/product/reports.md#downloads)', () => {
  const { t, as, get } = useReportsKit();

  describe('GET /api/report/user/{id}/month/{m}/year/{y}', () => {
    const report = (id: number, m: number, y: number, headers: Headers = {}, query = '') =>
      get(`/api/report/user/${id}/month/${m}/year/${y}${query}`, headers);

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      expect((await report(person.id, 11, 2026)).statusCode).toBe(401);
    });

    it('refuses month 13 and month 0 with 400', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const thirteen = await report(person.id, 13, 2026, headers);
      const zero = await report(person.id, 0, 2026, headers);

      expect(thirteen.statusCode).toBe(400);
      expect(zero.statusCode).toBe(400);
    });

    it('refuses a USER and a CLIENT user with 403', async () => {
      const client = await buildClient(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await as(Role.CLIENT, client.id);

      const own = await report(employee.user.id, 11, 2026, employee.headers);
      const byClient = await report(employee.user.id, 11, 2026, clientUser.headers);

      expect(own.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it("answers 404 'User not found.' for a missing person", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await report(999_999, 11, 2026, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(USER_NOT_FOUND);
    });

    it('returns the person and the month of logs sorted by date, weekends included (the screen hides them)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db, { name: 'Ada Report', email: 'ada@example.com' });
      const acme = await buildClient(t.database.db, 'Acme');
      const log = (date: string, minutes: number) =>
        buildWorkLog(t.database.db, { userId: person.id, clientId: acme.id, date, minutes, description: date });
      await log('2026-11-30', 60);
      await log('2026-11-21', 90); // Saturday
      await log('2026-11-02', 30);
      await log('2026-10-31', 45); // previous month
      await log('2026-12-01', 45); // next month
      await log('2026-11-02', 15);

      const response = await report(person.id, 11, 2026, headers);

      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.user).toEqual({ id: person.id, name: 'Ada Report', email: 'ada@example.com' });
      expect(data.logs.map((l: { date: string; duration: number }) => [l.date, l.duration])).toEqual([
        ['2026-11-02', 30],
        ['2026-11-02', 15],
        ['2026-11-21', 90],
        ['2026-11-30', 60],
      ]);
      expect(data.logs[0]).toMatchObject({ client_id: acme.id, client_name: 'Acme', user_id: person.id });
    });

    it('bounds February by the leap year', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const acme = await buildClient(t.database.db);
      for (const date of ['2028-02-01', '2028-02-29', '2028-03-01', '2027-02-28', '2027-03-01', '2027-01-31']) {
        await buildWorkLog(t.database.db, { userId: person.id, clientId: acme.id, date, minutes: 60 });
      }

      const leap = (await report(person.id, 2, 2028, headers)).json().data.logs;
      const common = (await report(person.id, 2, 2027, headers)).json().data.logs;

      expect(leap.map((l: { date: string }) => l.date)).toEqual(['2028-02-01', '2028-02-29']);
      expect(common.map((l: { date: string }) => l.date)).toEqual(['2027-02-28']);
    });

    it('downloads as CSV with the rows and totals of the shared table, weekends hidden and formulas defused', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db, { name: 'Ada Report' });
      const acme = await buildClient(t.database.db, 'Acme');
      await buildWorkLog(t.database.db, {
        userId: person.id,
        clientId: acme.id,
        date: '2026-11-02',
        minutes: 100,
        description: '=HYPERLINK("http://evil.example","x")',
      });
      await buildWorkLog(t.database.db, { userId: person.id, clientId: acme.id, date: '2026-11-02', minutes: 20 });
      await buildWorkLog(t.database.db, { userId: person.id, clientId: acme.id, date: '2026-11-03', minutes: 45 });
      await buildWorkLog(t.database.db, {
        userId: person.id,
        clientId: acme.id,
        date: '2026-11-22', // Sunday
        minutes: 600,
        description: 'Weekend work',
      });
      const logs = (await report(person.id, 11, 2026, headers)).json().data.logs;

      const response = await report(person.id, 11, 2026, headers, '?format=csv');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
      const text = csvText(response.body);
      expect(text).toBe(toCsv(userTimeLogTable('Ada Report 2026-11', logs)));
      const lines = text.trim().split('\r\n');
      expect(lines[0]).toBe('Date,Client,Description,Duration (minutes),Hours per day');
      expect(lines).toContain(`2026-11-02,Acme,"'=HYPERLINK(""http://evil.example"",""x"")",100,`);
      expect(lines).toContain('2026-11-02,,Day total,120,2.00');
      expect(lines).toContain('2026-11-03,,Day total,45,0.75');
      expect(lines.at(-1)).toBe('Total hours,,,,2.8');
      expect(text).not.toContain('Weekend work');
    });

    it('downloads as XLSX with the same header and rows', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db, { name: 'Ada Report' });
      const acme = await buildClient(t.database.db, 'Acme');
      await buildWorkLog(t.database.db, { userId: person.id, clientId: acme.id, date: '2026-11-02', minutes: 90 });
      await buildWorkLog(t.database.db, { userId: person.id, clientId: acme.id, date: '2026-11-04', minutes: 30 });
      const logs = (await report(person.id, 11, 2026, headers)).json().data.logs;
      const table = userTimeLogTable('Ada Report 2026-11', logs);

      const response = await report(person.id, 11, 2026, headers, '?format=xlsx');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);
      expect(await xlsxRows(response.rawPayload)).toEqual([table.header, ...table.rows]);
      expect(table.rows.at(-1)).toEqual(['Total hours', '', '', '', '2.0']);
    });
  });
});
