import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildUser } from '../../test/factories.js';
import { useHomeOfficeKit, type HomeOfficeItem, MONDAY } from './home-office-test-kit.js';

describe('home office (docs/product/time-and-week.md#dashboard, docs/product/reports.md#home-office-year, docs/product/http-contract.md#endpoints Home office; docs/product/time-and-week.md#home-office, docs/product/reports.md#home-office-year, #home-office-year)', () => {
  const { t, as, asClientUser, read, markDirectly, datesOf } = useHomeOfficeKit();

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
});
