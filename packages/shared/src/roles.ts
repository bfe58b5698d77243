/** Role ids of docs/product/roles-and-access.md#permissions (docs/product/roles-and-access.md#roles). */
export const Role = {
  SUPER_ADMIN: 0,
  ADMIN: 1,
  USER: 2,
  CLIENT: 3,
} as const;

export type RoleId = (typeof Role)[keyof typeof Role];

export const ROLE_IDS: readonly RoleId[] = [Role.SUPER_ADMIN, Role.ADMIN, Role.USER, Role.CLIENT];

export const ROLE_LABELS: Record<RoleId, string> = {
  [Role.SUPER_ADMIN]: 'Super Admin',
  [Role.ADMIN]: 'Admin',
  [Role.USER]: 'User',
  [Role.CLIENT]: 'Client',
};

/** "Admin" in the decisions means role 0 or 1. */
export function isAdminRole(role: RoleId): boolean {
  return role === Role.SUPER_ADMIN || role === Role.ADMIN;
}

export function isEmployeeRole(role: RoleId): boolean {
  return role !== Role.CLIENT;
}

/** Levels of docs/product/people-and-clients.md#user-fields, in order. */
export const LEVELS = [
  'Internship',
  'Junior L1',
  'Junior L2',
  'Junior L3',
  'Mid L1',
  'Mid L2',
  'Mid L3',
  'Senior L1',
  'Senior L2',
  'Senior L3',
  'Principal',
  'Architect',
] as const;

export const ADDITIONAL_ROLES = ['onboarding', 'technology_owner', 'delivery_owner', 'client_owner'] as const;
