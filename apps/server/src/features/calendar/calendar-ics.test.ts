import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaveStatus, Role } from '@portal/shared';
import { leaveTypes, users } from '../../platform/db/schema.js';
import { buildUser, signIn } from '../../test/factories.js';
import { buildApprovedLeave, buildLeave, buildLeaveType, buildPublicHoliday } from '../../test/record-factories.js';
import { buildCalendar, buildCalendarHoliday, buildHalfLeave, setPersonTime } from '../../test/time-model-factories.js';
import { useCalendarKit } from './calendar-test-kit.js';

/** The VEVENT blocks of an iCalendar text, unfolded. */
function events(ics: string): string[] {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map((match) => match[1]!);
}

describe('calendar feeds (docs/product/leave.md#calendar-feeds)', () => {
  const { t, as, fetchIcs, urlsOf } = useCalendarKit();

  describe('GET /api/calendar/{token}.ics', () => {
    it('answers text/calendar with approved leave and public holidays as all-day events, without signing in', async () => {
      const { headers, user } = await as(Role.USER);
      const colleague = await buildUser(t.database.db);
      await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-12-07', toDate: '2026-12-11' });
      await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-14', status: LeaveStatus.PENDING });
      await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-15', status: LeaveStatus.DECLINED });
      await buildApprovedLeave(t.database.db, { userId: colleague.id, fromDate: '2026-12-16' });
      await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');
      const { personal } = await urlsOf(headers);

      const response = await fetchIcs(personal);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      const found = events(response.body);
      expect(found).toHaveLength(2);
      const leave = found.find((event) => event.includes('SUMMARY:Annual leave'));
      expect(leave).toContain('DTSTART;VALUE=DATE:20261207');
      expect(leave).toContain('DTEND;VALUE=DATE:20261212');
      const holiday = found.find((event) => event.includes('SUMMARY:Christmas Day'));
      expect(holiday).toContain('DTSTART;VALUE=DATE:20261225');
      expect(holiday).toContain('DTEND;VALUE=DATE:20261226');
    });

    it('names leave by its type as the company named it: its own types and renamed first ones (docs/product/leave.md#types)', async () => {
      const { headers, user } = await as(Role.USER);
      const training = await buildLeaveType(t.database.db, { name: 'Training', active: false });
      await t.database.db.update(leaveTypes).set({ name: 'Illness' }).where(eq(leaveTypes.code, 1));
      await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-12-07', type: training.id });
      await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-12-08', type: 1 });
      const { personal } = await urlsOf(headers);

      const found = events((await fetchIcs(personal)).body);

      expect(found.map((event) => /SUMMARY:(.*)/.exec(event)?.[1]?.trim()).sort()).toEqual(['Illness', 'Training']);
    });

    it('leaves out leave and public holidays that ended more than a year ago', async () => {
      const { headers, user } = await as(Role.USER);
      await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2025-06-02' });
      await buildPublicHoliday(t.database.db, '2025-05-01', 'Labour Day');
      await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2025-12-01' });
      const { personal } = await urlsOf(headers);

      const response = await fetchIcs(personal);

      const found = events(response.body);
      expect(found).toHaveLength(1);
      expect(found[0]).toContain('DTSTART;VALUE=DATE:20251201');
    });

    it('answers 404 for an unknown token and 400 for one that cannot be a token', async () => {
      const unknown = await fetchIcs(`/api/calendar/${'a'.repeat(32)}.ics`);
      const malformed = await fetchIcs('/api/calendar/short.ics');

      expect(unknown.statusCode).toBe(404);
      expect(malformed.statusCode).toBe(400);
    });

    it("answers 404 for a deactivated person's feed (docs/product/roles-and-access.md#deactivation)", async () => {
      const { headers, user } = await as(Role.USER);
      const { personal } = await urlsOf(headers);

      await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));

      const response = await fetchIcs(personal);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/calendar/team/{token}.ics', () => {
    it("answers everyone's approved leave with names to an admin, without deactivated people", async () => {
      const { headers } = await as(Role.ADMIN, 'Ada Admin');
      const employee = await buildUser(t.database.db, { name: 'Eve Employee' });
      const gone = await buildUser(t.database.db, { name: 'Gone Person', active: false });
      await buildLeave(t.database.db, { userId: employee.id, fromDate: '2026-12-07', status: 1 });
      await buildLeave(t.database.db, { userId: employee.id, fromDate: '2026-12-08', status: 0 });
      await buildLeave(t.database.db, { userId: gone.id, fromDate: '2026-12-09', status: 1, type: 1 });
      await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');
      const { team } = await urlsOf(headers);

      const response = await fetchIcs(team);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      const found = events(response.body);
      expect(found).toHaveLength(2);
      expect(found.some((event) => event.includes('SUMMARY:Eve Employee: Annual leave'))).toBe(true);
      expect(found.some((event) => event.includes('SUMMARY:Christmas Day'))).toBe(true);
      expect(response.body).not.toContain('Gone Person');
    });

    it("answers 404 for a USER's token", async () => {
      const { headers } = await as(Role.USER);
      const { personal } = await urlsOf(headers);

      const response = await fetchIcs(personal.replace('/api/calendar/', '/api/calendar/team/'));

      expect(response.statusCode).toBe(404);
    });

    it('answers 404 for both feeds of an admin deactivated through the API (docs/product/http-contract.md#secrets)', async () => {
      const { headers, user } = await as(Role.ADMIN);
      const { personal, team } = await urlsOf(headers);
      const root = await signIn(t.app, 'root@example.com', 'Root-Pass-2026');

      const deactivated = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/delete/${user.id}`,
        headers: { authorization: `Bearer ${root}` },
      });

      expect(deactivated.statusCode).toBe(200);
      expect((await fetchIcs(personal)).statusCode).toBe(404);
      expect((await fetchIcs(team)).statusCode).toBe(404);
    });

    it('answers 404 once the admin is no longer an admin', async () => {
      const { headers, user } = await as(Role.ADMIN);
      const { team } = await urlsOf(headers);

      await t.database.db.update(users).set({ roleId: Role.USER }).where(eq(users.id, user.id));

      expect((await fetchIcs(team)).statusCode).toBe(404);
    });
  });

  describe("on the owner's time model (docs/product/time-model.md#half-days, #calendars)", () => {
    const summaries = async (url: string) =>
      events((await fetchIcs(url)).body).map((event) => /SUMMARY:(.*)/.exec(event)?.[1]);

    it("ends a half day's summary with '(half day)', in the owner's language", async () => {
      const { headers, user } = await as(Role.USER);
      await buildHalfLeave(t.database.db, { userId: user.id, fromDate: '2026-12-04', fromHalf: 'afternoon' });
      await buildHalfLeave(t.database.db, { userId: user.id, fromDate: '2026-12-07', toDate: '2026-12-09' });
      const { personal } = await urlsOf(headers);

      const english = await summaries(personal);
      await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, user.id));
      const german = await summaries(personal);

      expect(english.sort()).toEqual(['Annual leave', 'Annual leave (half day)']);
      expect(german.sort()).toEqual(['Urlaub', 'Urlaub (halber Tag)']);
    });

    it("puts only the owner's calendar's public holidays in a personal feed", async () => {
      const { headers, user } = await as(Role.USER);
      const lisbon = await buildCalendar(t.database.db, 'Lisbon');
      await setPersonTime(t.database.db, user.id, { holidayCalendarId: lisbon.id });
      await buildCalendarHoliday(t.database.db, 1, '2026-12-08', 'Berlin only');
      await buildCalendarHoliday(t.database.db, lisbon.id, '2026-12-01', 'Lisbon only');
      const { personal } = await urlsOf(headers);

      expect(await summaries(personal)).toEqual(['Lisbon only']);
    });

    it('puts the holidays of every calendar its people use in the team feed, named after their calendar', async () => {
      const { headers } = await as(Role.ADMIN, 'Ann Admin');
      const person = await buildUser(t.database.db, { name: 'Eve' });
      const lisbon = await buildCalendar(t.database.db, 'Lisbon');
      await buildCalendar(t.database.db, 'Unused');
      await setPersonTime(t.database.db, person.id, { holidayCalendarId: lisbon.id });
      await buildCalendarHoliday(t.database.db, 1, '2026-12-08', 'Berlin only');
      await buildCalendarHoliday(t.database.db, lisbon.id, '2026-12-01', 'Lisbon only');
      await buildCalendarHoliday(t.database.db, 3, '2026-12-02', 'Nobody’s');
      await buildHalfLeave(t.database.db, { userId: person.id, fromDate: '2026-12-04', toHalf: 'morning' });
      const { team } = await urlsOf(headers);

      expect((await summaries(team)).sort()).toEqual([
        'Berlin only (Default)',
        'Eve: Annual leave (half day)',
        'Lisbon only (Lisbon)',
      ]);
    });
  });
});
