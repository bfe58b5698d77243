import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { auditEntries, holidayCalendars, publicHolidays, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildUser, signedIn, signedInClientUser } from '../../test/factories.js';

type Headers = Record<string, string>;

/** The calendar first start makes (docs/product/time-model.md#calendars). */
const DEFAULT_CALENDAR = { id: 1, name: 'Default', country: null, region: null };

describe('holiday calendars (docs/product/time-model.md#calendars)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = (headers: Headers) => send('GET', '/api/holiday_calendars', headers);
  const create = (headers: Headers, payload: unknown) => send('POST', '/api/holiday_calendars', headers, payload);
  const auditRows = (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));
  const addCalendar = async (name: string) => {
    const [row] = await t.database.db.insert(holidayCalendars).values({ name }).returning();
    return row!;
  };

  describe('GET /api/holiday_calendars', () => {
    it('answers 401 without a token and 403 to a CLIENT user', async () => {
      const { headers } = await signedInClientUser(t.app, t.database.db);

      expect((await list({})).statusCode).toBe(401);
      expect((await list(headers)).statusCode).toBe(403);
    });

    it("lists every calendar, oldest first, to every employee: a new portal has 'Default'", async () => {
      const lisbon = await addCalendar('Lisbon');
      const { headers } = await as(Role.USER);

      const response = await list(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [DEFAULT_CALENDAR, { id: lisbon.id, name: 'Lisbon', country: null, region: null }],
      });
    });
  });

  describe('POST /api/holiday_calendars', () => {
    it('adds a calendar with its country and region: 201 {data}, audited', async () => {
      const { headers, user } = await as(Role.ADMIN);

      const response = await create(headers, { name: ' Munich ', country: 'DE', region: 'BY' });

      expect(response.statusCode).toBe(201);
      const created = { id: 2, name: 'Munich', country: 'DE', region: 'BY' };
      expect(response.json()).toEqual({ data: created });
      expect((await list(headers)).json().data).toEqual([DEFAULT_CALENDAR, created]);
      const rows = await auditRows('holiday_calendar.create');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: user.id,
        targetType: 'holiday_calendar',
        targetId: '2',
        after: created,
      });
    });

    it('refuses a USER with 403 and adds nothing', async () => {
      const { headers } = await as(Role.USER);

      const response = await create(headers, { name: 'Munich' });

      expect(response.statusCode).toBe(403);
      expect((await list(headers)).json().data).toEqual([DEFAULT_CALENDAR]);
    });

    it.each([
      ['no name', {}, 'name', 'The calendar needs a name.'],
      ['a blank name', { name: '  ' }, 'name', 'The calendar needs a name.'],
      ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name', 'Name must be at most 200 characters.'],
      ['an unknown country', { name: 'Atlantis', country: 'XX' }, 'country', 'Unknown country.'],
      ['a region of another country', { name: 'Munich', country: 'PT', region: 'BY' }, 'region', 'Unknown region.'],
    ])('refuses %s with 400 VALIDATION_FAILED', async (_label, payload, field, message) => {
      const { headers } = await as(Role.ADMIN);

      const response = await create(headers, payload);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: [message] } });
      expect(await t.database.db.select().from(holidayCalendars)).toHaveLength(1);
    });

    it('takes a name of exactly 200 characters', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await create(headers, { name: 'x'.repeat(200) });

      expect(response.statusCode).toBe(201);
    });
  });

  describe('PATCH /api/holiday_calendars/{id}', () => {
    const patch = (headers: Headers, id: number, payload: unknown) =>
      send('PATCH', `/api/holiday_calendars/${id}`, headers, payload);

    it('changes only the fields given: 200 {data}, audited with before and after', async () => {
      const { headers } = await as(Role.ADMIN);
      const munich = (await create(headers, { name: 'Munich', country: 'DE', region: 'BY' })).json().data;

      const response = await patch(headers, munich.id, { name: 'München' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ...munich, name: 'München' } });
      const rows = await auditRows('holiday_calendar.update');
      expect(rows[0]).toMatchObject({ before: munich, after: { ...munich, name: 'München' } });
    });

    it('drops the region when only the country changes', async () => {
      const { headers } = await as(Role.ADMIN);
      const munich = (await create(headers, { name: 'Munich', country: 'DE', region: 'BY' })).json().data;

      const response = await patch(headers, munich.id, { country: 'PT' });

      expect(response.json().data).toEqual({ ...munich, country: 'PT', region: null });
    });

    it('refuses an empty change with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await patch(headers, 1, {});

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Nothing to change: send a name, a country or a region.',
      });
    });

    it('answers 404 for an unknown calendar and 403 to a USER', async () => {
      const admin = await as(Role.ADMIN);
      const employee = await as(Role.USER);

      expect((await patch(admin.headers, 99, { name: 'Nowhere' })).statusCode).toBe(404);
      expect((await patch(employee.headers, 1, { name: 'Mine' })).statusCode).toBe(403);
      expect((await list(admin.headers)).json().data).toEqual([DEFAULT_CALENDAR]);
    });
  });

  describe('DELETE /api/holiday_calendars/{id}', () => {
    const remove = (headers: Headers, id: number) => send('DELETE', `/api/holiday_calendars/${id}`, headers);

    it('deletes an unused calendar: 204, audited', async () => {
      const { headers } = await as(Role.ADMIN);
      const lisbon = await addCalendar('Lisbon');

      const response = await remove(headers, lisbon.id);

      expect(response.statusCode).toBe(204);
      expect((await list(headers)).json().data).toEqual([DEFAULT_CALENDAR]);
      expect(await auditRows('holiday_calendar.delete')).toHaveLength(1);
    });

    it('refuses the last calendar with 409 CONFLICT', async () => {
      const { headers } = await as(Role.ADMIN);
      const lisbon = await addCalendar('Lisbon');
      await t.database.db.update(users).set({ holidayCalendarId: lisbon.id });

      const response = await remove(headers, 1);

      expect(response.statusCode).toBe(204);
      const last = await remove(headers, lisbon.id);
      expect(last.statusCode).toBe(409);
      expect(last.json()).toEqual({ code: 'CONFLICT', message: 'The portal needs at least one holiday calendar.' });
    });

    it('refuses a calendar people belong to with 409 CONFLICT and keeps it', async () => {
      const { headers } = await as(Role.ADMIN);
      const lisbon = await addCalendar('Lisbon');
      await buildUser(t.database.db, { name: 'Lisbon Person' }).then((person) =>
        t.database.db.update(users).set({ holidayCalendarId: lisbon.id }).where(eq(users.id, person.id)),
      );

      const response = await remove(headers, lisbon.id);

      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('People still belong to this calendar: move them to another one first.');
      expect((await list(headers)).json().data).toHaveLength(2);
      expect(await auditRows('holiday_calendar.delete')).toHaveLength(0);
    });

    it('refuses a calendar with public holidays with 409 CONFLICT', async () => {
      const { headers } = await as(Role.ADMIN);
      const lisbon = await addCalendar('Lisbon');
      await t.database.db
        .insert(publicHolidays)
        .values({ title: 'Freedom Day', date: '2026-04-25', calendarId: lisbon.id });

      const response = await remove(headers, lisbon.id);

      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This calendar still has public holidays: delete them first.');
    });

    it('answers 404 for an unknown calendar and 403 to a USER', async () => {
      const admin = await as(Role.ADMIN);
      const employee = await as(Role.USER);
      const lisbon = await addCalendar('Lisbon');

      expect((await remove(admin.headers, 99)).statusCode).toBe(404);
      expect((await remove(employee.headers, lisbon.id)).statusCode).toBe(403);
    });
  });
});
