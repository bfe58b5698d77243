import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { homeOfficeDays } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn, signedInClientUser } from '../../test/factories.js';

type Headers = Record<string, string>;
interface HomeOfficeItem {
  id: number;
  user_id: number;
  date: string;
}

const MONDAY = '2026-11-16';
const MAY_NOT_MARK = { code: 'FORBIDDEN', message: 'You can only mark your own home-office days.' };

describe('home office (docs/product/time-and-week.md#dashboard, docs/product/reports.md#home-office-year, docs/product/http-contract.md#endpoints Home office; docs/product/time-and-week.md#home-office, docs/product/reports.md#home-office-year, #home-office-year)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  const mark = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/home_office', headers, payload });
  const unmark = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/home_office/delete_by_user_id_and_date', headers, payload });
  const read = (headers: Headers, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/home_office${query}`, headers });
  const rowsOf = (userId: number) =>
    t.database.db.select().from(homeOfficeDays).where(eq(homeOfficeDays.userId, userId));
  const markDirectly = (userId: number, dates: string[]) =>
    t.database.db.insert(homeOfficeDays).values(dates.map((date) => ({ userId, date })));
  const datesOf = (body: { data: HomeOfficeItem[] }) => body.data.map((item) => item.date);

  describe('POST /api/home_office', () => {
    it('answers 401 without a token', async () => {
      const response = await mark({}, { user_id: 1, dates: [MONDAY] });

      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['no dates', { dates: [] }, 'dates', 'Choose a date'],
      ['a malformed date', { dates: ['16.11.2026'] }, 'dates.0', 'Date must be in YYYY-MM-DD format'],
      ['a date that does not exist', { dates: ['2026-02-29'] }, 'dates.0', 'Date must be a real calendar date'],
      ['a date after 2099', { dates: ['2100-01-01'] }, 'dates.0', 'Date must be between 1900-01-01 and 2099-12-31'],
      ['no user_id', { user_id: undefined }, 'user_id', 'user_id is required'],
    ])('refuses %s with 400', async (_case, overrides, field, message) => {
      const { headers, user } = await as(Role.USER);

      const response = await mark(headers, { user_id: user.id, dates: [MONDAY], ...overrides });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: [message] });
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it("refuses a USER marking someone else's day with 403 (docs/product/roles-and-access.md#employees, #body-ids)", async () => {
      const { headers } = await as(Role.USER);
      const colleague = await buildUser(t.database.db);

      const response = await mark(headers, { user_id: colleague.id, dates: [MONDAY] });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(MAY_NOT_MARK);
      expect(await rowsOf(colleague.id)).toEqual([]);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers, user } = await asClientUser();

      const response = await mark(headers, { user_id: user.id, dates: [MONDAY] });

      expect(response.statusCode).toBe(403);
    });

    it('marks the day and answers 201 with the marked days', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await mark(headers, { user_id: user.id, dates: [MONDAY] });

      expect(response.statusCode).toBe(201);
      const [row] = await rowsOf(user.id);
      expect(response.json()).toEqual({ data: [{ id: row!.id, user_id: user.id, date: MONDAY }] });
    });

    it('leaves one row when the same day is marked twice (docs/product/time-and-week.md#home-office)', async () => {
      const { headers, user } = await as(Role.USER);

      const first = await mark(headers, { user_id: user.id, dates: [MONDAY] });
      const second = await mark(headers, { user_id: user.id, dates: [MONDAY] });

      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await rowsOf(user.id)).toHaveLength(1);
    });

    it('leaves one row when one request names the same day twice', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await mark(headers, { user_id: user.id, dates: [MONDAY, MONDAY] });

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toHaveLength(1);
      expect(await rowsOf(user.id)).toHaveLength(1);
    });

    it('leaves exactly one row after 50 simultaneous requests for the same day', async () => {
      const { headers, user } = await as(Role.USER);

      const responses = await Promise.all(
        Array.from({ length: 50 }, () => mark(headers, { user_id: user.id, dates: [MONDAY] })),
      );

      expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
      expect(await rowsOf(user.id)).toHaveLength(1);
    });

    it('leaves one row or none, never two, after 50 simultaneous toggles of one day', async () => {
      const { headers, user } = await as(Role.USER);

      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          index % 2 === 0
            ? mark(headers, { user_id: user.id, dates: [MONDAY] })
            : unmark(headers, { user_id: user.id, date: MONDAY }),
        ),
      );

      expect(responses.filter((response) => response.statusCode >= 300)).toEqual([]);
      expect((await rowsOf(user.id)).length).toBeLessThanOrEqual(1);
    });

    it("lets an admin mark someone else's day", async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await mark(headers, { user_id: person.id, dates: [MONDAY] });

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toEqual([expect.objectContaining({ user_id: person.id, date: MONDAY })]);
    });

    it("answers 404 'User not found.' when an admin marks a day of nobody", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await mark(headers, { user_id: 99_999, dates: [MONDAY] });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found.' });
    });

    it('keeps the days of different people apart', async () => {
      const admin = await as(Role.ADMIN);
      const { headers, user } = await as(Role.USER);
      await mark(admin.headers, { user_id: admin.user.id, dates: [MONDAY] });

      const response = await mark(headers, { user_id: user.id, dates: [MONDAY] });

      expect(response.json().data).toEqual([expect.objectContaining({ user_id: user.id })]);
      expect(await rowsOf(admin.user.id)).toHaveLength(1);
      expect(await rowsOf(user.id)).toHaveLength(1);
    });
  });

  describe('DELETE /api/home_office/delete_by_user_id_and_date', () => {
    it('answers 401 without a token', async () => {
      const response = await unmark({}, { user_id: 1, date: MONDAY });

      expect(response.statusCode).toBe(401);
    });

    it('refuses a missing or malformed date with 400', async () => {
      const { headers, user } = await as(Role.USER);

      const missing = await unmark(headers, { user_id: user.id });
      const malformed = await unmark(headers, { user_id: user.id, date: '2026-13-01' });

      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('date');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ date: ['Date must be a real calendar date'] });
    });

    it("refuses a USER unmarking someone else's day with 403 and keeps it", async () => {
      const colleague = await buildUser(t.database.db);
      await markDirectly(colleague.id, [MONDAY]);
      const { headers } = await as(Role.USER);

      const response = await unmark(headers, { user_id: colleague.id, date: MONDAY });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(MAY_NOT_MARK);
      expect(await rowsOf(colleague.id)).toHaveLength(1);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers, user } = await asClientUser();

      const response = await unmark(headers, { user_id: user.id, date: MONDAY });

      expect(response.statusCode).toBe(403);
    });

    it('unmarks the own day and answers 204 with an empty body, leaving other days alone', async () => {
      const { headers, user } = await as(Role.USER);
      await markDirectly(user.id, [MONDAY, '2026-11-17']);

      const response = await unmark(headers, { user_id: user.id, date: MONDAY });

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await rowsOf(user.id)).map((row) => row.date)).toEqual(['2026-11-17']);
    });

    it('answers 204 for a day that is not marked (docs/product/time-and-week.md#home-office)', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await unmark(headers, { user_id: user.id, date: MONDAY });

      expect(response.statusCode).toBe(204);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it("lets an admin unmark someone else's day", async () => {
      const person = await buildUser(t.database.db);
      await markDirectly(person.id, [MONDAY]);
      const { headers } = await as(Role.ADMIN);

      const response = await unmark(headers, { user_id: person.id, date: MONDAY });

      expect(response.statusCode).toBe(204);
      expect(await rowsOf(person.id)).toEqual([]);
    });
  });

  describe('GET /api/home_office', () => {
    it('answers 401 without a token', async () => {
      const response = await read({}, '?user_id=1&month=2026-11');

      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['month 13', '?user_id=ID&month=2026-13', 'month', 'Month must be in YYYY-MM format'],
      ['month 00', '?user_id=ID&month=2026-00', 'month', 'Month must be in YYYY-MM format'],
      ['a month with a day', '?user_id=ID&month=2026-11-01', 'month', 'Month must be in YYYY-MM format'],
      ['a malformed from_date', '?user_id=ID&from_date=2026-11', 'from_date', 'Date must be in YYYY-MM-DD format'],
      // Its week would run into year 10000, which the database cannot read: a 500 before.
      [
        'a from_date in 9999',
        '?user_id=ID&from_date=9999-12-30',
        'from_date',
        'Date must be between 1900-01-01 and 2099-12-31',
      ],
      ['a year that is not a number', '?year=soon', 'year', undefined],
    ])('refuses %s with 400', async (_case, query, field, message) => {
      const { headers, user } = await as(Role.ADMIN);

      const response = await read(headers, query.replace('ID', String(user.id)));

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
      if (message) expect(response.json().errors[field]).toEqual([message]);
    });

    it.each([
      ['nothing', ''],
      ['a month without user_id', '?month=2026-11'],
      ['a user_id without month or from_date', '?user_id=ID'],
    ])('refuses %s with 400', async (_case, query) => {
      const { headers, user } = await as(Role.USER);

      const response = await read(headers, query.replace('ID', String(user.id)));

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Give user_id with month or from_date, or a year');
    });

    it('refuses a CLIENT user with 403', async () => {
      const person = await buildUser(t.database.db);
      const { headers } = await asClientUser();

      const response = await read(headers, `?user_id=${person.id}&month=2026-11`);

      expect(response.statusCode).toBe(403);
    });

    describe('with user_id and month (the monthly count)', () => {
      it("answers the person's days of that month only, in date order; the count is the length", async () => {
        const { headers, user } = await as(Role.USER);
        const colleague = await buildUser(t.database.db);
        await markDirectly(user.id, ['2026-12-01', '2026-11-30', '2026-10-31', '2026-11-01', '2026-11-16']);
        await markDirectly(colleague.id, ['2026-11-17']);

        const response = await read(headers, `?user_id=${user.id}&month=2026-11`);

        expect(response.statusCode).toBe(200);
        expect(datesOf(response.json())).toEqual(['2026-11-01', '2026-11-16', '2026-11-30']);
        expect(response.json().data).toHaveLength(3);
        expect(response.json().data[0]).toEqual({ id: expect.any(Number), user_id: user.id, date: '2026-11-01' });
      });

      it.each([
        ['February of a common year', '2026-02', ['2026-01-31', '2026-02-01', '2026-02-28', '2026-03-01']],
        ['February of a leap year', '2028-02', ['2028-01-31', '2028-02-01', '2028-02-29', '2028-03-01']],
        ['December', '2026-12', ['2026-11-30', '2026-12-01', '2026-12-31', '2027-01-01']],
      ])('knows where %s begins and ends', async (_case, month, [dayBefore, first, last, dayAfter]) => {
        const { headers, user } = await as(Role.USER);
        await markDirectly(user.id, [dayBefore!, first!, last!, dayAfter!]);

        const response = await read(headers, `?user_id=${user.id}&month=${month}`);

        expect(datesOf(response.json())).toEqual([first, last]);
      });

      it("lets any employee read another employee's month (docs/product/roles-and-access.md#employees)", async () => {
        const owner = await buildUser(t.database.db);
        await markDirectly(owner.id, [MONDAY]);
        const { headers } = await as(Role.USER);

        const response = await read(headers, `?user_id=${owner.id}&month=2026-11`);

        expect(response.statusCode).toBe(200);
        expect(datesOf(response.json())).toEqual([MONDAY]);
      });
    });

    describe('with user_id and from_date (the dashboard week)', () => {
      it('answers the days of the seven days from that date only', async () => {
        const { headers, user } = await as(Role.USER);
        await markDirectly(user.id, ['2026-11-15', MONDAY, '2026-11-20', '2026-11-22', '2026-11-23']);

        const response = await read(headers, `?user_id=${user.id}&from_date=${MONDAY}`);

        expect(response.statusCode).toBe(200);
        expect(datesOf(response.json())).toEqual([MONDAY, '2026-11-20', '2026-11-22']);
      });

      it('crosses a year end', async () => {
        const { headers, user } = await as(Role.USER);
        await markDirectly(user.id, ['2026-12-28', '2027-01-03', '2027-01-04']);

        const response = await read(headers, `?user_id=${user.id}&from_date=2026-12-28`);

        expect(datesOf(response.json())).toEqual(['2026-12-28', '2027-01-03']);
      });
    });

    describe("with year (everyone's days for admins, docs/product/reports.md#home-office-year; one's own for employees, docs/product/reports.md#home-office-year)", () => {
      it('answers a USER their own days of that year only', async () => {
        const { headers, user } = await as(Role.USER);
        const colleague = await buildUser(t.database.db);
        await markDirectly(user.id, ['2026-03-02', '2026-01-05', '2025-12-31', '2027-01-01']);
        await markDirectly(colleague.id, ['2026-01-05', '2026-06-01']);

        const response = await read(headers, '?year=2026');

        expect(response.statusCode).toBe(200);
        expect((response.json().data as HomeOfficeItem[]).map((item) => [item.user_id, item.date] as const)).toEqual([
          [user.id, '2026-01-05'],
          [user.id, '2026-03-02'],
        ]);
      });

      it('refuses a CLIENT user with 403', async () => {
        const { headers } = await asClientUser();

        const response = await read(headers, '?year=2026');

        expect(response.statusCode).toBe(403);
      });

      it("answers an admin everyone's days of that year, by person and date", async () => {
        const { headers } = await as(Role.ADMIN);
        const first = await buildUser(t.database.db);
        const second = await buildUser(t.database.db);
        await markDirectly(second.id, ['2026-03-02', '2026-01-01']);
        await markDirectly(first.id, ['2026-12-31', '2025-12-31', '2027-01-01']);

        const response = await read(headers, '?year=2026');

        expect(response.statusCode).toBe(200);
        expect((response.json().data as HomeOfficeItem[]).map((item) => [item.user_id, item.date] as const)).toEqual([
          [first.id, '2026-12-31'],
          [second.id, '2026-01-01'],
          [second.id, '2026-03-02'],
        ]);
      });

      it('uses the year asked for, not a fixed 2025', async () => {
        const { headers } = await as(Role.SUPER_ADMIN);
        const person = await buildUser(t.database.db);
        await markDirectly(person.id, ['2025-06-02', '2027-06-07']);

        const response = await read(headers, '?year=2027');

        expect(datesOf(response.json())).toEqual(['2027-06-07']);
      });
    });
  });

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
