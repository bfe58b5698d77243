import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { FIRST_LEAVE_TYPES, Role } from '@portal/shared';
import { hashPassword, isCommonPassword } from '../platform/auth/passwords.js';
import { ConfigError, type Config } from '../platform/config.js';
import type { Database } from '../platform/db/index.js';
import { holidayCalendars, leaveTypes, users } from '../platform/db/schema.js';

/** docs/product/leave.md#types: the five types a portal starts with, named by the catalogues until renamed. */
export const LEAVE_TYPES = FIRST_LEAVE_TYPES.map((type) => ({
  code: type.id,
  name: null,
  usesAllowance: type.uses_allowance,
  color: type.color,
  needsApproval: true,
  private: type.private,
}));

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated and must be shown once. */
  generatedPassword?: string;
}

/**
 * Prepares an empty database: the leave types, the 'Default' holiday calendar, and one SUPER_ADMIN from PORTAL_ADMIN_EMAIL and
 * PORTAL_ADMIN_PASSWORD or admin@example.com with a random password (docs/product/README.md#first-start).
 * Returns the admin it created, or null when people already exist.
 */
export async function prepareDatabase(db: Database, config: Config): Promise<FirstAdmin | null> {
  await db
    .insert(leaveTypes)
    .values([...LEAVE_TYPES])
    .onConflictDoNothing();
  // docs/product/time-model.md#calendars: a portal always has a calendar; migration 0008 made 'Default'.
  const [calendars] = await db.select({ n: count() }).from(holidayCalendars);
  if ((calendars?.n ?? 0) === 0) await db.insert(holidayCalendars).values({ name: 'Default' });
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return null;

  if (config.adminPassword && isCommonPassword(config.adminPassword)) {
    throw new ConfigError('PORTAL_ADMIN_PASSWORD is one of the most common passwords; choose another.');
  }
  const email = config.adminEmail ?? 'admin@example.com';
  const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = config.adminPassword ?? generatedPassword ?? '';
  const inserted = await db
    .insert(users)
    .values({ name: 'Administrator', email, passwordHash: await hashPassword(password), roleId: Role.SUPER_ADMIN })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return null;
  return generatedPassword ? { email, generatedPassword } : { email };
}
