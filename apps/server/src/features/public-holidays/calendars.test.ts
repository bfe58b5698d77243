import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { holidayCalendars, publicHolidays, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

type Headers = Record<string, string>;

describe('public holidays per calendar (docs/product/time-model.md#calendars)', () => {
  const t = useTestContext();

  const admin = () => signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const addCalendar = async (name: string) => {
    const [row] = await t.database.db.insert(holidayCalendars).values({ name }).returning();
    return row!.id;
  };
  const holiday = (calendarId: number, date: string, title: string) =>
    t.database.db.insert(publicHolidays).values({ calendarId, date, title });

  describe('POST /api/national_holidays', () => {
    it('saves into the calendar named, and lists each holiday with its calendar_id', async () => {
      const { headers } = await admin();
      const lisbon = await addCalendar('Lisbon');

      const response = await post('/api/national_holidays', headers, {
        title: 'Freedom Day',
        dates: ['2026-04-25'],
        calendar_id: lisbon,
      });

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toEqual([
        { id: expect.any(Number), title: 'Freedom Day', date: '2026-04-25', calendar_id: lisbon },
      ]);
      expect((await get('/api/national_holidays', headers)).json().data).toEqual(response.json().data);
    });

    it('saves the same date once per calendar: 409 only within one calendar', async () => {
      const { headers } = await admin();
      const lisbon = await addCalendar('Lisbon');
      const christmas = { title: 'Christmas Day', dates: ['2026-12-25'] };

      const inDefault = await post('/api/national_holidays', headers, christmas);
      const inLisbon = await post('/api/national_holidays', headers, { ...christmas, calendar_id: lisbon });
      const again = await post('/api/national_holidays', headers, { ...christmas, calendar_id: lisbon });

      expect([inDefault.statusCode, inLisbon.statusCode, again.statusCode]).toEqual([201, 201, 409]);
      expect(await t.database.db.select().from(publicHolidays)).toHaveLength(2);
    });

    it('refuses an unknown calendar with 400 VALIDATION_FAILED naming calendar_id, and saves nothing', async () => {
      const { headers } = await admin();

      const response = await post('/api/national_holidays', headers, {
        title: 'Nowhere Day',
        dates: ['2026-04-25'],
        calendar_id: 99,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { calendar_id: ['No such holiday calendar.'] },
      });
      expect(await t.database.db.select().from(publicHolidays)).toHaveLength(0);
    });

    it('without calendar_id saves into the first calendar, which need not be id 1', async () => {
      const { headers } = await admin();
      const lisbon = await addCalendar('Lisbon');
      const later = await addCalendar('Porto');
      await t.database.db.update(users).set({ holidayCalendarId: lisbon });
      await t.database.db.delete(holidayCalendars).where(eq(holidayCalendars.id, 1));

      const response = await post('/api/national_holidays', headers, { title: 'Saint Anthony', dates: ['2026-06-13'] });

      expect(response.statusCode).toBe(201);
      expect(response.json().data[0].calendar_id).toBe(lisbon);
      expect(later).toBeGreaterThan(lisbon);
    });
  });

  describe('GET ?calendar_id=', () => {
    it("answers one calendar's holidays with or without a range, all calendars' without calendar_id", async () => {
      const { headers } = await admin();
      const lisbon = await addCalendar('Lisbon');
      await holiday(1, '2026-10-03', 'German Unity Day');
      await holiday(lisbon, '2026-10-05', 'Republic Day');
      await holiday(lisbon, '2026-12-08', 'Immaculate Conception');

      const all = await get('/api/national_holidays', headers);
      const lisbonOnly = await get(`/api/national_holidays?calendar_id=${lisbon}`, headers);
      const lisbonOctober = await get(
        `/api/national_holidays?from=2026-10-01&to=2026-10-31&calendar_id=${lisbon}`,
        headers,
      );
      const defaultOctober = await get(
        '/api/range/national_holidays?from=2026-10-01&to=2026-10-31&calendar_id=1',
        headers,
      );
      const bothOctober = await get('/api/range/national_holidays?from=2026-10-01&to=2026-10-31', headers);

      const titles = (response: Awaited<ReturnType<typeof get>>) =>
        (response.json().data as { title: string }[]).map((entry) => entry.title);
      expect(titles(all)).toEqual(['German Unity Day', 'Republic Day', 'Immaculate Conception']);
      expect(titles(lisbonOnly)).toEqual(['Republic Day', 'Immaculate Conception']);
      expect(titles(lisbonOctober)).toEqual(['Republic Day']);
      expect(titles(defaultOctober)).toEqual(['German Unity Day']);
      expect(titles(bothOctober)).toEqual(['German Unity Day', 'Republic Day']);
    });

    it('refuses a malformed calendar_id with 400', async () => {
      const { headers } = await admin();

      const response = await get('/api/national_holidays?calendar_id=lisbon', headers);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('calendar_id');
    });
  });

  describe('the country import (docs/product/leave.md#holiday-import)', () => {
    it('previews already_saved against the calendar named, and saves into it', async () => {
      const { headers } = await admin();
      const lisbon = await addCalendar('Lisbon');
      await holiday(1, '2031-12-25', 'Christmas Day');

      const savedIn = async (calendar?: number) => {
        const query = calendar === undefined ? '' : `&calendar_id=${calendar}`;
        const preview = await get(`/api/national_holidays/import?country=DE&year=2031${query}`, headers);
        return (preview.json().data as { date: string; already_saved: boolean }[])
          .filter((candidate) => candidate.already_saved)
          .map((candidate) => candidate.date);
      };
      expect(await savedIn()).toEqual(['2031-12-25']);
      expect(await savedIn(lisbon)).toEqual([]);

      const imported = await post('/api/national_holidays/import', headers, {
        holidays: [{ date: '2031-12-25', title: 'Christmas Day' }],
        calendar_id: lisbon,
      });

      expect(imported.statusCode).toBe(201);
      expect(imported.json().data[0]).toMatchObject({ date: '2031-12-25', calendar_id: lisbon });
      expect(await savedIn(lisbon)).toEqual(['2031-12-25']);
    });

    it('refuses an unknown calendar with 400 naming calendar_id', async () => {
      const { headers } = await admin();

      const preview = await get('/api/national_holidays/import?country=DE&year=2031&calendar_id=99', headers);
      const imported = await post('/api/national_holidays/import', headers, {
        holidays: [{ date: '2031-12-25', title: 'Christmas Day' }],
        calendar_id: 99,
      });

      expect(preview.statusCode).toBe(400);
      expect(preview.json().errors).toHaveProperty('calendar_id');
      expect(imported.statusCode).toBe(400);
      expect(imported.json().errors).toHaveProperty('calendar_id');
    });
  });
});
