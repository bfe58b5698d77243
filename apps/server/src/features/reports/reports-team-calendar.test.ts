import { describe, expect, it } from 'vitest';
import { LeaveStatus, Role, teamCalendarTable, toCsv, type TeamCalendarData } from '@portal/shared';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildAssignment, buildLeave, buildPublicHoliday } from '../../test/record-factories.js';
import { useReportsKit, type Headers, csvText, xlsxRows } from './reports-test-kit.js';

describe('reports (docs/product/reports.md#home-office-year, #user-month–2.16, docs/product/http-contract.md#endpoints; docs/product/roles-and-access.md#client-role, #share-links, docs/product/reports.md#downloads)', () => {
  const { queries, t, as, get, addPeople } = useReportsKit();

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
});
