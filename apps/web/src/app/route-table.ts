import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isAdminRole, Role, type RoleId } from '@portal/shared';

type Page = LazyExoticComponent<ComponentType>;

export interface PortalRoute {
  path: string;
  /** The section name in the top bar. */
  title: string;
  page: Page;
  /** Extra controls in the top bar (the Dashboard's week selector, spec §2.2). */
  topBar?: Page;
}

/** Screens of later issues show their title only until they land. */
const dashboard = lazy(() => import('../features/dashboard/dashboard-page'));
const weekSelector = lazy(() => import('../features/dashboard/week-selector'));
const users = lazy(() => import('../features/users/users-page'));
const register = lazy(() => import('../features/users/register-page'));
const clients = lazy(() => import('../features/clients/clients-page'));
const projects = lazy(() => import('../features/projects/projects-page'));
const audit = lazy(() => import('../features/audit/audit-page'));
const manageHolidays = lazy(() => import('../features/holiday-admin/manage-holidays-page'));
const nationalHolidays = lazy(() => import('../features/holiday-admin/national-holidays-page'));
const holidays = lazy(() => import('../features/holidays/holidays-page'));
const addHoliday = lazy(() => import('../features/holidays/add-holiday-page'));
const skills = lazy(() => import('../features/skills/skills-page'));
const mySkills = lazy(() => import('../features/skills/my-skills-page'));
const peopleSkills = lazy(() => import('../features/skills/people-skills-page'));
const documents = lazy(() => import('../features/documents/documents-page'));
const clientReport = lazy(() => import('../features/reports/client-home-page'));
const userTimeLog = lazy(() => import('../features/reports/user-time-log-page'));
const clientTimeLog = lazy(() => import('../features/reports/client-time-log-page'));
const homeOffice = lazy(() => import('../features/reports/home-office-year-page'));
const teamCalendar = lazy(() => import('../features/reports/team-calendar-page'));

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
