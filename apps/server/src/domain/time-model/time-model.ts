import { and, asc, eq, gte, inArray, lte, type SQLWrapper } from 'drizzle-orm';
import {
  eachDay,
  leaveShare,
  LeaveStatus,
  type IsoDate,
  type LeaveSpan,
  type PersonTime,
  type Schedule,
} from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { leaveRequests, publicHolidays, users, workSchedules } from '../../platform/db/schema.js';
import { leaveDuring } from '../leave/leave-spans.js';

/**
 * docs/product/time-model.md: what the time rules need to know of each of `people` (ids or a subquery of ids)
 * between `from` and `to`: their schedules, their calendar's public holidays and their employment. Three
 * set-based queries, whatever the number of people and days.
 */
export async function personTimes(
  db: Database,
  people: SQLWrapper | number[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<number, PersonTime>> {
  // One after another: inside a transaction the three share one connection.
  const personRows = await db
    .select({ id: users.id, calendarId: users.holidayCalendarId, startDate: users.startDate, endDate: users.endDate })
    .from(users)
    .where(inArray(users.id, people));
  const scheduleRows = await db
    .select({ userId: workSchedules.userId, from_date: workSchedules.fromDate, minutes: workSchedules.minutes })
    .from(workSchedules)
    .where(and(inArray(workSchedules.userId, people), lte(workSchedules.fromDate, to)))
    .orderBy(asc(workSchedules.fromDate));
  const calendarIds = [...new Set(personRows.map((person) => person.calendarId))];
  const holidayRows = await db
    .select({ calendarId: publicHolidays.calendarId, date: publicHolidays.date })
    .from(publicHolidays)
    .where(
      and(
        inArray(publicHolidays.calendarId, calendarIds.concat(0)),
        gte(publicHolidays.date, from),
        lte(publicHolidays.date, to),
      ),
    );

  const schedulesOf = groupBy(scheduleRows, (row) => row.userId);
  const holidaysOf = new Map<number, Set<IsoDate>>(calendarIds.map((id) => [id, new Set()]));
  for (const row of holidayRows) holidaysOf.get(row.calendarId)?.add(row.date);
  return new Map(
    personRows.map((person) => [
      person.id,
      {
        schedules: (schedulesOf.get(person.id) ?? []).map((row): Schedule => ({
          from_date: row.from_date,
          minutes: row.minutes,
        })),
        publicHolidays: holidaysOf.get(person.calendarId) ?? new Set(),
        employment: { start_date: person.startDate, end_date: person.endDate },
      },
    ]),
  );
}

/**
 * docs/product/time-model.md#half-days: the share (0.5 or 1) of each day that `people` have on approved leave between
 * two dates, by person and date; one query.
 */
export async function approvedLeaveShares(
  db: Database,
  people: SQLWrapper | number[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<number, Map<IsoDate, number>>> {
  const requests = await db
    .select({
      userId: leaveRequests.requestingId,
      from_date: leaveRequests.fromDate,
      to_date: leaveRequests.toDate,
      from_half: leaveRequests.fromHalf,
      to_half: leaveRequests.toHalf,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.status, LeaveStatus.APPROVED),
        inArray(leaveRequests.requestingId, people),
        leaveDuring(from, to),
      ),
    );
  const shares = new Map<number, Map<IsoDate, number>>();
  for (const request of requests) {
    const days = shares.get(request.userId) ?? new Map<IsoDate, number>();
    shares.set(request.userId, days);
    for (const date of eachDay(request.from_date, request.to_date)) {
      days.set(date, leaveShare(request as LeaveSpan, date));
    }
  }
  return shares;
}

/** One person's time model between two dates (three queries). */
export async function personTime(db: Database, userId: number, from: IsoDate, to: IsoDate): Promise<PersonTime> {
  const found = (await personTimes(db, [userId], from, to)).get(userId);
  return found ?? { schedules: [], publicHolidays: new Set() };
}

/** The public holidays of one calendar between two dates, by date: title. */
export async function calendarHolidays(
  db: Database,
  calendarId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<IsoDate, string>> {
  const rows = await db
    .select({ date: publicHolidays.date, title: publicHolidays.title })
    .from(publicHolidays)
    .where(
      and(eq(publicHolidays.calendarId, calendarId), gte(publicHolidays.date, from), lte(publicHolidays.date, to)),
    );
  return new Map(rows.map((row) => [row.date, row.title]));
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
