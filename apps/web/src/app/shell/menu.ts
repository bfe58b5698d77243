import { isAdminRole, Role, type RoleId } from '@portal/shared';

export interface MenuLink {
  /** The entry's catalogue key, whole ('common:routes.holidays'). */
  label: string;
  to: string;
  icon: MenuIcon;
}

export interface MenuGroup {
  /** The group's catalogue key, whole. */
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
  | 'audit'
  | 'timesheets'
  | 'settings'
  | 'import';

const ADMIN_MENU: MenuEntry[] = [
  { label: 'common:routes.dashboard', to: '/', icon: 'dashboard' },
  {
    label: 'common:routes.holidays',
    icon: 'holidays',
    children: [
      { label: 'common:routes.holidays', to: '/holidays', icon: 'holidays' },
      { label: 'common:routes.add_holiday', to: '/holidays/addholiday', icon: 'holidays' },
      { label: 'common:routes.handle_holidays', to: '/holidays/manageholiday', icon: 'holidays' },
      { label: 'common:routes.national_holidays', to: '/holidays/nationalholidays', icon: 'holidays' },
    ],
  },
  { label: 'common:routes.documents', to: '/documents', icon: 'documents' },
  {
    label: 'common:routes.skills_review',
    icon: 'skills',
    children: [
      { label: 'common:routes.skills_review', to: '/skills', icon: 'skills' },
      { label: 'common:routes.my_skills', to: '/skills/edit', icon: 'skills' },
      { label: 'common:routes.list', to: '/skills/list', icon: 'skills' },
    ],
  },
  { label: 'common:routes.register', to: '/register', icon: 'register' },
  { label: 'common:routes.users', to: '/users', icon: 'users' },
  { label: 'common:routes.clients', to: '/clients', icon: 'clients' },
  { label: 'common:routes.projects', to: '/projects', icon: 'projects' },
  { label: 'common:routes.home_office', to: '/home_office', icon: 'home-office' },
  { label: 'common:routes.timesheets', to: '/timesheets', icon: 'timesheets' },
  { label: 'common:routes.import', to: '/import', icon: 'import' },
  { label: 'common:routes.settings', to: '/settings', icon: 'settings' },
];

/** The audit trail is for SUPER_ADMIN only (docs/product/reports.md#audit). */
const SUPER_ADMIN_MENU: MenuEntry[] = [...ADMIN_MENU, { label: 'common:routes.audit', to: '/audit', icon: 'audit' }];

/**
 * Ordinary users: Dashboard, Holidays, Documents, Skills review with List only, Home Office (spec
 * docs/product/roles-and-access.md#menus); Home Office shows them their own row of the year (docs/product/reports.md#home-office-year).
 */
const EMPLOYEE_MENU: MenuEntry[] = [
  { label: 'common:routes.dashboard', to: '/', icon: 'dashboard' },
  { label: 'common:routes.holidays', to: '/holidays', icon: 'holidays' },
  { label: 'common:routes.documents', to: '/documents', icon: 'documents' },
  {
    label: 'common:routes.skills_review',
    icon: 'skills',
    children: [{ label: 'common:routes.list', to: '/skills/list', icon: 'skills' }],
  },
  { label: 'common:routes.home_office', to: '/home_office', icon: 'home-office' },
  { label: 'common:routes.import', to: '/import', icon: 'import' },
];

const CLIENT_MENU: MenuEntry[] = [{ label: 'common:routes.time_log', to: '/', icon: 'dashboard' }];

export function menuFor(role: RoleId): MenuEntry[] {
  if (role === Role.SUPER_ADMIN) return SUPER_ADMIN_MENU;
  if (isAdminRole(role)) return ADMIN_MENU;
  if (role === Role.CLIENT) return CLIENT_MENU;
  return EMPLOYEE_MENU;
}

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}
