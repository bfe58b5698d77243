import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays, can, monthBounds, Role, type HomeOfficeView, type IsoDate } from '@portal/shared';
import type { Actor } from '../../platform/auth/access.js';
import { isForeignKeyViolation } from '../../platform/db/errors.js';
import type { Database } from '../../platform/db/index.js';
import { homeOfficeDays, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Forbidden, NotFound } from '../../platform/errors.js';

const columns = { id: homeOfficeDays.id, user_id: homeOfficeDays.userId, date: homeOfficeDays.date };

function assertMayWriteFor(actor: Actor, userId: number): void {
  if (userId !== actor.caller.id && !can(actor.caller.roleId, 'homeoffice:write:all')) {
    throw new Forbidden('You can only mark your own home-office days.');
  }
}

export function homeOfficeBetween(db: Database, userId: number, from: IsoDate, to: IsoDate): Promise<HomeOfficeView[]> {
  return db
    .select(columns)
    .from(homeOfficeDays)
    .where(and(eq(homeOfficeDays.userId, userId), gte(homeOfficeDays.date, from), lte(homeOfficeDays.date, to)))
    .orderBy(asc(homeOfficeDays.date));
}

/** Spec §7: the month's list (its length is the monthly count). */
export function homeOfficeOfMonth(db: Database, userId: number, month: string): Promise<HomeOfficeView[]> {
  const [first, last] = monthBounds(month);
  return homeOfficeBetween(db, userId, first, last);
}

/** Spec §7 GET with user_id and from_date: the seven days from that date (the dashboard's week). */
export function homeOfficeOfWeek(db: Database, userId: number, from: IsoDate): Promise<HomeOfficeView[]> {
  return homeOfficeBetween(db, userId, from, addDays(from, 6));
}

/** Everyone's home-office days of a year (the home-office report; decisions R38). */
export function homeOfficeOfYear(db: Database, year: number): Promise<HomeOfficeView[]> {
  return db
    .select(columns)
    .from(homeOfficeDays)
    .where(and(gte(homeOfficeDays.date, `${year}-01-01`), lte(homeOfficeDays.date, `${year}-12-31`)))
    .orderBy(asc(homeOfficeDays.userId), asc(homeOfficeDays.date));
}

/** Decisions R31: marking a day that is marked already changes nothing. */
export async function markHomeOffice(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  dates: IsoDate[],
): Promise<HomeOfficeView[]> {
  assertMayWriteFor(actor, userId);
  try {
    await deps.db
      .insert(homeOfficeDays)
      .values(dates.map((date) => ({ userId, date })))
      .onConflictDoNothing();
  } catch (error) {
    // An admin may name anyone (R11); a person who does not exist is a 404, never a 500 (R4).
    if (isForeignKeyViolation(error)) throw new NotFound('User not found.');
    throw error;
  }
  return deps.db
    .select(columns)
    .from(homeOfficeDays)
    .where(and(eq(homeOfficeDays.userId, userId), inArray(homeOfficeDays.date, dates)))
    .orderBy(asc(homeOfficeDays.date));
}

/** Decisions R31: unmarking a day that is not marked is not an error. */
export async function unmarkHomeOffice(deps: AppDeps, actor: Actor, userId: number, date: IsoDate): Promise<void> {
  assertMayWriteFor(actor, userId);
  await deps.db.delete(homeOfficeDays).where(and(eq(homeOfficeDays.userId, userId), eq(homeOfficeDays.date, date)));
}

/** The home-office year table's people: everyone active, and anyone with a day in that year (R16). */
export async function homeOfficeYearPeople(
  db: Database,
  days: HomeOfficeView[],
): Promise<{ id: number; name: string }[]> {
  const withDays = [...new Set(days.map((day) => day.user_id))];
  const rows = await db
    .select({ id: users.id, name: users.name, active: users.active, roleId: users.roleId })
    .from(users)
    .orderBy(asc(users.name), asc(users.id));
  return rows
    .filter((row) => (row.active && row.roleId !== Role.CLIENT) || withDays.includes(row.id))
    .map(({ id, name }) => ({ id, name }));
}
