import { and, asc, gte, lte } from 'drizzle-orm';
import type { IsoDate, PublicHolidayView } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { publicHolidays } from '../../platform/db/schema.js';

const columns = {
  id: publicHolidays.id,
  title: publicHolidays.title,
  date: publicHolidays.date,
  calendar_id: publicHolidays.calendarId,
};

export function listPublicHolidays(db: Database): Promise<PublicHolidayView[]> {
  return db.select(columns).from(publicHolidays).orderBy(asc(publicHolidays.date));
}

export function publicHolidaysBetween(db: Database, from: IsoDate, to: IsoDate): Promise<PublicHolidayView[]> {
  return db
    .select(columns)
    .from(publicHolidays)
    .where(and(gte(publicHolidays.date, from), lte(publicHolidays.date, to)))
    .orderBy(asc(publicHolidays.date));
}
