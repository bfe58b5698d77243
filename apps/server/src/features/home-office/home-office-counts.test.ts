import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { homeOfficeDays } from '../../platform/db/schema.js';
import { buildClient, buildUser } from '../../test/factories.js';
import { useHomeOfficeKit, type Headers, type HomeOfficeItem, MONDAY } from './home-office-test-kit.js';

describe('home office (docs/product/time-and-week.md#dashboard, docs/product/reports.md#home-office-year, docs/product/http-contract.md#endpoints Home office; docs/product/time-and-week.md#home-office, docs/product/reports.md#home-office-year, #home-office-year)', () => {
  const { t, as, asClientUser, mark, unmark, read, markDirectly } = useHomeOfficeKit();

  describe('GET /api/home_office/counts (the home-office screen, docs/product/reports.md#home-office-year; docs/product/reports.md#home-office-year)', () => {
    const counts = (headers: Headers, query: string) => read(headers, `/counts${query}`);
    const months = (...pairs: [number, number][]) => {
      const perMonth = Array<number>(12).fill(0);
      for (const [month, days] of pairs) perMonth[month - 1] = days;
      return perMonth;
    };

    it('refuses a CLIENT user with 403', async () => {
      const client = await asClientUser();

      expect((await counts(client.headers, '?year=2026')).statusCode).toBe(403);
    });

    it('answers a USER their own row only (docs/product/reports.md#home-office-year)', async () => {
      const { headers, user } = await as(Role.USER);
      const colleague = await buildUser(t.database.db, { name: 'Aaron' });
      await markDirectly(user.id, ['2026-01-05', '2026-01-06', '2026-11-16', '2025-12-31']);
      await markDirectly(colleague.id, ['2026-01-07']);

      const response = await counts(headers, '?year=2026');

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([{ user_id: user.id, name: user.name, months: months([1, 2], [11, 1]) }]);
    });

    it('answers a USER without days that year their own row of zeros', async () => {
      const { headers, user } = await as(Role.USER);
      await markDirectly((await buildUser(t.database.db)).id, ['2026-04-01']);

      const response = await counts(headers, '?year=2026');

      expect(response.json().data).toEqual([{ user_id: user.id, name: user.name, months: months() }]);
    });

    it.each([
      ['no year', '', 'year'],
      ['a year that is not a number', '?year=last', 'year'],
      ['a year after 2099', '?year=2100', 'year'],
    ])('refuses %s with 400', async (_case, query, field) => {
      const { headers } = await as(Role.ADMIN);

      const response = await counts(headers, query);

      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    });

    it('counts each person’s days per month of that year, by name: users as rows, months as columns', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);
      const bea = await buildUser(t.database.db, { name: 'Bea' });
      const ada = await buildUser(t.database.db, { name: 'Ada' });
      await markDirectly(bea.id, ['2026-01-05', '2026-01-06', '2026-03-02', '2025-12-31', '2027-01-01']);
      await markDirectly(ada.id, ['2026-12-31']);

      const response = await counts(headers, '?year=2026');

      expect(response.statusCode).toBe(200);
      const rows = response.json().data as { user_id: number; name: string; months: number[] }[];
      // The first super administrator, 'Administrator', is an active employee too.
      expect(rows.map((row) => row.name)).toEqual(['Ada', 'Administrator', 'Bea', admin.name]);
      expect(rows.find((row) => row.user_id === bea.id)?.months).toEqual(months([1, 2], [3, 1]));
      expect(rows.find((row) => row.user_id === ada.id)?.months).toEqual(months([12, 1]));
      expect(rows.find((row) => row.user_id === admin.id)?.months).toEqual(months());
    });

    it('keeps a deactivated person who has days that year and leaves out client users and idle former staff', async () => {
      const { headers } = await as(Role.ADMIN);
      const former = await buildUser(t.database.db, { name: 'Former', active: false });
      const idleFormer = await buildUser(t.database.db, { name: 'Idle former', active: false });
      const company = await buildClient(t.database.db);
      const clientUser = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: company.id });
      await markDirectly(former.id, ['2026-05-04']);
      await markDirectly(idleFormer.id, ['2025-05-05']);

      const ids = ((await counts(headers, '?year=2026')).json().data as { user_id: number }[]).map(
        (row) => row.user_id,
      );

      expect(ids).toContain(former.id);
      expect(ids).not.toContain(idleFormer.id);
      expect(ids).not.toContain(clientUser.id);
    });

    it('follows marks and unmarks through the API: a month whose days are all unmarked counts 0, and a former person with none left drops out', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const former = await buildUser(t.database.db, { name: 'Former', active: false });
      const rowOf = async () =>
        ((await counts(headers, '?year=2026')).json().data as { user_id: number; months: number[] }[]).find(
          (entry) => entry.user_id === former.id,
        );
      expect(
        (await mark(headers, { user_id: former.id, dates: ['2026-04-06', '2026-04-07', '2026-06-01'] })).statusCode,
      ).toBe(201);
      expect((await rowOf())?.months).toEqual(months([4, 2], [6, 1]));

      await unmark(headers, { user_id: former.id, date: '2026-04-06' });
      await unmark(headers, { user_id: former.id, date: '2026-06-01' });
      expect((await rowOf())?.months).toEqual(months([4, 1]));

      await unmark(headers, { user_id: former.id, date: '2026-04-07' });
      expect(await rowOf()).toBeUndefined();
    });

    it.each([
      ['the days alone', 'home_office_days'],
      ['the days and the counts in one statement', 'home_office_days, home_office_month_counts'],
    ])('counts nothing once %s are truncated', async (_case, tables) => {
      const { headers, user } = await as(Role.ADMIN);
      await markDirectly(user.id, ['2026-02-02']);

      await t.database.db.execute(sql.raw(`TRUNCATE ${tables}`));

      const row = ((await counts(headers, '?year=2026')).json().data as { user_id: number; months: number[] }[]).find(
        (entry) => entry.user_id === user.id,
      );
      expect(row?.months).toEqual(months());
    });

    it('agrees with the list of days for the same year', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const person = await buildUser(t.database.db);
      await markDirectly(person.id, ['2026-02-02', '2026-02-03', '2026-02-04', '2026-10-05']);

      const days = (await read(headers, '?year=2026')).json().data as HomeOfficeItem[];
      const row = ((await counts(headers, '?year=2026')).json().data as { user_id: number; months: number[] }[]).find(
        (entry) => entry.user_id === person.id,
      );

      expect(row?.months.reduce((sum, count) => sum + count, 0)).toBe(days.length);
      expect(row?.months).toEqual(months([2, 3], [10, 1]));
    });
  });

  it('marks, counts and unmarks a day end to end (docs/product/time-and-week.md#home-office)', async () => {
    const { headers, user } = await as(Role.USER);
    const count = async () => (await read(headers, `?user_id=${user.id}&month=2026-11`)).json().data.length;

    await mark(headers, { user_id: user.id, dates: [MONDAY] });
    const afterMark = await count();
    await unmark(headers, { user_id: user.id, date: MONDAY });
    const afterUnmark = await count();

    expect(afterMark).toBe(1);
    expect(afterUnmark).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(homeOfficeDays)
        .where(and(eq(homeOfficeDays.userId, user.id), eq(homeOfficeDays.date, MONDAY))),
    ).toEqual([]);
  });

  it('lists every home-office route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/home_office worklogs:read',
        'GET /api/home_office/counts homeoffice:report:own',
        'POST /api/home_office homeoffice:write:own',
        'DELETE /api/home_office/delete_by_user_id_and_date homeoffice:write:own',
      ]),
    );
  });
});
