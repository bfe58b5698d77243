import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { IsoDate, PublicHolidayView } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { publicHolidays } from '../../platform/db/schema.js';

const columns = {
  id: publicHolidays.id,
  title: publicHolidays.title,
  date: publicHolidays.date,
  calendar_id: publicHolidays.calendarId,
};

/** Every calendar's public holidays, or one calendar's (docs/product/time-model.md#calendars), in date order. */
export function listPublicHolidays(db: Database, calendarId?: number): Promise<PublicHolidayView[]> {
  return db
    .select(columns)
    .from(publicHolidays)
    .where(inCalendar(calendarId))
    .orderBy(asc(publicHolidays.date), asc(publicHolidays.calendarId));
}

export function publicHolidaysBetween(
  db: Database,
  from: IsoDate,
  to: IsoDate,
  calendarId?: number,
): Promise<PublicHolidayView[]> {
  return db
    .select(columns)
    .from(publicHolidays)
    .where(and(gte(publicHolidays.date, from), lte(publicHolidays.date, to), inCalendar(calendarId)))
    .orderBy(asc(publicHolidays.date), asc(publicHolidays.calendarId));
}

function inCalendar(calendarId: number | undefined): SQL | undefined {
  return calendarId === undefined ? undefined : eq(publicHolidays.calendarId, calendarId);
}
