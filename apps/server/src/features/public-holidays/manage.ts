import { and, eq, inArray } from 'drizzle-orm';
import Holidays from 'date-holidays';
import type { IsoDate, PublicHolidayView } from '@portal/shared';
import { auditOf } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { publicHolidays } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.js';
import { translateMessage } from '../../platform/i18n.js';

const audit = auditOf('public_holiday');

const PUBLIC_HOLIDAY_TAKEN_KEY = 'errors:public_holidays.date_taken';
/** docs/product/http-contract.md#screen-messages: the text shown when saving public holidays fails (its English). */
export const PUBLIC_HOLIDAY_TAKEN = translateMessage('en', PUBLIC_HOLIDAY_TAKEN_KEY);

export class PublicHolidayTaken extends Conflict {
  constructor() {
    super(PUBLIC_HOLIDAY_TAKEN_KEY);
  }
}

const columns = {
  id: publicHolidays.id,
  title: publicHolidays.title,
  date: publicHolidays.date,
  calendar_id: publicHolidays.calendarId,
};

/**
 * docs/product/leave.md#public-holidays: a date is a public holiday once per calendar (docs/product/time-model.md#calendars), or
 * nothing is saved. Each change below commits with its audit row (docs/product/reports.md#one-transaction).
 */
export async function createPublicHolidays(
  deps: AppDeps,
  actor: Actor,
  calendarId: number,
  holidays: { title: string; date: IsoDate }[],
): Promise<PublicHolidayView[]> {
  const dates = holidays.map((holiday) => holiday.date);
  if (new Set(dates).size !== dates.length) throw new PublicHolidayTaken();
  const created = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(publicHolidays)
      .values(holidays.map((holiday) => ({ ...holiday, calendarId })))
      .returning(columns)
      .catch(rethrowTaken);
    await audit(tx, actor, deps.clock.now(), { action: 'public_holiday.create', after: inserted });
    return inserted;
  });
  return created.sort((a, b) => a.date.localeCompare(b.date));
}

export async function updatePublicHoliday(
  deps: AppDeps,
  actor: Actor,
  id: number,
  change: { title: string; date: IsoDate },
): Promise<PublicHolidayView> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(publicHolidays).where(eq(publicHolidays.id, id));
    if (!before) throw new NotFound('errors:public_holidays.not_found');
    const [after] = await tx
      .update(publicHolidays)
      .set(change)
      .where(eq(publicHolidays.id, id))
      .returning(columns)
      .catch(rethrowTaken);
    await audit(tx, actor, deps.clock.now(), { action: 'public_holiday.update', id, before, after });
    return after!;
  });
}

export async function deletePublicHoliday(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(publicHolidays).where(eq(publicHolidays.id, id)).returning(columns);
    if (!removed) throw new NotFound('errors:public_holidays.not_found');
    await audit(tx, actor, deps.clock.now(), { action: 'public_holiday.delete', id, before: removed });
  });
}

function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new PublicHolidayTaken();
  throw error;
}

export interface ImportCandidate {
  date: IsoDate;
  title: string;
  already_saved: boolean;
}

/**
 * docs/product/leave.md#holiday-import: a country's (and region's) public holidays of a year from the date-holidays package;
 * `already_saved` when the calendar has a public holiday on that date.
 */
export async function previewImport(
  deps: AppDeps,
  calendarId: number,
  { country, region, year }: { country: string; region?: string; year: number },
): Promise<ImportCandidate[]> {
  const calendar = new Holidays();
  if (!calendar.getCountries()[country]) {
    throw new InvalidInput('errors:public_holidays.unknown_country', {
      country: ['errors:public_holidays.unknown_country'],
    });
  }
  if (region && !calendar.getStates(country)?.[region])
    throw new InvalidInput('errors:public_holidays.unknown_region', {
      region: ['errors:public_holidays.unknown_region'],
    });
  calendar.init(country, region ?? '', { languages: ['en'] });
  const found = new Map<IsoDate, string>();
  for (const holiday of calendar.getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    const date = holiday.date.slice(0, 10);
    if (!found.has(date)) found.set(date, holiday.name);
  }
  const saved = found.size
    ? await deps.db
        .select({ date: publicHolidays.date })
        .from(publicHolidays)
        .where(and(eq(publicHolidays.calendarId, calendarId), inArray(publicHolidays.date, [...found.keys()])))
    : [];
  const savedDates = new Set(saved.map((row) => row.date));
  return [...found].map(([date, title]) => ({ date, title, already_saved: savedDates.has(date) }));
}

export function countries(): { code: string; name: string; regions: { code: string; name: string }[] }[] {
  const calendar = new Holidays();
  return Object.entries(calendar.getCountries('en')).map(([code, name]) => ({
    code,
    name,
    regions: Object.entries(calendar.getStates(code, 'en') ?? {}).map(([regionCode, regionName]) => ({
      code: regionCode,
      name: regionName,
    })),
  }));
}
