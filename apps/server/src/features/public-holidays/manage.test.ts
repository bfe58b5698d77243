import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { auditEntries, publicHolidays } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { NON_ADMINS, signedIn, signedInAs } from '../../test/factories.js';
import { buildPublicHoliday } from '../../test/record-factories.js';
import { PUBLIC_HOLIDAY_TAKEN } from './manage.js';

type Headers = Record<string, string>;

const TITLE_REQUIRED = 'Please provide a title for the national holidays.';
const DATES_REQUIRED = 'Please select at least one date for the national holidays.';
const EDIT_TITLE_REQUIRED = 'Holiday Title is required';
const EDIT_DATE_REQUIRED = 'Holiday Date is required';
const EDIT_DATE_FORMAT = 'Date must be in YYYY-MM-DD format';

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
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const saved = () =>
    t.database.db
      .select({ title: publicHolidays.title, date: publicHolidays.date })
      .from(publicHolidays)
      .orderBy(asc(publicHolidays.date));
  const auditRows = (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  describe('POST /api/national_holidays', () => {
    const create = (headers: Headers, payload: unknown) => send('POST', '/api/national_holidays', headers, payload);

    it('answers 401 without a token', async () => {
      const response = await create({}, { title: 'National Holidays', dates: ['2026-12-24'] });

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input', () => {
      it.each([
        ['missing', undefined],
        ['blank', '   '],
      ])('asks for a title when it is %s (docs/product/http-contract.md#validation)', async (_label, title) => {
        const { headers } = await as(Role.ADMIN);

        const response = await create(headers, { title, dates: ['2026-12-24'] });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: TITLE_REQUIRED,
          errors: { title: [TITLE_REQUIRED] },
        });
      });

      it.each([
        ['missing', undefined],
        ['empty', []],
      ])(
        'asks for at least one date when the list is %s (docs/product/http-contract.md#validation)',
        async (_label, dates) => {
          const { headers } = await as(Role.ADMIN);

          const response = await create(headers, { title: 'National Holidays', dates });

          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            code: 'VALIDATION_FAILED',
            message: DATES_REQUIRED,
            errors: { dates: [DATES_REQUIRED] },
          });
        },
      );

      it('refuses a malformed date and saves nothing', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await create(headers, { title: 'National Holidays', dates: ['2026-12-24', '24.12.2026'] });

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty(['dates.1']);
        expect(await saved()).toEqual([]);
      });
    });

    it.each(NON_ADMINS)('refuses %s with 403', async (_label, roleId) => {
      const { headers } = await signedInAs(t.app, t.database.db, roleId);

      const response = await create(headers, { title: 'National Holidays', dates: ['2026-12-24'] });

      expect(response.statusCode).toBe(403);
      expect(await saved()).toEqual([]);
    });

    it('saves one public holiday per date with the title: 201 {data: [...]} in date order', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await create(headers, { title: ' Christmas ', dates: ['2026-12-26', '2026-12-25'] });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        data: [
          { id: expect.any(Number), title: 'Christmas', date: '2026-12-25', calendar_id: 1 },
          { id: expect.any(Number), title: 'Christmas', date: '2026-12-26', calendar_id: 1 },
        ],
      });
      expect(await saved()).toEqual([
        { title: 'Christmas', date: '2026-12-25' },
        { title: 'Christmas', date: '2026-12-26' },
      ]);
      const list = await get('/api/national_holidays', headers);
      expect(list.json().data).toEqual(response.json().data);
    });

    it('refuses a date that is already a public holiday with 409 and saves none of the others (docs/product/leave.md#public-holidays)', async () => {
      const { headers } = await as(Role.ADMIN);
      await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');

      const response = await create(headers, { title: 'Winter break', dates: ['2026-12-24', '2026-12-25'] });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: PUBLIC_HOLIDAY_TAKEN });
      expect(PUBLIC_HOLIDAY_TAKEN).toBe(
        'Invalid date or the date specified is already recognized as a national holiday.',
      );
      expect(await saved()).toEqual([{ title: 'Christmas Day', date: '2026-12-25' }]);
    });

    it('refuses the same date twice in one request with 409', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await create(headers, { title: 'Twice', dates: ['2026-12-24', '2026-12-24'] });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: PUBLIC_HOLIDAY_TAKEN });
      expect(await saved()).toEqual([]);
    });

    it('records the new public holidays in the audit trail (docs/product/reports.md#audit)', async () => {
      const { headers, user } = await as(Role.ADMIN);

      await create(headers, { title: 'Christmas', dates: ['2026-12-25'] });

      const rows = await auditRows('public_holiday.create');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorId: user.id, after: [expect.objectContaining({ date: '2026-12-25' })] });
    });
  });

  describe('PATCH /api/national_holidays/:id', () => {
    const edit = (id: number | string, headers: Headers, payload: unknown) =>
      send('PATCH', `/api/national_holidays/${id}`, headers, payload);

    it('answers 401 without a token', async () => {
      const response = await edit(1, {}, { title: 'New Year', dates: ['2027-01-01'] });

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input (docs/product/leave.md#public-holidays)', () => {
      it.each([
        ['missing', undefined],
        ['blank', ' '],
      ])('requires the title when it is %s', async (_label, title) => {
        const { headers } = await as(Role.ADMIN);
        const holiday = await buildPublicHoliday(t.database.db, '2027-01-01');

        const response = await edit(holiday.id, headers, { title, dates: ['2027-01-01'] });

        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(EDIT_TITLE_REQUIRED);
        expect(response.json().errors).toEqual({ title: [EDIT_TITLE_REQUIRED] });
      });

      it.each([
        ['missing', undefined],
        ['an empty list', []],
        ['an empty date', ['']],
      ])('requires the date when it is %s', async (_label, dates) => {
        const { headers } = await as(Role.ADMIN);
        const holiday = await buildPublicHoliday(t.database.db, '2027-01-01');

        const response = await edit(holiday.id, headers, { title: 'New Year', dates });

        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(EDIT_DATE_REQUIRED);
      });

      it('requires the date as YYYY-MM-DD', async () => {
        const { headers } = await as(Role.ADMIN);
        const holiday = await buildPublicHoliday(t.database.db, '2027-01-01');

        const response = await edit(holiday.id, headers, { title: 'New Year', dates: ['01/01/2027'] });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: EDIT_DATE_FORMAT,
          errors: { 'dates.0': [EDIT_DATE_FORMAT] },
        });
      });

      it('refuses a malformed id', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await edit('new-year', headers, { title: 'New Year', dates: ['2027-01-01'] });

        expect(response.statusCode).toBe(400);
      });
    });

    it('refuses a USER with 403 and leaves the holiday as it was', async () => {
      const { headers } = await as(Role.USER);
      const holiday = await buildPublicHoliday(t.database.db, '2027-01-01', 'New Year');

      const response = await edit(holiday.id, headers, { title: 'Changed', dates: ['2027-01-02'] });

      expect(response.statusCode).toBe(403);
      expect(await saved()).toEqual([{ title: 'New Year', date: '2027-01-01' }]);
    });

    it('answers 404 for an unknown public holiday', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await edit(99_999, headers, { title: 'New Year', dates: ['2027-01-01'] });

      expect(response.statusCode).toBe(404);
    });

    it('changes the title and the date: 200 {data}', async () => {
      const { headers } = await as(Role.ADMIN);
      const holiday = await buildPublicHoliday(t.database.db, '2027-01-01', 'National Holidays');

      const response = await edit(holiday.id, headers, { title: "New Year's Day", dates: ['2027-01-02'] });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: { id: holiday.id, title: "New Year's Day", date: '2027-01-02', calendar_id: 1 },
      });
      expect(await saved()).toEqual([{ title: "New Year's Day", date: '2027-01-02' }]);
      const [entry] = await auditRows('public_holiday.update');
      expect(entry).toMatchObject({
        targetId: String(holiday.id),
        before: { date: '2027-01-01', title: 'National Holidays' },
        after: { date: '2027-01-02', title: "New Year's Day" },
      });
    });

    it('keeps its own date when only the title changes', async () => {
      const { headers } = await as(Role.ADMIN);
      const holiday = await buildPublicHoliday(t.database.db, '2027-01-01');

      const response = await edit(holiday.id, headers, { title: 'New Year', dates: ['2027-01-01'] });

      expect(response.statusCode).toBe(200);
    });

    it('refuses a date that another public holiday has with 409 (docs/product/leave.md#public-holidays)', async () => {
      const { headers } = await as(Role.ADMIN);
      await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');
      const boxingDay = await buildPublicHoliday(t.database.db, '2026-12-26', 'Boxing Day');

      const response = await edit(boxingDay.id, headers, { title: 'Boxing Day', dates: ['2026-12-25'] });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: PUBLIC_HOLIDAY_TAKEN });
      expect(await saved()).toEqual([
        { title: 'Christmas Day', date: '2026-12-25' },
        { title: 'Boxing Day', date: '2026-12-26' },
      ]);
    });
  });

  describe('DELETE /api/national_holidays/:id', () => {
    const remove = (id: number | string, headers: Headers) => send('DELETE', `/api/national_holidays/${id}`, headers);

    it('answers 401 without a token', async () => {
      const response = await remove(1, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a malformed id with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await remove('x', headers);

      expect(response.statusCode).toBe(400);
    });

    it('refuses a USER with 403', async () => {
      const { headers } = await as(Role.USER);
      const holiday = await buildPublicHoliday(t.database.db, '2027-01-01');

      const response = await remove(holiday.id, headers);

      expect(response.statusCode).toBe(403);
      expect(await saved()).toHaveLength(1);
    });

    it('answers 404 for an unknown public holiday', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await remove(99_999, headers);

      expect(response.statusCode).toBe(404);
    });

    it('deletes it: 204, and the date can be saved again', async () => {
      const { headers, user } = await as(Role.ADMIN);
      const holiday = await buildPublicHoliday(t.database.db, '2027-01-01', 'New Year');

      const response = await remove(holiday.id, headers);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await saved()).toEqual([]);
      const again = await send('POST', '/api/national_holidays', headers, { title: 'New Year', dates: ['2027-01-01'] });
      expect(again.statusCode).toBe(201);
      const [entry] = await auditRows('public_holiday.delete');
      expect(entry).toMatchObject({ actorId: user.id, targetId: String(holiday.id), before: { date: '2027-01-01' } });
    });
  });

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
