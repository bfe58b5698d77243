import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import ical from 'ical-generator';
import {
  addDays,
  can,
  hasHalfDay,
  LeaveStatus,
  Role,
  type Language,
  type LeaveSpan,
  type RoleId,
} from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { holidayCalendars, leaveRequests, publicHolidays, users } from '../../platform/db/schema.js';
import { NotFound } from '../../platform/errors.js';
import { languageOf, translatorFor } from '../../platform/i18n.js';
import { leaveSightOf } from '../../domain/leave/leave-privacy.js';
import { portalMoment } from '../../platform/settings.js';

/** The secret path segment of a person's feed (docs/product/leave.md#calendar-feeds), made on first use. */
export async function feedToken(db: Database, userId: number, regenerate: boolean): Promise<string> {
  const [user] = await db.select({ token: users.calendarToken }).from(users).where(eq(users.id, userId));
  if (user?.token && !regenerate) return user.token;
  const token = randomBytes(24).toString('base64url');
  await db.update(users).set({ calendarToken: token }).where(eq(users.id, userId));
  return token;
}

/**
 * docs/product/leave.md#calendar-feeds: an iCalendar feed with approved leave and the public holidays; the whole team's
 * leave for an admin's team feed. Only the last year and what lies ahead, so the feed stays small. Its
 * titles are in the owner's language, else `defaultLanguage` (docs/product/languages.md). The last year ends on the portal's
 * today (docs/product/time-model.md#time-zone).
 */
export async function calendarFeed(
  db: Database,
  token: string,
  team: boolean,
  now: Date,
  defaultLanguage: Language,
): Promise<string> {
  const [owner] = await db
    .select({
      id: users.id,
      name: users.name,
      roleId: users.roleId,
      language: users.language,
      calendarId: users.holidayCalendarId,
    })
    .from(users)
    .where(and(eq(users.calendarToken, token), eq(users.active, true)));
  if (!owner || (team && !can(owner.roleId as RoleId, 'leave:decide'))) throw new NotFound('errors:calendar.not_found');
  const since = addDays((await portalMoment(db, now)).date, -366);
  const people = team
    ? await db
        .select({ id: users.id, calendarId: users.holidayCalendarId })
        .from(users)
        .where(and(eq(users.active, true), ne(users.roleId, Role.CLIENT)))
    : [owner];
  const calendarIds = [...new Set(people.map((person) => person.calendarId))];
  const [leave, holidays] = await Promise.all([
    db
      .select({
        id: leaveRequests.id,
        from: leaveRequests.fromDate,
        to: leaveRequests.toDate,
        fromHalf: leaveRequests.fromHalf,
        toHalf: leaveRequests.toHalf,
        type: leaveRequests.type,
        personId: leaveRequests.requestingId,
        name: users.name,
      })
      .from(leaveRequests)
      .innerJoin(users, eq(users.id, leaveRequests.requestingId))
      .where(
        and(
          inArray(
            leaveRequests.requestingId,
            people.map((person) => person.id),
          ),
          eq(leaveRequests.status, LeaveStatus.APPROVED),
          gte(leaveRequests.toDate, since),
        ),
      ),
    db
      .select({
        id: publicHolidays.id,
        date: publicHolidays.date,
        title: publicHolidays.title,
        calendar: holidayCalendars.name,
      })
      .from(publicHolidays)
      .innerJoin(holidayCalendars, eq(holidayCalendars.id, publicHolidays.calendarId))
      .where(and(inArray(publicHolidays.calendarId, calendarIds), gte(publicHolidays.date, since))),
  ]);
  const say = translatorFor(languageOf(owner.language, defaultLanguage));
  const calendar = ical({
    name: team ? say('calendar:feed.team') : say('calendar:feed.personal', { name: owner.name }),
  });
  // docs/product/leave.md#private-absences: the feed's owner reads it, so they see what they may see in the portal.
  const sight = await leaveSightOf(db, { id: owner.id, roleId: owner.roleId as RoleId }, say);
  for (const request of leave) {
    const type = sight.typeName(request.personId, request.type);
    const summary = team ? say('calendar:event.person_away', { name: request.name, type }) : type;
    const span = { from_date: request.from, to_date: request.to, from_half: request.fromHalf, to_half: request.toHalf };
    calendar.createEvent({
      id: `leave-${request.id}@staff-portal`,
      start: allDay(request.from),
      end: allDay(addDays(request.to, 1)),
      allDay: true,
      // docs/product/time-model.md#half-days: "a feed event's summary ends with '(half day)'".
      summary: hasHalfDay(span as LeaveSpan) ? say('calendar:event.half_day', { summary }) : summary,
    });
  }
  // docs/product/time-model.md#calendars: a person's feed has their calendar's holidays; the team feed has those of
  // every calendar its people use, named after their calendar when there is more than one.
  const nameCalendars = calendarIds.length > 1;
  for (const holiday of holidays) {
    calendar.createEvent({
      id: `public-holiday-${holiday.id}@staff-portal`,
      start: allDay(holiday.date),
      end: allDay(addDays(holiday.date, 1)),
      allDay: true,
      summary: nameCalendars
        ? say('calendar:event.holiday_of_calendar', { title: holiday.title, calendar: holiday.calendar })
        : holiday.title,
    });
  }
  return calendar.toString();
}

/** All-day events carry a calendar date; noon UTC keeps the day whatever the time zone. */
function allDay(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}
