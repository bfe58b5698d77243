import {
  Role,
  type ADDITIONAL_ROLES,
  type EmployeeDayStatus,
  type LEVELS,
  type RoleId,
  type WeeklyStatus,
} from '@portal/shared';

/** The roles' names on screen (docs/product/roles-and-access.md#roles), a whole catalogue key each. */
export const ROLE_KEYS = {
  [Role.SUPER_ADMIN]: 'users:role.super_admin',
  [Role.ADMIN]: 'users:role.admin',
  [Role.USER]: 'users:role.user',
  [Role.CLIENT]: 'users:role.client',
} as const satisfies Record<RoleId, string>;

export const ADDITIONAL_ROLE_KEYS = {
  onboarding: 'users:additional_role.onboarding',
  technology_owner: 'users:additional_role.technology_owner',
  delivery_owner: 'users:additional_role.delivery_owner',
  client_owner: 'users:additional_role.client_owner',
} as const satisfies Record<(typeof ADDITIONAL_ROLES)[number], string>;

/** The 12 levels of docs/product/people-and-clients.md#user-fields. */
export const LEVEL_KEYS = {
  Internship: 'users:level.internship',
  'Junior L1': 'users:level.junior_l1',
  'Junior L2': 'users:level.junior_l2',
  'Junior L3': 'users:level.junior_l3',
  'Mid L1': 'users:level.mid_l1',
  'Mid L2': 'users:level.mid_l2',
  'Mid L3': 'users:level.mid_l3',
  'Senior L1': 'users:level.senior_l1',
  'Senior L2': 'users:level.senior_l2',
  'Senior L3': 'users:level.senior_l3',
  Principal: 'users:level.principal',
  Architect: 'users:level.architect',
} as const satisfies Record<(typeof LEVELS)[number], string>;

/** A level as the server stores it, by its name in the language shown. */
export function levelKey(level: string): (typeof LEVEL_KEYS)[keyof typeof LEVEL_KEYS] | null {
  return Object.hasOwn(LEVEL_KEYS, level) ? LEVEL_KEYS[level as keyof typeof LEVEL_KEYS] : null;
}

export const DAY_STATUS_KEYS = {
  success: 'users:week.day_status.success',
  insufficient: 'users:week.day_status.insufficient',
  overtime: 'users:week.day_status.overtime',
  nat_holiday: 'users:week.day_status.nat_holiday',
  holiday: 'users:week.day_status.holiday',
} as const satisfies Record<EmployeeDayStatus, string>;

export const WEEKLY_STATUS_KEYS = {
  'All hours entered correctly.': 'users:week.weekly_status.correct',
  'Insufficient time logged.': 'users:week.weekly_status.insufficient',
  'Overtime.': 'users:week.weekly_status.overtime',
  'Upcoming week': 'users:week.weekly_status.upcoming',
} as const satisfies Record<WeeklyStatus, string>;
