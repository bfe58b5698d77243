import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_HOUR,
  DEFAULT_REMINDER_WEEKDAY,
  isMonthDay,
  isTimeZone,
  Role,
  zonedMoment,
  type IsoDate,
  type ZonedMoment,
} from '@portal/shared';
import type { Database } from './db/index.js';
import { settings, users } from './db/schema.js';

const LEAVE_APPROVER = 'leave_approver_id';
const TIME_ZONE = 'time_zone';
const CARRY_OVER_UNTIL = 'carry_over_until';
export const LOCKED_UNTIL = 'locked_until';
const REMINDER_WEEKDAY = 'reminder_weekday';
const REMINDER_HOUR = 'reminder_hour';
const REQUIRE_2FA_FOR_ADMINS = 'require_2fa_for_admins';

/**
 * The settings admins choose. The full export writes these and no other row of the settings table, which also keeps
 * secrets (the link signing key): docs/product/access.md#export.
 */
export const CHOSEN_SETTING_KEYS = [
  LEAVE_APPROVER,
  TIME_ZONE,
  CARRY_OVER_UNTIL,
  LOCKED_UNTIL,
  REMINDER_WEEKDAY,
  REMINDER_HOUR,
  REQUIRE_2FA_FOR_ADMINS,
] as const;

async function storedValue(db: Database, key: string): Promise<unknown> {
  const [stored] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return stored?.value;
}

/** Stores a setting's value; null removes it, so that its default applies again. */
async function storeValue(db: Database, key: string, value: string | number | boolean | null): Promise<void> {
  if (value === null) {
    await db.delete(settings).where(eq(settings.key, key));
    return;
  }
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** The server's own time zone, the portal's until an admin chooses one (docs/product/time-model.md#time-zone). */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** docs/product/time-model.md#time-zone: the portal's IANA time zone. */
export async function portalTimeZone(db: Database): Promise<string> {
  const [chosen] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TIME_ZONE));
  return typeof chosen?.value === 'string' && isTimeZone(chosen.value) ? chosen.value : serverTimeZone();
}

/** docs/product/time-model.md#time-zone: `moment` on the portal's clocks (its date, year and hour). */
export async function portalMoment(db: Database, moment: Date): Promise<ZonedMoment> {
  return zonedMoment(moment, await portalTimeZone(db));
}

export async function choosePortalTimeZone(db: Database, timeZone: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key: TIME_ZONE, value: timeZone })
    .onConflictDoUpdate({ target: settings.key, set: { value: timeZone } });
}

/**
 * docs/product/leave.md#approver: the chosen approver, or the first active SUPER_ADMIN when none is chosen, or when
 * the chosen one left or is no longer an administrator.
 */
export async function leaveApprover(db: Database): Promise<{ id: number; name: string } | null> {
  const [chosen] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, LEAVE_APPROVER));
  if (typeof chosen?.value === 'number') {
    const [person] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(eq(users.id, chosen.value), eq(users.active, true), inArray(users.roleId, [Role.SUPER_ADMIN, Role.ADMIN])),
      );
    if (person) return person;
  }
  const [firstSuperAdmin] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.roleId, Role.SUPER_ADMIN), eq(users.active, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return firstSuperAdmin ?? null;
}

/** docs/product/leave.md#approver: the approver is an active administrator; false when the person is not one. */
export async function chooseLeaveApprover(db: Database, userId: number): Promise<boolean> {
  const [candidate] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true), inArray(users.roleId, [Role.SUPER_ADMIN, Role.ADMIN])));
  if (!candidate) return false;
  await db
    .insert(settings)
    .values({ key: LEAVE_APPROVER, value: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value: userId } });
  return true;
}

/** docs/product/leave.md#carry-over: "MM-DD", the last day of a year on which last year's leftover counts; null for never. */
export async function carryOverUntil(db: Database): Promise<string | null> {
  const [chosen] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CARRY_OVER_UNTIL));
  return typeof chosen?.value === 'string' && isMonthDay(chosen.value) ? chosen.value : null;
}

export async function chooseCarryOverUntil(db: Database, monthDay: string | null): Promise<void> {
  await storeValue(db, CARRY_OVER_UNTIL, monthDay);
}

/** docs/product/closing.md#locks: work logs and home-office days on or before this date are locked; null for none. */
export async function lockedUntil(db: Database): Promise<IsoDate | null> {
  const value = await storedValue(db, LOCKED_UNTIL);
  return typeof value === 'string' ? value : null;
}

export async function chooseLockedUntil(db: Database, date: IsoDate | null): Promise<void> {
  await storeValue(db, LOCKED_UNTIL, date);
}

/** docs/product/closing.md#reminders: the weekly reminder's weekday (1 Monday … 7 Sunday) and hour. */
export async function reminderTime(db: Database): Promise<{ weekday: number; hour: number }> {
  const [weekday, hour] = await Promise.all([storedValue(db, REMINDER_WEEKDAY), storedValue(db, REMINDER_HOUR)]);
  return {
    weekday: typeof weekday === 'number' ? weekday : DEFAULT_REMINDER_WEEKDAY,
    hour: typeof hour === 'number' ? hour : DEFAULT_REMINDER_HOUR,
  };
}

export async function chooseReminderTime(db: Database, change: { weekday?: number; hour?: number }): Promise<void> {
  if (change.weekday !== undefined) await storeValue(db, REMINDER_WEEKDAY, change.weekday);
  if (change.hour !== undefined) await storeValue(db, REMINDER_HOUR, change.hour);
}

/** docs/product/access.md#two-factor: whether admins must set up a second factor before anything else; off unless chosen. */
export async function twoFactorRequiredForAdmins(db: Database): Promise<boolean> {
  return (await storedValue(db, REQUIRE_2FA_FOR_ADMINS)) === true;
}

export async function chooseTwoFactorRequiredForAdmins(db: Database, required: boolean): Promise<void> {
  await storeValue(db, REQUIRE_2FA_FOR_ADMINS, required ? true : null);
}
