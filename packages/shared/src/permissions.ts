import { Role, type RoleId } from './roles.js';

/**
 * Access rules as data (docs/product/roles-and-access.md). The server checks them on every route; the web app
 * reads them only to hide what would be refused.
 */
export const PERMISSIONS = [
  'session:own',
  'worklogs:read',
  'worklogs:write:own',
  'worklogs:write:all',
  'homeoffice:write:own',
  'homeoffice:write:all',
  'homeoffice:report:own',
  'homeoffice:report:all',
  'leave:read',
  'leave:request:own',
  'leave:request:all',
  'leave:decide',
  'leave:balances:all',
  'leave:reasons:all',
  'allowances:manage',
  'public-holidays:manage',
  'leave_types:manage',
  'users:read',
  'users:manage',
  'users:manage-super-admins',
  'clients:read',
  'clients:manage',
  'client-report:own',
  'client-report:all',
  'user-report:read',
  'team-calendar:read',
  'skills:read',
  'skills:write:own',
  'skills:manage',
  'documents:read',
  'documents:manage',
  'settings:manage',
  'audit:read',
  'jobs:read',
  'timesheets:submit:own',
  'timesheets:decide',
  'signoffs:manage',
  'periods:override',
  'data:export',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const EMPLOYEE: readonly Permission[] = [
  'session:own',
  'worklogs:read',
  'worklogs:write:own',
  'homeoffice:write:own',
  // docs/product/reports.md#home-office-year: an employee's own row of the home-office year.
  'homeoffice:report:own',
  'leave:read',
  'leave:request:own',
  'users:read',
  'clients:read',
  'skills:read',
  'skills:write:own',
  'documents:read',
  // docs/product/closing.md#timesheets: a person submits their own month.
  'timesheets:submit:own',
];

const ADMIN: readonly Permission[] = [
  ...EMPLOYEE,
  'worklogs:write:all',
  'homeoffice:write:all',
  'homeoffice:report:all',
  'leave:request:all',
  'leave:decide',
  'leave:balances:all',
  // docs/product/leave.md#private-absences: everyone's leave types and notes.
  'leave:reasons:all',
  'allowances:manage',
  'public-holidays:manage',
  // docs/product/leave.md#types: the company's leave types.
  'leave_types:manage',
  'users:manage',
  'clients:manage',
  'client-report:all',
  'user-report:read',
  'team-calendar:read',
  'skills:manage',
  'documents:manage',
  'settings:manage',
  // docs/product/closing.md: approve and reopen timesheets; see and reopen clients' sign-offs.
  'timesheets:decide',
  'signoffs:manage',
];

export const ROLE_PERMISSIONS: Record<RoleId, ReadonlySet<Permission>> = {
  [Role.SUPER_ADMIN]: new Set([
    ...ADMIN,
    'users:manage-super-admins',
    'audit:read',
    'jobs:read',
    'periods:override',
    // docs/product/access.md#export: the whole portal's data in one zip.
    'data:export',
  ]),
  [Role.ADMIN]: new Set(ADMIN),
  [Role.USER]: new Set(EMPLOYEE),
  [Role.CLIENT]: new Set<Permission>(['session:own', 'client-report:own']),
};

export function can(role: RoleId, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}
