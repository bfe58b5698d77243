import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import {
  clientTimeLogTable,
  homeOfficeYearTable,
  LeaveStatus,
  Role,
  teamCalendarTable,
  toCsv,
  userTimeLogTable,
  type RoleId,
  type TeamCalendarData,
} from '@portal/shared';
import { homeOfficeDays, users } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildAssignment, buildLeave, buildPublicHoliday, buildWorkLog } from '../../test/record-factories.js';

type Headers = Record<string, string>;
const CLIENT_NOT_FOUND = { code: 'NOT_FOUND', message: 'Client not found.' };
const USER_NOT_FOUND = { code: 'NOT_FOUND', message: 'User not found.' };

/** A download's body without the byte-order mark that Excel needs to read UTF-8 CSV. */
const csvText = (body: string) => body.replace(/^\uFEFF/, '');

async function xlsxRows(buffer: Buffer): Promise<(string | number)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: (string | number)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    // row.values is 1-based: index 0 is always empty.
    const values = (row.values as (string | number | null | undefined)[]).slice(1);
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => values[index] ?? ''));
  });
  return rows;
}

describe('reports (docs/product/reports.md#home-office-year, #user-month–2.16, docs/product/http-contract.md#endpoints; docs/product/roles-and-access.md#client-role, #share-links, docs/product/reports.md#downloads)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId, clientId?: number) => signedIn(t.app, t.database.db, { roleId, clientId });
  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
  /** `count` new people, each given their records by `withRecords`. */
  const addPeople = async (count: number, withRecords: (person: { id: number }) => Promise<unknown>) => {
    for (let index = 0; index < count; index += 1) await withRecords(await buildUser(t.database.db));
  };
  const makePublic = (userId: number) =>
    t.database.db.update(users).set({ publicLogs: true }).where(eq(users.id, userId));

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

  describe('GET /api/team_calendar', () => {
    const calendar = (headers: Headers = {}, query = '?year=2026') => get(`/api/team_calendar${query}`, headers);

    it('answers 401 without a token, 403 to a USER and a CLIENT user, 400 without a year', async () => {
      const client = await buildClient(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await as(Role.CLIENT, client.id);
      const admin = await as(Role.ADMIN);

      expect((await calendar()).statusCode).toBe(401);
      expect((await calendar(employee.headers)).statusCode).toBe(403);
      expect((await calendar(clientUser.headers)).statusCode).toBe(403);
      expect((await calendar(admin.headers, '')).statusCode).toBe(400);
    });

    it('returns active employees, their Pending and Approved leave touching the year with its type, holidays and assignments', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);
      const acme = await buildClient(t.database.db, 'Acme');
      const ada = await buildUser(t.database.db, { name: 'Ada' });
      await buildUser(t.database.db, { name: 'Gone', active: false });
      await buildUser(t.database.db, { name: 'Client Person', roleId: Role.CLIENT, clientId: acme.id });
      await buildLeave(t.database.db, { userId: ada.id, fromDate: '2025-12-30', toDate: '2026-01-02' });
      await buildLeave(t.database.db, {
        userId: ada.id,
        fromDate: '2026-03-02',
        status: LeaveStatus.APPROVED,
        type: 1,
      });
      await buildLeave(t.database.db, { userId: ada.id, fromDate: '2026-04-01', status: LeaveStatus.DECLINED });
      await buildLeave(t.database.db, { userId: ada.id, fromDate: '2027-01-04', status: LeaveStatus.APPROVED });
      await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas');
      await buildPublicHoliday(t.database.db, '2027-01-01');
      await buildAssignment(t.database.db, { userId: ada.id, clientId: acme.id, fromDate: '2025-06-01', toDate: null });
      await buildAssignment(t.database.db, {
        userId: ada.id,
        clientId: acme.id,
        fromDate: '2024-01-01',
        toDate: '2024-12-31',
      });

      const response = await calendar(headers);

      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.people.map((person: { name: string }) => person.name)).toEqual(
        expect.arrayContaining(['Ada', admin.name]),
      );
      expect(data.people.map((person: { name: string }) => person.name)).not.toContain('Gone');
      expect(data.people.map((person: { name: string }) => person.name)).not.toContain('Client Person');
      const whole = { from_half: 'full', to_half: 'full' };
      expect(data.leave).toEqual([
        { user_id: ada.id, from_date: '2025-12-30', to_date: '2026-01-02', ...whole, status: 0, type: 0 },
        { user_id: ada.id, from_date: '2026-03-02', to_date: '2026-03-02', ...whole, status: 1, type: 1 },
      ]);
      expect(data.public_holidays).toEqual([{ date: '2026-12-25', title: 'Christmas', calendar_id: 1 }]);
      expect(data.assignments).toEqual([
        { user_id: ada.id, client_id: acme.id, from_date: '2025-06-01', to_date: null },
      ]);
      expect(data.clients).toEqual([{ id: acme.id, name: 'Acme' }]);
    });

    it('uses the same number of queries for 1 and for 30 people', async () => {
      const { headers } = await as(Role.ADMIN);
      const acme = await buildClient(t.database.db);
      const leaveAndAssignment = async (person: { id: number }) => {
        await buildLeave(t.database.db, { userId: person.id, fromDate: '2026-05-04' });
        await buildAssignment(t.database.db, { userId: person.id, clientId: acme.id });
      };
      await addPeople(1, leaveAndAssignment);
      const forOne = await queries.during(() => calendar(headers));
      await addPeople(29, leaveAndAssignment);

      const forThirty = await queries.during(() => calendar(headers));

      expect((await calendar(headers)).json().data.leave).toHaveLength(30);
      expect(forThirty).toBe(forOne);
    });

    it('downloads as CSV and XLSX with two rows per person', async () => {
      const { headers } = await as(Role.ADMIN);
      const ada = await buildUser(t.database.db, { name: 'Ada' });
      const acme = await buildClient(t.database.db, 'Acme');
      await buildLeave(t.database.db, { userId: ada.id, fromDate: '2026-03-02', status: LeaveStatus.APPROVED });
      await buildAssignment(t.database.db, { userId: ada.id, clientId: acme.id });
      const data: TeamCalendarData = (await calendar(headers)).json().data;
      const table = teamCalendarTable(data, 2026);

      const csv = await calendar(headers, '?year=2026&format=csv');
      const xlsx = await calendar(headers, '?year=2026&format=xlsx');

      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="team-calendar-2026.csv"');
      expect(csvText(csv.body)).toBe(toCsv(table));
      expect(table.header).toHaveLength(2 + 365);
      expect(table.rows).toHaveLength(data.people.length * 2);
      const adaLeave = table.rows.find((row) => row[0] === 'Ada' && row[1] === 'Leave');
      expect(adaLeave?.[2 + 60]).toBe('approved'); // 2026-03-02 is day 61 of the year
      expect(await xlsxRows(xlsx.rawPayload)).toEqual([table.header, ...table.rows]);
    });
  });

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
