import { LeaveType } from '@portal/shared';
import type { Translate } from './i18n.js';

/** The names of the leave types (docs/product/leave.md#types) in the catalogues, by code. */
const LEAVE_TYPE_KEYS: Record<number, string> = {
  [LeaveType.ANNUAL]: 'notifications:leave_type.annual',
  [LeaveType.SICK]: 'notifications:leave_type.sick',
  [LeaveType.PAID]: 'notifications:leave_type.paid',
  [LeaveType.UNPAID]: 'notifications:leave_type.unpaid',
  [LeaveType.DAY_OFF_IN_LIEU]: 'notifications:leave_type.day_off_in_lieu',
};

/** A leave type's name in the language of `say`; its code when it has none. */
export function leaveTypeName(say: Translate, type: number): string {
  const key = LEAVE_TYPE_KEYS[type];
  return key ? say(key) : String(type);
}

/** GET /holidays/types: every leave type's name by code, in the language of `say`. */
export function leaveTypeNames(say: Translate): Record<string, string> {
  return Object.fromEntries(Object.values(LeaveType).map((code) => [String(code), leaveTypeName(say, code)]));
}
