import { describe, expect, it } from 'vitest';
import { homeOfficeYearTable, Role, toCsv } from '@portal/shared';
import { homeOfficeDays } from '../../platform/db/schema.js';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildWorkLog } from '../../test/record-factories.js';
import { useReportsKit, type Headers, csvText, xlsxRows } from './reports-test-kit.js';

describe('reports (docs/product/reports.md#home-office-year, #user-month–2.16, docs/product/http-contract.md#endpoints; docs/product/roles-and-access.md#client-role, #share-links, docs/product/reports.md#downloads)', () => {
  const { t, as, get } = useReportsKit();

  describe('GET /api/home_office?year= (docs/product/reports.md#home-office-year, #home-office-year, #downloads)', () => {
    const year = (headers: Headers, query: string) => get(`/api/home_office?year=2026${query}`, headers);
    const markDays = (userId: number, dates: string[]) =>
      t.database.db.insert(homeOfficeDays).values(dates.map((date) => ({ userId, date })));

    it('refuses a CLIENT user with 403', async () => {
      const company = await buildClient(t.database.db);
      const { headers } = await as(Role.CLIENT, company.id);

      expect((await year(headers, '&format=csv')).statusCode).toBe(403);
    });

    it("downloads a USER's year as CSV and XLSX with their own row only", async () => {
      const { headers, user } = await as(Role.USER);
      const ada = await buildUser(t.database.db, { name: 'Ada' });
      await markDays(user.id, ['2026-02-02', '2026-02-03', '2026-07-01']);
      await markDays(ada.id, ['2026-01-05']);
      const ownRow = [user.name, 0, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 3];

      const csv = await year(headers, '&format=csv');
      const xlsx = await year(headers, '&format=xlsx');

      expect(csv.statusCode).toBe(200);
      const table = homeOfficeYearTable(2026, [{ name: user.name, months: [0, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0] }]);
      expect(table.rows).toEqual([ownRow]);
      expect(csvText(csv.body)).toBe(toCsv(table));
      expect(csvText(csv.body)).not.toContain('Ada');
      expect(await xlsxRows(xlsx.rawPayload)).toEqual([table.header, ownRow]);
    });

    it('downloads the year as CSV and XLSX with counts per month', async () => {
      const { headers } = await as(Role.ADMIN);
      const ada = await buildUser(t.database.db, { name: 'Ada' });
      await markDays(ada.id, ['2026-01-05', '2026-01-06', '2026-03-02', '2025-12-31']);
      const days = (await year(headers, '')).json().data;
      const counts = await get('/api/home_office/counts?year=2026', headers);
      const table = homeOfficeYearTable(2026, counts.json().data);

      const csv = await year(headers, '&format=csv');
      const xlsx = await year(headers, '&format=xlsx');

      expect(days).toHaveLength(3);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="home-office-2026.csv"');
      expect(csvText(csv.body)).toBe(toCsv(table));
      expect(csvText(csv.body)).toContain('Ada,2,0,1,0,0,0,0,0,0,0,0,0,3\r\n');
      expect(xlsx.headers['content-disposition']).toBe('attachment; filename="home-office-2026.xlsx"');
      expect(await xlsxRows(xlsx.rawPayload)).toEqual([table.header, ...table.rows]);
    });
  });

  describe('GET /api/weekly/logs?format= (docs/product/reports.md#downloads)', () => {
    const weekly = (headers: Headers, query = '') =>
      get(`/api/weekly/logs?from=2026-11-16&to=2026-11-20${query}`, headers);

    it('refuses a USER with 403', async () => {
      const { headers } = await as(Role.USER);

      expect((await weekly(headers, '&format=csv')).statusCode).toBe(403);
    });

    it('downloads as CSV and XLSX with a row per person, a column per day and total hours', async () => {
      const { headers } = await as(Role.ADMIN);
      const ada = await buildUser(t.database.db, { name: 'Aaa Ada' });
      const acme = await buildClient(t.database.db);
      await buildWorkLog(t.database.db, { userId: ada.id, clientId: acme.id, date: '2026-11-16', minutes: 480 });
      await buildWorkLog(t.database.db, { userId: ada.id, clientId: acme.id, date: '2026-11-17', minutes: 270 });

      const csv = await weekly(headers, '&format=csv');
      const xlsx = await weekly(headers, '&format=xlsx');

      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="weekly-report-2026-11-16-2026-11-20.csv"');
      const lines = csvText(csv.body).trim().split('\r\n');
      expect(lines[0]).toBe('Person,2026-11-16,2026-11-17,2026-11-18,2026-11-19,2026-11-20,Total hours');
      expect(lines[1]).toMatch(/^Aaa Ada,8h \(success\),4h 30m \(insufficient\),0h \(insufficient\),.*,12\.5$/);
      const sheet = await xlsxRows(xlsx.rawPayload);
      expect(sheet.map((row) => row.map(String).join(','))).toEqual(lines);
    });
  });
});
