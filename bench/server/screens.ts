import type { HttpRequest } from './measure.js';
import { dashboardWeek, get, usersTable } from './calls.js';
import { HOLIDAYS_PAGE_SIZE, MONTH, USERS_PAGE_SIZES, YEAR, type Subjects } from './subjects.js';

/** One screen as the browser loads it: every GET call it makes, in the order the web app sends them. */
export interface Screen {
  name: string;
  requests: HttpRequest[];
}

/** The generated company's "today", the day /projects opens on. */
const TODAY = '2026-11-23';

/** Every page load asks for the signed-in person first (apps/web/src/features/session/api.ts, app/first-screen.ts). */
const session = (token: string) => get('/user', token);

/**
 * The screens of issue 28's table. "Today" is the generated company's 2026-11-23: the screens that open
 * on the current year ask for 2026; the week and the month reports show the last full week and month
 * with data (the same as the scenarios), as someone looking back would open them.
 */
export function screens(subjects: Subjects): Screen[] {
  const { admin, large, employeesByName, largestClient, pendingFirstPage } = subjects;
  const [usersPage, weekOfPage] = usersTable(employeesByName, USERS_PAGE_SIZES.first, admin) as [
    HttpRequest,
    HttpRequest,
  ];
  return [
    {
      // apps/web/src/features/worklogs/week-page.tsx and api.ts (useWeekData), lib/directory.ts, lib/leave.ts
      name: 'Dashboard week, an employee',
      requests: [session(large.token), ...dashboardWeek(large.id, large.token)],
    },
    {
      // apps/web/src/features/leave/leave-page.tsx (request form closed), lib/directory.ts, lib/leave.ts, lib/public-holidays.ts,
      // lib/leave-types.ts
      name: 'Holidays page, an employee',
      requests: [
        session(large.token),
        get('/users/names', large.token),
        get(`/holidays/requesting/${large.id}`, large.token),
        get(`/days_available/${large.id}?year=${YEAR}`, large.token),
        get(`/national_holidays?from=${YEAR}-01-01&to=${YEAR}-12-31&calendar_id=${large.calendarId}`, large.token),
        get('/leave_types', large.token),
      ],
    },
    {
      // apps/web/src/features/leave/manage-leave-page.tsx (Pending tab, first page), person-filter.tsx and lib/directory.ts
      // (filterPeopleQuery), leave-requests-table.tsx (the context of that page's requests; none without any; the types'
      // names and colours, lib/leave-types.ts)
      name: 'Handle Holidays',
      requests: [
        session(admin),
        get(`/holidays?status=0&page=1&page_size=${HOLIDAYS_PAGE_SIZE}`, admin),
        get('/users/names?status=all', admin),
        get('/leave_types', admin),
        // Sent once the page has arrived: the ids are those of its requests.
        ...(pendingFirstPage.length
          ? [get(`/holidays/pending_context?request_ids=${pendingFirstPage.join(',')}`, admin)]
          : []),
      ],
    },
    {
      // apps/web/src/features/reports/team-calendar-page.tsx, team-calendar-path.ts, lib/leave-types.ts
      name: 'Team calendar',
      requests: [session(admin), get(`/team_calendar?year=${YEAR}`, admin), get('/leave_types', admin)],
    },
    {
      // apps/web/src/features/users/users-page.tsx, api.ts (usersPageQuery), lib/directory.ts (clientsQuery), lib/weekly-report.ts
      name: `Users, first page of ${USERS_PAGE_SIZES.first}`,
      requests: [session(admin), usersPage, get('/clients', admin), weekOfPage],
    },
    {
      // apps/web/src/features/home-office/home-office-year-page.tsx and api.ts
      name: 'Home office year',
      requests: [session(admin), get(`/home_office/counts?year=${YEAR}`, admin)],
    },
    {
      // apps/web/src/features/reports/user-time-log-page.tsx and api.ts; the person with the most logs
      name: 'User month report',
      requests: [session(admin), get(`/report/user/${large.id}/month/${MONTH}/year/${YEAR}`, admin)],
    },
    {
      // apps/web/src/features/reports/client-time-log-page.tsx and api.ts: the name first, then the month
      name: 'Client month report, largest client',
      requests: [
        session(admin),
        get(`/clients/${largestClient.id}/public`, admin),
        get(`/logs/client/${largestClient.id}/month/${MONTH}/year/${YEAR}`, admin),
        // lib/signoffs.ts: the sign-off panel (docs/product/closing.md#client-sign-off)
        get(`/clients/${largestClient.id}/signoffs?year=${YEAR}`, admin),
      ],
    },
    {
      // apps/web/src/features/timesheets/timesheets-page.tsx, lib/timesheets.ts: everyone's report month
      name: 'Timesheets',
      requests: [session(admin), get(`/timesheets?month=${YEAR}-${String(MONTH).padStart(2, '0')}`, admin)],
    },
    {
      // apps/web/src/features/settings/settings-page.tsx, leave-approver-form.tsx (lib/directory.ts peopleNamesQuery)
      name: 'Settings',
      requests: [session(admin), get('/settings', admin), get('/users/names', admin)],
    },
    {
      // apps/web/src/features/clients/clients-page.tsx, client-signoffs.tsx (lib/signoffs.ts): the clients and the year's
      // sign-offs of every client
      name: 'Clients',
      requests: [session(admin), get('/clients', admin), get(`/signoffs?year=${YEAR}`, admin)],
    },
    {
      // apps/web/src/features/documents/documents-page.tsx and api.ts (documentsPageQuery, the first page)
      name: 'Documents',
      requests: [session(admin), get('/files?page=1&page_size=50', admin)],
    },
    {
      // apps/web/src/features/skills/skills-page.tsx and api.ts (skillCatalogueQuery)
      name: 'Skills review',
      requests: [session(admin), get('/skills', admin)],
    },
    {
      // apps/web/src/features/skills/people-skills-page.tsx and api.ts (peopleWithSkillsPageQuery, the first page)
      name: 'Skills list',
      requests: [session(admin), get('/all/skills?page=1&page_size=50', admin)],
    },
    {
      // apps/web/src/features/assignments/assignments-page.tsx and api.ts (assignmentsPageQuery, the first page of everyone's),
      // lib/directory.ts (clientsQuery, peopleNamesQuery)
      name: 'Assignments',
      requests: [
        session(admin),
        get('/clients', admin),
        get('/users/names', admin),
        get(`/assignments?as_of=${TODAY}&page=1&page_size=50`, admin),
      ],
    },
    {
      // apps/web/src/features/audit/audit-page.tsx and api.ts (the super administrator's first page), lib/directory.ts (filterPeopleQuery)
      name: 'Audit log',
      requests: [
        session(admin),
        get('/users/names?status=all&kind=all', admin),
        get('/audit?page=1&page_size=50', admin),
      ],
    },
  ];
}
