import { asc, eq } from 'drizzle-orm';
import { LeaveType, leavePolicyOf, type LeavePolicy, type LeaveTypeView } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { leaveTypes } from '../../platform/db/schema.js';
import type { Translate } from '../../platform/i18n.js';
import { carryOverUntil } from './leave-settings.js';

/** The catalogue names of the five first leave types (docs/product/leave.md#types), by id. */
const FIRST_TYPE_KEYS: Record<number, string> = {
  [LeaveType.ANNUAL]: 'notifications:leave_type.annual',
  [LeaveType.SICK]: 'notifications:leave_type.sick',
  [LeaveType.PAID]: 'notifications:leave_type.paid',
  [LeaveType.UNPAID]: 'notifications:leave_type.unpaid',
  [LeaveType.DAY_OFF_IN_LIEU]: 'notifications:leave_type.day_off_in_lieu',
};

/** A stored leave type: `name` null for a first type never renamed. */
export interface StoredLeaveType extends Omit<LeaveTypeView, 'name'> {
  name: string | null;
}

const typeColumns = {
  id: leaveTypes.code,
  name: leaveTypes.name,
  color: leaveTypes.color,
  uses_allowance: leaveTypes.usesAllowance,
  needs_approval: leaveTypes.needsApproval,
  active: leaveTypes.active,
  private: leaveTypes.private,
};

/** Every leave type, active or not, by id: one query. */
export async function storedLeaveTypes(db: Database): Promise<StoredLeaveType[]> {
  return db.select(typeColumns).from(leaveTypes).orderBy(asc(leaveTypes.code));
}

export async function storedLeaveType(db: Database, id: number): Promise<StoredLeaveType | undefined> {
  const [type] = await db.select(typeColumns).from(leaveTypes).where(eq(leaveTypes.code, id));
  return type;
}

/** A leave type's name in the language of `say`: the admin's, else the catalogue's, else its id. */
export function leaveTypeName(
  say: Translate,
  type: Pick<StoredLeaveType, 'id' | 'name'> | undefined,
  id = type?.id,
): string {
  if (type?.name) return type.name;
  const key = id === undefined ? undefined : FIRST_TYPE_KEYS[id];
  return key ? say(key) : String(id);
}

/** A leave type as GET /leave_types shows it, named in the language of `say`. */
export function leaveTypeView(say: Translate, type: StoredLeaveType): LeaveTypeView {
  return { ...type, name: leaveTypeName(say, type) };
}

/** docs/product/leave.md#policy: which types use the allowance, and the carry-over day. Two queries. */
export async function leavePolicy(db: Database): Promise<LeavePolicy> {
  return leavePolicyOf(await storedLeaveTypes(db), await carryOverUntil(db));
}
