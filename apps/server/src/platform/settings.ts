import { eq } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_HOUR,
  DEFAULT_REMINDER_WEEKDAY,
  isTimeZone,
  zonedMoment,
  type ZonedMoment,
} from '@portal/shared';
import type { Database } from './db/index.js';
import { settings } from './db/schema.js';

/*
 * The settings table: what admins choose at run time, a row per key. Its keys, the reading and writing of a value, and
 * the settings that the platform itself follows: the portal's time zone (every clock), the jobs' reminder time (the
 * runner's schedules) and the admins' two-factor requirement (access). The settings of a domain rule are read beside
 * their rule: the leave approver and the carry-over day in domain/leave/leave-settings.ts, the locked-until date in
 * domain/closing/period-locks.ts.
 */

export const LEAVE_APPROVER = 'leave_approver_id';
const TIME_ZONE = 'time_zone';
export const CARRY_OVER_UNTIL = 'carry_over_until';
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

export async function storedValue(db: Database, key: string): Promise<unknown> {
  const [stored] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return stored?.value;
}

/** Stores a setting's value; null removes it, so that its default applies again. */
export async function storeValue(db: Database, key: string, value: string | number | boolean | null): Promise<void> {
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
