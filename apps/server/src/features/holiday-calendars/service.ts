import { asc, count, eq } from 'drizzle-orm';
import Holidays from 'date-holidays';
import type { HolidayCalendarBody, HolidayCalendarView } from '@portal/shared';
import { auditOf } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { isForeignKeyViolation } from '../../platform/db/errors.js';
import type { Database } from '../../platform/db/index.js';
import { holidayCalendars, publicHolidays, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.js';

const audit = auditOf('holiday_calendar');

const columns = {
  id: holidayCalendars.id,
  name: holidayCalendars.name,
  country: holidayCalendars.country,
  region: holidayCalendars.region,
};

type CalendarChange = Partial<HolidayCalendarBody>;

/** docs/product/time-model.md#calendars: every calendar (location), oldest first. */
export function listHolidayCalendars(db: Database): Promise<HolidayCalendarView[]> {
  return db.select(columns).from(holidayCalendars).orderBy(asc(holidayCalendars.id));
}

/** Each change below commits with its audit row (docs/product/reports.md#one-transaction). */
export async function createHolidayCalendar(
  deps: AppDeps,
  actor: Actor,
  body: HolidayCalendarBody,
): Promise<HolidayCalendarView> {
  assertKnownPlace(body);
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(holidayCalendars)
      .values({ name: body.name, country: body.country ?? null, region: body.region ?? null })
      .returning(columns);
    await audit(tx, actor, deps.clock.now(), { action: 'holiday_calendar.create', id: created!.id, after: created });
    return created!;
  });
}

export async function updateHolidayCalendar(
  deps: AppDeps,
  actor: Actor,
  id: number,
  change: CalendarChange,
): Promise<HolidayCalendarView> {
  if (Object.keys(change).length === 0) throw new InvalidInput('errors:holiday_calendars.nothing_to_change');
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(holidayCalendars).where(eq(holidayCalendars.id, id));
    if (!before) throw new NotFound('errors:holiday_calendars.not_found');
    const country = change.country === undefined ? before.country : change.country;
    // A region belongs to its country: a new country without a region leaves none.
    const region = change.region !== undefined ? change.region : change.country !== undefined ? null : before.region;
    assertKnownPlace({ country, region });
    const [after] = await tx
      .update(holidayCalendars)
      .set({ name: change.name ?? before.name, country, region })
      .where(eq(holidayCalendars.id, id))
      .returning(columns);
    await audit(tx, actor, deps.clock.now(), { action: 'holiday_calendar.update', id, before, after });
    return after!;
  });
}

/**
 * docs/product/time-model.md#calendars: a calendar goes only when nobody and no public holiday uses it, and never
 * the last one. The calendars stay locked until the end, so two deletions at once cannot leave none.
 */
export async function deleteHolidayCalendar(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db
    .transaction(async (tx) => {
      const calendars = await tx.select(columns).from(holidayCalendars).orderBy(asc(holidayCalendars.id)).for('update');
      const before = calendars.find((calendar) => calendar.id === id);
      if (!before) throw new NotFound('errors:holiday_calendars.not_found');
      if (calendars.length === 1) throw new Conflict('errors:holiday_calendars.last');
      if ((await countWhere(tx, users, eq(users.holidayCalendarId, id))) > 0)
        throw new Conflict('errors:holiday_calendars.has_people');
      if ((await countWhere(tx, publicHolidays, eq(publicHolidays.calendarId, id))) > 0)
        throw new Conflict('errors:holiday_calendars.has_holidays');
      await tx.delete(holidayCalendars).where(eq(holidayCalendars.id, id));
      await audit(tx, actor, deps.clock.now(), { action: 'holiday_calendar.delete', id, before });
    })
    .catch((error: unknown) => {
      // Someone was put in the calendar after the count: the database's own check answers.
      if (isForeignKeyViolation(error)) throw new Conflict('errors:holiday_calendars.has_people');
      throw error;
    });
}

async function countWhere(
  tx: Database,
  table: typeof users | typeof publicHolidays,
  where: ReturnType<typeof eq>,
): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The country and region the import offers (docs/product/leave.md#holiday-import), or none. */
function assertKnownPlace(place: { country?: string | null; region?: string | null }): void {
  const known = new Holidays();
  if (place.country && !known.getCountries()[place.country]) {
    throw new InvalidInput('errors:public_holidays.unknown_country', {
      country: ['errors:public_holidays.unknown_country'],
    });
  }
  if (place.region && (!place.country || !known.getStates(place.country)?.[place.region])) {
    throw new InvalidInput('errors:public_holidays.unknown_region', {
      region: ['errors:public_holidays.unknown_region'],
    });
  }
}
