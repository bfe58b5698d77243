import { and, asc, eq, inArray } from 'drizzle-orm';
import { isMonthDay, Role } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { settings, users } from '../../platform/db/schema.js';
import { CARRY_OVER_UNTIL, LEAVE_APPROVER, storeValue } from '../../platform/settings.js';

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
