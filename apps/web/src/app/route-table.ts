import { matchPath } from 'react-router';
import { isAdminRole, Role, type RoleId } from '@portal/shared';
import { lazyScreen, type LazyScreen } from '../lib/lazy-screen';

type Page = LazyScreen;

export interface PortalRoute {
  path: string;
  /** The section name in the top bar: its catalogue key, whole ('common:routes.dashboard'). */
  title: string;
  page: Page;
  /** Extra controls in the top bar (the Dashboard's week selector, docs/product/roles-and-access.md#menus). */
  topBar?: Page;
}

const week = lazyScreen(() => import('../features/worklogs/week-page'), ['worklogs', 'timesheets']);
const weekSelector = lazyScreen(() => import('../features/worklogs/week-selector'), ['worklogs']);
const users = lazyScreen(() => import('../features/users/users-page'), ['users', 'schedules']);
const register = lazyScreen(() => import('../features/users/register-page'), ['users']);
const clients = lazyScreen(() => import('../features/clients/clients-page'), ['clients', 'signoffs']);
const assignments = lazyScreen(() => import('../features/assignments/assignments-page'), ['assignments']);
const audit = lazyScreen(() => import('../features/audit/audit-page'), ['audit']);
const jobs = lazyScreen(() => import('../features/jobs/jobs-page'), ['jobs']);
const manageLeave = lazyScreen(() => import('../features/leave/manage-leave-page'), ['leave']);
const publicHolidays = lazyScreen(
  () => import('../features/public-holidays/public-holidays-page'),
  ['public-holidays'],
);
const locations = lazyScreen(() => import('../features/holiday-calendars/locations-page'), ['holiday-calendars']);
const leaveTypes = lazyScreen(() => import('../features/leave-types/leave-types-page'), ['leave-types']);
const leave = lazyScreen(() => import('../features/leave/leave-page'), ['leave']);
const addLeave = lazyScreen(() => import('../features/leave/add-leave-page'), ['leave']);
const skills = lazyScreen(() => import('../features/skills/skills-page'), ['skills']);
const mySkills = lazyScreen(() => import('../features/skills/my-skills-page'), ['skills', 'profile']);
const peopleSkills = lazyScreen(() => import('../features/skills/people-skills-page'), ['skills']);
const documents = lazyScreen(() => import('../features/documents/documents-page'), ['documents']);
const clientReport = lazyScreen(() => import('../features/reports/client-home-page'), ['reports', 'signoffs']);
const userTimeLog = lazyScreen(() => import('../features/reports/user-time-log-page'), ['reports']);
const clientTimeLog = lazyScreen(() => import('../features/reports/client-time-log-page'), ['reports', 'signoffs']);
const homeOffice = lazyScreen(() => import('../features/home-office/home-office-year-page'), ['home-office']);
const settings = lazyScreen(() => import('../features/settings/settings-page'), ['settings', 'export']);
const timesheets = lazyScreen(() => import('../features/timesheets/timesheets-page'), ['timesheets']);
const security = lazyScreen(() => import('./security-page'), ['security', 'two-factor', 'api-tokens']);
const importLogs = lazyScreen(() => import('../features/import/import-page'), ['import']);
const teamCalendar = lazyScreen(() => import('../features/reports/team-calendar-page'), ['reports']);

const ADMIN_ROUTES: PortalRoute[] = [
  { path: '/', title: 'common:routes.dashboard', page: week, topBar: weekSelector },
  { path: '/skills', title: 'common:routes.skills_review', page: skills },
  { path: '/skills/edit', title: 'common:routes.my_skills', page: mySkills },
  { path: '/skills/list', title: 'common:routes.list', page: peopleSkills },
  { path: '/holidays', title: 'common:routes.holidays', page: leave },
  { path: '/holidays/addholiday', title: 'common:routes.add_holiday', page: addLeave },
  { path: '/holidays/manageholiday', title: 'common:routes.handle_holidays', page: manageLeave },
  { path: '/holidays/nationalholidays', title: 'common:routes.national_holidays', page: publicHolidays },
  // A tab of National Holidays (docs/product/time-model.md#calendars).
  { path: '/holidays/nationalholidays/locations', title: 'common:routes.national_holidays', page: locations },
  // A tab of National Holidays (docs/product/leave.md#types).
  { path: '/holidays/nationalholidays/types', title: 'common:routes.national_holidays', page: leaveTypes },
  { path: '/documents', title: 'common:routes.documents', page: documents },
  { path: '/users', title: 'common:routes.users', page: users },
  { path: '/users/report', title: 'common:routes.team_calendar', page: teamCalendar },
  { path: '/timelog/user/:id', title: 'common:routes.user_time_log', page: userTimeLog },
  { path: '/timelog/client/:id', title: 'common:routes.client_time_log', page: clientTimeLog },
  { path: '/clients', title: 'common:routes.clients', page: clients },
  { path: '/home_office', title: 'common:routes.home_office', page: homeOffice },
  { path: '/register', title: 'common:routes.register', page: register },
  { path: '/projects', title: 'common:routes.projects', page: assignments },
  // docs/product/closing.md#timesheets, #settings.
  { path: '/timesheets', title: 'common:routes.timesheets', page: timesheets },
  { path: '/settings', title: 'common:routes.settings', page: settings },
  // docs/product/access.md#import: work logs for anyone.
  { path: '/import', title: 'common:routes.import', page: importLogs },
  // docs/product/access.md: everyone's own sign-in security.
  { path: '/security', title: 'common:routes.security', page: security },
];

const SUPER_ADMIN_ROUTES: PortalRoute[] = [
  ...ADMIN_ROUTES,
  { path: '/audit', title: 'common:routes.audit', page: audit },
  // A tab of Audit (docs/product/jobs.md#api).
  { path: '/audit/jobs', title: 'common:routes.audit', page: jobs },
];

const EMPLOYEE_ROUTES: PortalRoute[] = [
  { path: '/', title: 'common:routes.dashboard', page: week, topBar: weekSelector },
  { path: '/skills/list', title: 'common:routes.list', page: peopleSkills },
  { path: '/holidays', title: 'common:routes.holidays', page: leave },
  { path: '/documents', title: 'common:routes.documents', page: documents },
  { path: '/skills', title: 'common:routes.skills_review', page: skills },
  // Their own row of the year only (docs/product/reports.md#home-office-year).
  { path: '/home_office', title: 'common:routes.home_office', page: homeOffice },
  // docs/product/access.md#import: their own work logs only.
  { path: '/import', title: 'common:routes.import', page: importLogs },
  { path: '/security', title: 'common:routes.security', page: security },
];

const CLIENT_ROUTES: PortalRoute[] = [
  { path: '/', title: 'common:routes.client_time_log', page: clientReport },
  { path: '/security', title: 'common:routes.security', page: security },
];

/** The route table of docs/product/roles-and-access.md#routes for a signed-in role; any other path is Page Not Found. */
export function routesFor(role: RoleId): PortalRoute[] {
  if (role === Role.SUPER_ADMIN) return SUPER_ADMIN_ROUTES;
  if (isAdminRole(role)) return ADMIN_ROUTES;
  if (role === Role.CLIENT) return CLIENT_ROUTES;
  return EMPLOYEE_ROUTES;
}

/**
 * Fetches the chunk of the screen at `pathname` (for whichever role has it) while the session is
 * still being checked, so the screen does not wait for the shell to render first (docs/decisions/0016-web-budget.md).
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const matching = [...SUPER_ADMIN_ROUTES, ...EMPLOYEE_ROUTES, ...CLIENT_ROUTES].filter((route) =>
    matchPath(route.path, pathname),
  );
  await Promise.all(matching.map((route) => route.page.load()));
}
