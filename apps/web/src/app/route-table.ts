import { createElement, lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { isAdminRole, Role, type RoleId } from '@portal/shared';

type Page = ComponentType;

export interface PortalRoute {
  path: string;
  /** The section name in the top bar. */
  title: string;
  page: Page;
  /** Extra controls in the top bar (the Dashboard's week selector, spec §2.2). */
  topBar?: Page;
}

const loaders = new Map<Page, () => Promise<unknown>>();
/**
 * A lazy screen whose chunk can also be fetched ahead of its first render (preloadScreen). Once the
 * chunk is in, the screen renders in the same pass as the shell instead of suspending once more.
 */
function screen(load: () => Promise<{ default: ComponentType }>): Page {
  let loaded: ComponentType | null = null;
  const fetchChunk = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchChunk);
  const page = () => createElement(loaded ?? Lazy);
  loaders.set(page, fetchChunk);
  return page;
}

const dashboard = screen(() => import('../features/dashboard/dashboard-page'));
const weekSelector = screen(() => import('../features/dashboard/week-selector'));
const users = screen(() => import('../features/users/users-page'));
const register = screen(() => import('../features/users/register-page'));
const clients = screen(() => import('../features/clients/clients-page'));
const projects = screen(() => import('../features/projects/projects-page'));
const audit = screen(() => import('../features/audit/audit-page'));
const manageHolidays = screen(() => import('../features/holiday-admin/manage-holidays-page'));
const nationalHolidays = screen(() => import('../features/holiday-admin/national-holidays-page'));
const holidays = screen(() => import('../features/holidays/holidays-page'));
const addHoliday = screen(() => import('../features/holidays/add-holiday-page'));
const skills = screen(() => import('../features/skills/skills-page'));
const mySkills = screen(() => import('../features/skills/my-skills-page'));
const peopleSkills = screen(() => import('../features/skills/people-skills-page'));
const documents = screen(() => import('../features/documents/documents-page'));
const clientReport = screen(() => import('../features/reports/client-home-page'));
const userTimeLog = screen(() => import('../features/reports/user-time-log-page'));
const clientTimeLog = screen(() => import('../features/reports/client-time-log-page'));
const homeOffice = screen(() => import('../features/reports/home-office-year-page'));
const teamCalendar = screen(() => import('../features/reports/team-calendar-page'));

const ADMIN_ROUTES: PortalRoute[] = [
  { path: '/', title: 'Dashboard', page: dashboard, topBar: weekSelector },
  { path: '/skills', title: 'Skills review', page: skills },
  { path: '/skills/edit', title: 'My Skills', page: mySkills },
  { path: '/skills/list', title: 'List', page: peopleSkills },
  { path: '/holidays', title: 'Holidays', page: holidays },
  { path: '/holidays/addholiday', title: 'Add Holiday', page: addHoliday },
  { path: '/holidays/manageholiday', title: 'Handle Holidays', page: manageHolidays },
  { path: '/holidays/nationalholidays', title: 'National Holidays', page: nationalHolidays },
  { path: '/documents', title: 'Documents', page: documents },
  { path: '/users', title: 'Users', page: users },
  { path: '/users/report', title: 'Team calendar', page: teamCalendar },
  { path: '/timelog/user/:id', title: 'User time log', page: userTimeLog },
  { path: '/timelog/client/:id', title: 'Client time log', page: clientTimeLog },
  { path: '/clients', title: 'Clients', page: clients },
  { path: '/home_office', title: 'Home Office', page: homeOffice },
  { path: '/register', title: 'Register', page: register },
  { path: '/projects', title: 'Projects', page: projects },
];

const SUPER_ADMIN_ROUTES: PortalRoute[] = [...ADMIN_ROUTES, { path: '/audit', title: 'Audit', page: audit }];

const EMPLOYEE_ROUTES: PortalRoute[] = [
  { path: '/', title: 'Dashboard', page: dashboard, topBar: weekSelector },
  { path: '/skills/list', title: 'List', page: peopleSkills },
  { path: '/holidays', title: 'Holidays', page: holidays },
  { path: '/documents', title: 'Documents', page: documents },
  { path: '/skills', title: 'Skills review', page: skills },
];

const CLIENT_ROUTES: PortalRoute[] = [{ path: '/', title: 'Client time log', page: clientReport }];

/** The route table of spec §2.1 for a signed-in role; any other path is Page Not Found. */
export function routesFor(role: RoleId): PortalRoute[] {
  if (role === Role.SUPER_ADMIN) return SUPER_ADMIN_ROUTES;
  if (isAdminRole(role)) return ADMIN_ROUTES;
  if (role === Role.CLIENT) return CLIENT_ROUTES;
  return EMPLOYEE_ROUTES;
}

/**
 * Fetches the chunk of the screen at `pathname` (for whichever role has it) while the session is
 * still being checked, so the screen does not wait for the shell to render first (decision 0016).
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const matching = [...SUPER_ADMIN_ROUTES, ...EMPLOYEE_ROUTES, ...CLIENT_ROUTES].filter((route) =>
    matchPath(route.path, pathname),
  );
  await Promise.all(matching.map((route) => loaders.get(route.page)?.()));
}
