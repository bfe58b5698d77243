import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.js';
import { holidayCalendars } from '../../platform/db/schema.js';
import { InvalidInput } from '../../platform/errors.js';

/**
 * docs/product/time-model.md#calendars: the calendar a request names, which must exist (else 400 naming `field`), or
 * the first one (lowest id) when it names none, as the spec's requests do.
 */
export async function chosenCalendar(db: Database, calendarId: number | undefined, field: string): Promise<number> {
  const [found] = await db
    .select({ id: holidayCalendars.id })
    .from(holidayCalendars)
    .where(calendarId === undefined ? undefined : eq(holidayCalendars.id, calendarId))
    .orderBy(asc(holidayCalendars.id))
    .limit(1);
  if (!found)
    throw new InvalidInput('errors:holiday_calendars.unknown', { [field]: ['errors:holiday_calendars.unknown'] });
  return found.id;
}
