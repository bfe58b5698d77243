import type pg from 'pg';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD } from '../generator/sizes.js';
import type { HttpRequest } from './measure.js';
import type { Statement } from './protocol.js';

/** One thing a user does, as the HTTP calls the web app makes for it. */
export interface Scenario {
  name: string;
  /** Read scenarios are held to the latency target; writes are reported beside them. */
  kind: 'read' | 'write';
  /** The calls of one iteration, measured in this order on every connection. */
  requests: HttpRequest[];
  /** The same calls for a small and a large case: their query counts must be equal (no N+1). */
  sizes?: { small: HttpRequest[]; large: HttpRequest[]; smallLabel: string; largeLabel: string };
  /** Held to "≥ this share of the bare route's requests/s". */
  minShareOfBareRps?: number;
  /** Runs before the measurement (e.g. removing what the last run wrote). */
  before?: () => Promise<void>;
  /** Takes back what the recorded passes committed, so that replaying them does not collide. */
  undo?: (statements: Statement[]) => Promise<void>;
}

export interface Subjects {
  admin: string;
  large: { id: number; token: string; logs: number; calendarId: number; clientId: number };
  small: { id: number; token: string; logs: number; calendarId: number };
  largestClient: { id: number; logs: number };
  smallClient: { id: number; logs: number };
  /** Active employees in the users screen's order (name, id): its first pages. */
  employeesByName: number[];
  /** Handle Holidays' first page of pending requests, in its order (latest start, then newest). */
  pendingFirstPage: number[];
}

export const MONDAY = '2026-11-16';
export const FRIDAY = '2026-11-20';
/** The report month: the last full month of data. */
export const MONTH = 10;
export const YEAR = 2026;
/** A year with two months of data (the large company starts on 2023-11-27) against a full one. */
const THIN_YEAR = 2023;
const FULL_YEAR = 2025;
/** The users screen's page sizes (docs/product/time-and-week.md#constants): the first of them, and the largest for the N+1 check. */
export const USERS_PAGE_SIZES = { first: 50, large: 250 };
/** Handle Holidays' first page size (docs/product/time-and-week.md#constants). */
export const HOLIDAYS_PAGE_SIZE = 50;

/** Leave written by the benchmark lies after every generated request, one weekday each. */
const WRITE_FIRST_MONDAY = '2029-12-31';

export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The people and clients the scenarios look at, chosen by how much data they have. */
export async function chooseSubjects(pool: pg.Pool, base: string): Promise<Subjects> {
  const month = `${YEAR}-${String(MONTH).padStart(2, '0')}`;
  const people = await pool.query<{ id: number; logs: string; email: string; calendar_id: number }>(
    `SELECT u.id, u.email, u.holiday_calendar_id AS calendar_id, count(*)::text AS logs FROM users u
     JOIN work_logs w ON w.user_id = u.id
     WHERE u.active AND u.role_id = 2 AND to_char(w.date, 'YYYY-MM') = $1
     GROUP BY u.id, u.email ORDER BY count(*), u.id`,
    [month],
  );
  const clients = await pool.query<{ id: number; logs: string }>(
    `SELECT client_id AS id, count(*)::text AS logs FROM work_logs
     WHERE date >= $1::date AND date < $1::date + interval '1 month' GROUP BY client_id ORDER BY count(*), client_id`,
    [`${month}-01`],
  );
  const largest = await pool.query<{ id: number; logs: string }>(
    'SELECT client_id AS id, count(*)::text AS logs FROM work_logs GROUP BY client_id ORDER BY count(*) DESC LIMIT 1',
  );
  const employees = await pool.query<{ id: number }>(
    `SELECT id FROM users WHERE active AND role_id <> 3 ORDER BY name, id LIMIT ${USERS_PAGE_SIZES.large}`,
  );
  const pending = await pool.query<{ id: number }>(
    `SELECT id FROM leave_requests WHERE status = 0 ORDER BY from_date DESC, id DESC LIMIT ${HOLIDAYS_PAGE_SIZE}`,
  );
  const few = people.rows[0]!;
  const many = people.rows[people.rows.length - 1]!;
  const assigned = await pool.query<{ client_id: number }>(
    `SELECT client_id FROM assignments WHERE user_id = $1 AND from_date <= $2 AND (to_date IS NULL OR to_date >= $3)
     ORDER BY client_id LIMIT 1`,
    [many.id, MONDAY, FRIDAY],
  );
  return {
    admin: await signIn(base, BENCH_ADMIN_EMAIL),
    large: {
      id: many.id,
      token: await signIn(base, many.email),
      logs: Number(many.logs),
      calendarId: many.calendar_id,
      clientId: assigned.rows[0]!.client_id,
    },
    small: { id: few.id, token: await signIn(base, few.email), logs: Number(few.logs), calendarId: few.calendar_id },
    largestClient: { id: largest.rows[0]!.id, logs: Number(largest.rows[0]!.logs) },
    smallClient: { id: clients.rows[0]!.id, logs: Number(clients.rows[0]!.logs) },
    employeesByName: employees.rows.map((row) => row.id),
    pendingFirstPage: pending.rows.map((row) => row.id),
  };
}

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

function weekdayAfter(first: string, n: number): string {
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

/** The report month "YYYY-MM", and the company's first month (a few days of data, fewer people employed). */
const REPORT_MONTH = `${YEAR}-${String(MONTH).padStart(2, '0')}`;
const THIN_MONTH = `${THIN_YEAR}-11`;

export function scenarios(subjects: Subjects, pool: pg.Pool, people: number[]): Scenario[] {
  const { admin, large, small, employeesByName } = subjects;
  let signIns = 0;
  let written = 0;
  const label = (who: { logs: number }, what: string) => `${who.logs} ${what}`;
  return [
    {
      name: 'Sign-in (argon2id check, new session)',
      kind: 'write',
      undo: async (statements) => {
        const tokens = statements.filter((s) => s.sql.startsWith('insert into "sessions"')).map((s) => s.params[0]);
        await pool.query('DELETE FROM sessions WHERE token_hash = ANY($1::text[])', [tokens]);
      },
      requests: [
        {
          method: 'POST',
          path: '/api/login',
          body: () => ({ email: `user${people[signIns++ % people.length]!}@bench.example`, password: BENCH_PASSWORD }),
        },
      ],
    },
    {
      name: `Dashboard week (${dashboardWeek(0, '').length} calls)`,
      kind: 'read',
      requests: dashboardWeek(large.id, large.token),
      sizes: {
        small: dashboardWeek(small.id, small.token),
        large: dashboardWeek(large.id, large.token),
        smallLabel: label(small, 'logs in the month'),
        largeLabel: label(large, 'logs in the month'),
      },
      minShareOfBareRps: 0.4,
    },
    {
      name: 'User month report',
      kind: 'read',
      requests: [get(`/report/user/${large.id}/month/${MONTH}/year/${YEAR}`, admin)],
      sizes: {
        small: [get(`/report/user/${small.id}/month/${MONTH}/year/${YEAR}`, admin)],
        large: [get(`/report/user/${large.id}/month/${MONTH}/year/${YEAR}`, admin)],
        smallLabel: label(small, 'logs'),
        largeLabel: label(large, 'logs'),
      },
    },
    {
      name: 'Client month report, largest client',
      kind: 'read',
      requests: [get(`/logs/client/${subjects.largestClient.id}/month/${MONTH}/year/${YEAR}`, admin)],
      sizes: {
        small: [get(`/logs/client/${subjects.smallClient.id}/month/${MONTH}/year/${YEAR}`, admin)],
        large: [get(`/logs/client/${subjects.largestClient.id}/month/${MONTH}/year/${YEAR}`, admin)],
        smallLabel: `client ${subjects.smallClient.id}`,
        largeLabel: `client ${subjects.largestClient.id}`,
      },
    },
    {
      name: `Home-office year ${FULL_YEAR} (counts per person and month)`,
      kind: 'read',
      requests: [get(`/home_office/counts?year=${FULL_YEAR}`, admin)],
      sizes: {
        small: [get(`/home_office/counts?year=${THIN_YEAR}`, admin)],
        large: [get(`/home_office/counts?year=${FULL_YEAR}`, admin)],
        smallLabel: String(THIN_YEAR),
        largeLabel: String(FULL_YEAR),
      },
    },
    {
      name: `Team calendar ${YEAR}, everyone`,
      kind: 'read',
      requests: [get(`/team_calendar?year=${YEAR}`, admin)],
      sizes: {
        small: [get(`/team_calendar?year=${THIN_YEAR}`, admin)],
        large: [get(`/team_calendar?year=${YEAR}`, admin)],
        smallLabel: String(THIN_YEAR),
        largeLabel: String(YEAR),
      },
    },
    {
      name: `Users table with weekly status, first page of ${USERS_PAGE_SIZES.first} (2 calls)`,
      kind: 'read',
      requests: usersTable(employeesByName, USERS_PAGE_SIZES.first, admin),
      sizes: {
        small: usersTable(employeesByName, USERS_PAGE_SIZES.first, admin),
        large: usersTable(employeesByName, USERS_PAGE_SIZES.large, admin),
        smallLabel: `page of ${USERS_PAGE_SIZES.first}`,
        largeLabel: `page of ${USERS_PAGE_SIZES.large}`,
      },
    },
    {
      name: 'Leave request: create, then approve (2 calls)',
      kind: 'write',
      before: async () => {
        await pool.query('DELETE FROM leave_requests WHERE from_date >= $1', [WRITE_FIRST_MONDAY]);
      },
      requests: [
        {
          method: 'POST',
          path: '/api/holidays',
          token: admin,
          body: () => {
            const n = written++;
            const date = weekdayAfter(WRITE_FIRST_MONDAY, Math.floor(n / people.length));
            return { type: 1, from_date: date, to_date: date, requesting_id: people[n % people.length]! };
          },
          onAnswer: (body, context) => {
            context.id = (JSON.parse(body) as { data?: { id: number } }).data?.id;
          },
        },
        {
          method: 'PUT',
          path: '/api/holidays/0',
          token: admin,
          body: { status: 1 },
          pathFrom: (c) => `/api/holidays/${String(c.id)}`,
        },
      ],
    },
    {
      name: `Timesheets overview, ${REPORT_MONTH} (everyone)`,
      kind: 'read',
      requests: [get(`/timesheets?month=${REPORT_MONTH}`, admin)],
      sizes: {
        small: [get(`/timesheets?month=${THIN_MONTH}`, admin)],
        large: [get(`/timesheets?month=${REPORT_MONTH}`, admin)],
        smallLabel: THIN_MONTH,
        largeLabel: REPORT_MONTH,
      },
    },
    {
      name: 'Work log: create, change, delete (3 calls, each lock-checked)',
      kind: 'write',
      before: async () => {
        await pool.query("DELETE FROM work_logs WHERE description = 'Benchmark entry'");
      },
      requests: workLogWrites(large),
    },
    {
      name: 'Balances',
      kind: 'read',
      requests: [get(`/days_available/${large.id}?year=${YEAR}`, admin)],
      sizes: {
        small: [get(`/days_available/${small.id}?year=${YEAR}`, admin)],
        large: [get(`/days_available/${large.id}?year=${YEAR}`, admin)],
        smallLabel: `person ${small.id}`,
        largeLabel: `person ${large.id}`,
      },
    },
  ];
}
