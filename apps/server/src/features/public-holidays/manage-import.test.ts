import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildPublicHoliday } from '../../test/record-factories.js';
import { PUBLIC_HOLIDAY_TAKEN } from './manage.js';
import { useManageKit, type Headers } from './manage-test-kit.js';

/** Germany's public holidays of 2031 in the date-holidays package (docs/product/leave.md#holiday-import). */
const GERMANY_2031 = [
  { date: '2031-01-01', title: "New Year's Day" },
  { date: '2031-04-11', title: 'Good Friday' },
  { date: '2031-04-14', title: 'Easter Monday' },
  { date: '2031-05-01', title: 'Labour Day' },
  { date: '2031-05-22', title: 'Ascension Day' },
  { date: '2031-06-02', title: 'Whit Monday' },
  { date: '2031-10-03', title: 'National Holiday' },
  { date: '2031-12-25', title: 'Christmas Day' },
  { date: '2031-12-26', title: 'Boxing Day' },
];

describe('public holidays, managing (docs/product/leave.md#public-holidays, docs/product/http-contract.md#validation National holidays and Public holiday; docs/product/leave.md#public-holidays, #holiday-import)', () => {
  const { t, as, send, get, saved } = useManageKit();

  describe('GET /api/national_holidays/countries', () => {
    it('answers 401 without a token', async () => {
      const response = await get('/api/national_holidays/countries', {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a USER with 403', async () => {
      const { headers } = await as(Role.USER);

      const response = await get('/api/national_holidays/countries', headers);

      expect(response.statusCode).toBe(403);
    });

    it('lists the countries with their regions, Germany among them', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await get('/api/national_holidays/countries', headers);

      expect(response.statusCode).toBe(200);
      const germany = (response.json().data as { code: string }[]).find((country) => country.code === 'DE');
      expect(germany).toMatchObject({ code: 'DE', name: 'Germany' });
      expect(germany).toHaveProperty(
        'regions',
        expect.arrayContaining([{ code: 'BY', name: expect.any(String) }, expect.objectContaining({ code: 'BE' })]),
      );
    });
  });

  describe('GET /api/national_holidays/import', () => {
    const preview = (headers: Headers, query: string) => get(`/api/national_holidays/import${query}`, headers);

    it('answers 401 without a token', async () => {
      const response = await preview({}, '?country=DE&year=2031');

      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['no country', '?year=2031', 'country'],
      ['a lowercase country', '?country=de&year=2031', 'country'],
      ['an unknown country', '?country=XX&year=2031', 'country'],
      ['an unknown region', '?country=DE&region=ZZ&year=2031', 'region'],
      ['no year', '?country=DE', 'year'],
      ['a year outside 1900–2099', '?country=DE&year=2100', 'year'],
    ])('refuses %s with 400', async (_label, query, field) => {
      const { headers } = await as(Role.ADMIN);

      const response = await preview(headers, query);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    });

    it('refuses a USER with 403', async () => {
      const { headers } = await as(Role.USER);

      const response = await preview(headers, '?country=DE&year=2031');

      expect(response.statusCode).toBe(403);
    });

    it("lists a country's public holidays of the year with already_saved flags", async () => {
      const { headers } = await as(Role.ADMIN);
      await buildPublicHoliday(t.database.db, '2031-12-25', 'Christmas');

      const response = await preview(headers, '?country=DE&year=2031');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: GERMANY_2031.map((holiday) => ({ ...holiday, already_saved: holiday.date === '2031-12-25' })),
      });
    });

    it("adds a region's own public holidays", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await preview(headers, '?country=DE&region=BY&year=2031');

      const dates = (response.json().data as { date: string }[]).map((holiday) => holiday.date);
      expect(dates).toEqual(expect.arrayContaining(['2031-01-06', '2031-06-12', '2031-11-01']));
      expect(dates).toHaveLength(GERMANY_2031.length + 3);
    });
  });

  describe('POST /api/national_holidays/import', () => {
    const save = (headers: Headers, payload: unknown) =>
      send('POST', '/api/national_holidays/import', headers, payload);

    it('answers 401 without a token', async () => {
      const response = await save({}, { holidays: GERMANY_2031.slice(0, 1) });

      expect(response.statusCode).toBe(401);
    });

    it('refuses an empty choice or a malformed holiday with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const empty = await save(headers, { holidays: [] });
      const untitled = await save(headers, { holidays: [{ date: '2031-01-01', title: ' ' }] });
      const undated = await save(headers, { holidays: [{ date: '01.01.2031', title: 'New Year' }] });

      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Choose at least one holiday');
      expect(untitled.statusCode).toBe(400);
      expect(undated.statusCode).toBe(400);
      expect(await saved()).toEqual([]);
    });

    it('refuses a USER with 403', async () => {
      const { headers } = await as(Role.USER);

      const response = await save(headers, { holidays: GERMANY_2031.slice(0, 1) });

      expect(response.statusCode).toBe(403);
      expect(await saved()).toEqual([]);
    });

    it('saves the chosen holidays, each with its own title', async () => {
      const { headers } = await as(Role.ADMIN);
      const chosen = [GERMANY_2031[7]!, GERMANY_2031[0]!];

      const response = await save(headers, { holidays: chosen });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        data: [
          { id: expect.any(Number), date: '2031-01-01', title: "New Year's Day", calendar_id: 1 },
          { id: expect.any(Number), date: '2031-12-25', title: 'Christmas Day', calendar_id: 1 },
        ],
      });
      expect(await saved()).toEqual([
        { date: '2031-01-01', title: "New Year's Day" },
        { date: '2031-12-25', title: 'Christmas Day' },
      ]);
      const previewed = await get('/api/national_holidays/import?country=DE&year=2031', headers);
      expect(
        (previewed.json().data as { date: string; already_saved: boolean }[])
          .filter((holiday) => holiday.already_saved)
          .map((holiday) => holiday.date),
      ).toEqual(['2031-01-01', '2031-12-25']);
    });

    it('refuses a date that is already saved with 409 and saves none (docs/product/leave.md#public-holidays)', async () => {
      const { headers } = await as(Role.ADMIN);
      await buildPublicHoliday(t.database.db, '2031-12-25', 'Christmas');

      const response = await save(headers, { holidays: GERMANY_2031 });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: PUBLIC_HOLIDAY_TAKEN });
      expect(await saved()).toEqual([{ date: '2031-12-25', title: 'Christmas' }]);
    });
  });

  it('lists the managing routes with their permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/national_holidays public-holidays:manage',
        'PATCH /api/national_holidays/:id public-holidays:manage',
        'DELETE /api/national_holidays/:id public-holidays:manage',
        'GET /api/national_holidays/countries public-holidays:manage',
        'GET /api/national_holidays/import public-holidays:manage',
        'POST /api/national_holidays/import public-holidays:manage',
      ]),
    );
  });
});
