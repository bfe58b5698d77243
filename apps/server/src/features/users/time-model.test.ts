import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { allowances, auditEntries, holidayCalendars, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildUser, signedIn } from '../../test/factories.js';

type Headers = Record<string, string>;

const NEW_PASSWORD = 'Amber-Lantern-731';

describe("a person's calendar and employment dates (docs/product/time-model.md#calendars, #employment)", () => {
  const t = useTestContext();

  const admin = () => signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
  const register = (headers: Headers, overrides: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: {
        name: 'Nora New',
        email: 'nora.new@example.com',
        role_id: Role.USER,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        ...overrides,
      },
    });
  const edit = (headers: Headers, id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/edit/${id}`,
      headers,
      payload: { public_logs: false, ...payload },
    });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const addCalendar = async (name: string) => {
    const [row] = await t.database.db.insert(holidayCalendars).values({ name }).returning();
    return row!.id;
  };
  const employment = (view: Record<string, unknown>) => ({
    holiday_calendar_id: view.holiday_calendar_id,
    start_date: view.start_date,
    end_date: view.end_date,
  });

  describe('POST /api/register', () => {
    it('takes the calendar and the employment dates, and every view of the person shows them', async () => {
      const { headers } = await admin();
      const lisbon = await addCalendar('Lisbon');
      const wanted = { holiday_calendar_id: lisbon, start_date: '2026-03-01', end_date: '2027-02-28' };

      const response = await register(headers, wanted);

      expect(response.statusCode).toBe(201);
      const id = response.json().id as number;
      expect(employment(response.json())).toEqual(wanted);
      expect(employment((await get(`/api/users/${id}`, headers)).json())).toEqual(wanted);
      const listed = (await get('/api/users', headers)).json().data.find((row: { id: number }) => row.id === id);
      expect(employment(listed)).toEqual(wanted);
      const session = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nora.new@example.com', password: NEW_PASSWORD },
      });
      const own = await get('/api/user', { authorization: `Bearer ${session.json().access_token}` });
      expect(employment(own.json().data)).toEqual(wanted);
    });

    it('puts a person without a calendar into the first calendar, which need not be id 1', async () => {
      const { headers } = await admin();
      const lisbon = await addCalendar('Lisbon');
      await addCalendar('Porto');
      await t.database.db.update(users).set({ holidayCalendarId: lisbon });
      await t.database.db.delete(holidayCalendars).where(eq(holidayCalendars.id, 1));

      const response = await register(headers);

      expect(response.statusCode).toBe(201);
      expect(employment(response.json())).toEqual({ holiday_calendar_id: lisbon, start_date: null, end_date: null });
    });

    it('refuses an unknown calendar with 400 naming holiday_calendar_id, and adds nobody', async () => {
      const { headers } = await admin();

      const response = await register(headers, { holiday_calendar_id: 99 });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { holiday_calendar_id: ['No such holiday calendar.'] },
      });
      expect(await t.database.db.select().from(users).where(eq(users.email, 'nora.new@example.com'))).toEqual([]);
    });

    it('refuses a last day before the first with 400 naming end_date', async () => {
      const { headers } = await admin();

      const response = await register(headers, { start_date: '2026-03-01', end_date: '2026-02-28' });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        end_date: ['The last day of employment cannot be before the first.'],
      });
    });
  });

  describe('POST /api/users/edit/{id}', () => {
    it('changes the calendar and the dates, audited before and after', async () => {
      const { headers, user: actor } = await admin();
      const lisbon = await addCalendar('Lisbon');
      const person = await buildUser(t.database.db, { name: 'Paula Person' });

      const response = await edit(headers, person.id, {
        holiday_calendar_id: lisbon,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      });

      expect(response.statusCode).toBe(200);
      const after = { holiday_calendar_id: lisbon, start_date: '2026-01-01', end_date: '2026-12-31' };
      expect(employment(response.json())).toEqual(after);
      const [entry] = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'user.update'));
      expect(entry).toMatchObject({
        actorId: actor.id,
        targetId: String(person.id),
        before: { holiday_calendar_id: 1, start_date: null, end_date: null },
        after,
      });
    });

    it('keeps what the edit leaves out, and clears a date given as null', async () => {
      const { headers } = await admin();
      const person = await buildUser(t.database.db);
      await edit(headers, person.id, { start_date: '2026-01-01', end_date: '2026-12-31' });

      const response = await edit(headers, person.id, { end_date: null });

      expect(employment(response.json())).toEqual({ holiday_calendar_id: 1, start_date: '2026-01-01', end_date: null });
    });

    it('refuses an end before the stored start, and a start after the stored end, with 400', async () => {
      const { headers } = await admin();
      const person = await buildUser(t.database.db);
      await edit(headers, person.id, { start_date: '2026-03-01' });
      const other = await buildUser(t.database.db);
      await edit(headers, other.id, { end_date: '2026-03-31' });

      const earlyEnd = await edit(headers, person.id, { end_date: '2026-02-28' });
      const lateStart = await edit(headers, other.id, { start_date: '2026-04-01' });
      const bothWrong = await edit(headers, other.id, { start_date: '2026-05-01', end_date: '2026-04-30' });

      for (const response of [earlyEnd, lateStart, bothWrong]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({
          end_date: ['The last day of employment cannot be before the first.'],
        });
      }
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, other.id));
      expect([stored!.startDate, stored!.endDate]).toEqual([null, '2026-03-31']);
    });

    it('refuses an unknown calendar with 400 naming holiday_calendar_id', async () => {
      const { headers } = await admin();
      const person = await buildUser(t.database.db);

      const response = await edit(headers, person.id, { holiday_calendar_id: 99 });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ holiday_calendar_id: ['No such holiday calendar.'] });
    });
  });

  describe("the current year is the portal's (docs/product/time-model.md#time-zone)", () => {
    it("reads the balances of the year it already is in the portal's time zone", async () => {
      // 31 December 2026, 12:00 UTC: still 2026 in Berlin, already 2027 in Auckland.
      t.clock.advance(Date.parse('2026-12-31T12:00:00Z') - t.clock.now().getTime());
      const { headers, user } = await admin();
      await t.database.db.insert(allowances).values([
        { userId: user.id, year: 2026, total: 20 },
        { userId: user.id, year: 2027, total: 30 },
      ]);
      const current = async () => ({
        person: (await get(`/api/users/${user.id}`, headers)).json().available_days_current,
        own: (await get('/api/user', headers)).json().data.available_days_current,
      });

      expect(await current()).toEqual({ person: 20, own: 20 });
      await t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers,
        payload: { time_zone: 'Pacific/Auckland' },
      });
      expect(await current()).toEqual({ person: 30, own: 30 });
    });
  });
});
