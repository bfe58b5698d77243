import { and, asc, eq, gt, gte, inArray, lte, ne, or } from 'drizzle-orm';
import { addDays, monthBounds, Role, type HomeOfficeView, type HomeOfficeYearRow, type IsoDate } from '@portal/shared';
import type { Actor, OwnerRule } from '../../platform/auth/access.js';
import { isForeignKeyViolation } from '../../platform/db/errors.js';
import type { Database } from '../../platform/db/index.js';
import { homeOfficeDays, homeOfficeMonthCounts, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { NotFound } from '../../platform/errors.js';
import { assertMayChange, recordRecordsChange } from '../../domain/closing/period-locks.js';

const columns = { id: homeOfficeDays.id, user_id: homeOfficeDays.userId, date: homeOfficeDays.date };

/** docs/product/roles-and-access.md#own-or-all: people mark their own days; admins also anyone's. */
export const OWN_HOME_OFFICE: OwnerRule = { all: 'homeoffice:write:all', message: 'errors:home_office.own_only' };

export function homeOfficeBetween(db: Database, userId: number, from: IsoDate, to: IsoDate): Promise<HomeOfficeView[]> {
  return db
    .select(columns)
    .from(homeOfficeDays)
    .where(and(eq(homeOfficeDays.userId, userId), gte(homeOfficeDays.date, from), lte(homeOfficeDays.date, to)))
    .orderBy(asc(homeOfficeDays.date));
}

/** docs/product/http-contract.md#endpoints: the month's list (its length is the monthly count). */
export function homeOfficeOfMonth(db: Database, userId: number, month: string): Promise<HomeOfficeView[]> {
  const [first, last] = monthBounds(month);
  return homeOfficeBetween(db, userId, first, last);
}

/** docs/product/http-contract.md#endpoints GET with user_id and from_date: the seven days from that date (the dashboard's week). */
export function homeOfficeOfWeek(db: Database, userId: number, from: IsoDate): Promise<HomeOfficeView[]> {
  return homeOfficeBetween(db, userId, from, addDays(from, 6));
}

/**
 * The home-office days of a year (the home-office report; docs/product/reports.md#home-office-year): everyone's, or only
 * `onlyUserId`'s (an employee's own, docs/product/reports.md#home-office-year).
 */
export function homeOfficeOfYear(db: Database, year: number, onlyUserId?: number): Promise<HomeOfficeView[]> {
  return db
    .select(columns)
    .from(homeOfficeDays)
    .where(
      and(
        gte(homeOfficeDays.date, `${year}-01-01`),
        lte(homeOfficeDays.date, `${year}-12-31`),
        onlyUserId === undefined ? undefined : eq(homeOfficeDays.userId, onlyUserId),
      ),
    )
    .orderBy(asc(homeOfficeDays.userId), asc(homeOfficeDays.date));
}

/** docs/product/time-and-week.md#home-office: marking a day that is marked already changes nothing. */
export async function markHomeOffice(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  dates: IsoDate[],
): Promise<HomeOfficeView[]> {
  // docs/product/reports.md#one-transaction: the days and their audit row commit together.
  return deps.db.transaction(async (tx) => {
    // docs/product/closing.md#locks: every day marked must be open.
    const locked = await assertMayChange(
      tx,
      actor,
      dates.map((date) => ({ userId, date })),
    );
    await insertDays(tx, userId, dates);
    await recordRecordsChange(
      tx,
      actor,
      [userId],
      { action: 'home_office.mark', targetType: 'user', targetId: userId, after: { dates } },
      locked,
      deps.clock.now(),
    );
    return tx
      .select(columns)
      .from(homeOfficeDays)
      .where(and(eq(homeOfficeDays.userId, userId), inArray(homeOfficeDays.date, dates)))
      .orderBy(asc(homeOfficeDays.date));
  });
}

async function insertDays(tx: Database, userId: number, dates: IsoDate[]): Promise<void> {
  try {
    await tx
      .insert(homeOfficeDays)
      .values(dates.map((date) => ({ userId, date })))
      .onConflictDoNothing();
  } catch (error) {
    // An admin may name anyone (docs/product/roles-and-access.md#employees); a person who does not exist is a 404, never a 500 (docs/product/http-contract.md#errors).
    if (isForeignKeyViolation(error)) throw new NotFound('errors:user_not_found');
    throw error;
  }
}

/** docs/product/time-and-week.md#home-office: unmarking a day that is not marked is not an error. */
export async function unmarkHomeOffice(deps: AppDeps, actor: Actor, userId: number, date: IsoDate): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await assertMayChange(tx, actor, [{ userId, date }]);
    await tx.delete(homeOfficeDays).where(and(eq(homeOfficeDays.userId, userId), eq(homeOfficeDays.date, date)));
    await recordRecordsChange(
      tx,
      actor,
      [userId],
      { action: 'home_office.unmark', targetType: 'user', targetId: userId, before: { dates: [date] } },
      locked,
      deps.clock.now(),
    );
  });
}

/**
 * docs/product/reports.md#home-office-year for a year: active employees, and anyone else with days in it, by name, with
 * their count per month; or only `onlyUserId`'s row (an employee's own). The counts are kept per
 * person and month by the writes (migration 0006), so the year reads at most 12 rows per person
 * instead of every day (docs/reports-explain.md#home-office-year).
 */
export async function homeOfficeYearCounts(
  db: Database,
  year: number,
  onlyUserId?: number,
): Promise<HomeOfficeYearRow[]> {
  const counts = homeOfficeMonthCounts;
  const ofYear = and(
    eq(counts.year, year),
    gt(counts.days, 0),
    onlyUserId === undefined ? undefined : eq(counts.userId, onlyUserId),
  );
  // Two queries rather than one join: sorting a thousand names is cheap, sorting twelve times as
  // many joined rows by name was most of the query's time.
  const [people, monthRows] = await Promise.all([
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          or(
            and(eq(users.active, true), ne(users.roleId, Role.CLIENT)),
            inArray(users.id, db.select({ id: counts.userId }).from(counts).where(ofYear)),
          ),
          onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
        ),
      )
      .orderBy(asc(users.name), asc(users.id)),
    db.select({ userId: counts.userId, month: counts.month, days: counts.days }).from(counts).where(ofYear),
  ]);
  const months = new Map(people.map((person) => [person.id, Array<number>(12).fill(0)]));
  for (const row of monthRows) months.get(row.userId)![row.month - 1] = row.days;
  return people.map((person) => ({ user_id: person.id, name: person.name, months: months.get(person.id)! }));
}
