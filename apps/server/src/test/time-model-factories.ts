import { eq } from 'drizzle-orm';
import { LeaveStatus, type IsoDate, type WeekMinutes } from '@portal/shared';
import type { Database } from '../platform/db/index.js';
import { holidayCalendars, publicHolidays, users, workSchedules } from '../platform/db/schema.js';
import { buildLeave, type BuildLeaveOptions } from './record-factories.js';

/** docs/product/time-model.md#schedules: a part-timer's week, 6 hours Monday to Thursday. */
export const FOUR_DAYS_OF_SIX_HOURS: WeekMinutes = [360, 360, 360, 360, 0, 0, 0];

export async function buildCalendar(db: Database, name: string) {
  const [row] = await db.insert(holidayCalendars).values({ name }).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function buildCalendarHoliday(db: Database, calendarId: number, date: IsoDate, title = 'Holiday') {
  await db.insert(publicHolidays).values({ calendarId, date, title });
}

export async function buildSchedule(db: Database, userId: number, fromDate: IsoDate, minutes: WeekMinutes) {
  await db.insert(workSchedules).values({ userId, fromDate, minutes: [...minutes] });
}

export interface PersonTimeFields {
  holidayCalendarId?: number;
  startDate?: IsoDate | null;
  endDate?: IsoDate | null;
}

/** Puts a person in a calendar and sets their employment dates. */
export async function setPersonTime(db: Database, userId: number, fields: PersonTimeFields) {
  await db.update(users).set(fields).where(eq(users.id, userId));
}

/** A leave request with its halves (docs/product/time-model.md#half-days), Approved unless said otherwise. */
export function buildHalfLeave(db: Database, options: BuildLeaveOptions) {
  return buildLeave(db, { status: LeaveStatus.APPROVED, ...options });
}
