import type { HttpRequest } from './measure.js';
import { FRIDAY, MONDAY, YEAR, type Subjects } from './subjects.js';

/** The calls the web app makes for a page or an action, as the benchmark sends them (scenarios.ts, screens.ts). */

export const get = (path: string, token: string): HttpRequest => ({ method: 'GET', path: `/api${path}`, token });

/** Every call of the dashboard page for one person and week (apps/web/src/features/worklogs). */
export function dashboardWeek(id: number, token: string): HttpRequest[] {
  return [
    get(`/logs/user/${id}/from/${MONDAY}`, token),
    get(`/home_office?user_id=${id}&from_date=${MONDAY}`, token),
    get(`/home_office?user_id=${id}&month=2026-11`, token),
    // The person's days of the week's month (docs/product/time-model.md#plan): schedule, their calendar's holidays, leave.
    get(`/users/${id}/days?from=2026-11-01&to=2026-11-30`, token),
    get(`/users/${id}/clients`, token),
    get('/users/names', token),
    get(`/days_available/${id}?year=${YEAR}`, token),
    // docs/product/closing.md: what locks the week's days, and the person's timesheet of the week's month.
    get(`/locks?user_id=${id}&from=${MONDAY}&to=2026-11-22`, token),
    get(`/timesheets?month=2026-11&user_id=${id}`, token),
  ];
}

/** The users screen's calls for its first page: the people, then their week (apps/web/src/features/users). */
export const usersTable = (employeesByName: number[], pageSize: number, token: string) => [
  get(`/users?kind=employees&status=active&page=1&page_size=${pageSize}`, token),
  get(`/weekly/logs?from=${MONDAY}&to=${FRIDAY}&user_ids=${employeesByName.slice(0, pageSize).join(',')}`, token),
];

/** The n-th weekday from `first` (a Monday), five a week. */
export function weekdayAfter(first: string, n: number): string {
  const day = Date.parse(`${first}T00:00:00Z`) / 86_400_000 + Math.floor(n / 5) * 7 + (n % 5);
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/**
 * docs/product/closing.md#locks: a person logs, changes and deletes an entry of the benchmark's week, each write
 * checked against the lock date, their approved months and their client's sign-offs. Nothing is left behind.
 */
export function workLogWrites(large: Subjects['large']): HttpRequest[] {
  const entry = { user_id: large.id, client_id: large.clientId, date: MONDAY, description: 'Benchmark entry' };
  return [
    {
      method: 'POST',
      path: '/api/logs',
      token: large.token,
      body: { ...entry, duration: 30 },
      onAnswer: (body, context) => {
        context.id = (JSON.parse(body) as { data?: { id: number } }).data?.id;
      },
    },
    {
      method: 'PUT',
      path: '/api/logs/0',
      token: large.token,
      body: { ...entry, duration: 45 },
      pathFrom: (c) => `/api/logs/${String(c.id)}`,
    },
    { method: 'DELETE', path: '/api/logs/0', token: large.token, pathFrom: (c) => `/api/logs/${String(c.id)}` },
  ];
}
