import { isAdminRole, Role, type RoleId } from '@portal/shared';

export interface MenuLink {
  label: string;
  to: string;
  icon: MenuIcon;
}

export interface MenuGroup {
  label: string;
  icon: MenuIcon;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export type MenuIcon =
  | 'dashboard'
  | 'holidays'
  | 'documents'
  | 'skills'
  | 'register'
  | 'users'
  | 'clients'
  | 'projects'
  | 'home-office'
  | 'audit';

const ADMIN_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/', icon: 'dashboard' },
  {
    label: 'Holidays',
    icon: 'holidays',
    children: [
      { label: 'Holidays', to: '/holidays', icon: 'holidays' },
      { label: 'Add Holiday', to: '/holidays/addholiday', icon: 'holidays' },
      { label: 'Handle Holidays', to: '/holidays/manageholiday', icon: 'holidays' },
      { label: 'National Holidays', to: '/holidays/nationalholidays', icon: 'holidays' },
    ],
  },
  { label: 'Documents', to: '/documents', icon: 'documents' },
  {
    label: 'Skills review',
    icon: 'skills',
    children: [
      { label: 'Skills review', to: '/skills', icon: 'skills' },
      { label: 'My Skills', to: '/skills/edit', icon: 'skills' },
      { label: 'List', to: '/skills/list', icon: 'skills' },
    ],
  },
  { label: 'Register', to: '/register', icon: 'register' },
  { label: 'Users', to: '/users', icon: 'users' },
  { label: 'Clients', to: '/clients', icon: 'clients' },
  { label: 'Projects', to: '/projects', icon: 'projects' },
  { label: 'Home Office', to: '/home_office', icon: 'home-office' },
];

/** The audit trail is for SUPER_ADMIN only (docs/product/reports.md#audit). */
const SUPER_ADMIN_MENU: MenuEntry[] = [...ADMIN_MENU, { label: 'Audit', to: '/audit', icon: 'audit' }];

/**
 * Ordinary users: Dashboard, Holidays, Documents, Skills review with List only, Home Office (spec
 * docs/product/roles-and-access.md#menus); Home Office shows them their own row of the year (docs/product/reports.md#home-office-year).
 */
const EMPLOYEE_MENU: MenuEntry[] = [
  { label: 'Dashboard', to: '/', icon: 'dashboard' },
  { label: 'Holidays', to: '/holidays', icon: 'holidays' },
  { label: 'Documents', to: '/documents', icon: 'documents' },
  { label: 'Skills review', icon: 'skills', children: [{ label: 'List', to: '/skills/list', icon: 'skills' }] },
  { label: 'Home Office', to: '/home_office', icon: 'home-office' },
];

const CLIENT_MENU: MenuEntry[] = [{ label: 'Time log', to: '/', icon: 'dashboard' }];

export function menuFor(role: RoleId): MenuEntry[] {
  if (role === Role.SUPER_ADMIN) return SUPER_ADMIN_MENU;
  if (isAdminRole(role)) return ADMIN_MENU;
  if (role === Role.CLIENT) return CLIENT_MENU;
  return EMPLOYEE_MENU;
}

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}
