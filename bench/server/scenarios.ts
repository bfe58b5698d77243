import type pg from 'pg';
import { BENCH_PASSWORD } from '../generator/sizes.js';
import { dashboardWeek, get, usersTable, weekdayAfter, workLogWrites } from './calls.js';
import type { HttpRequest } from './measure.js';
import type { Statement } from './protocol.js';
import { MONTH, USERS_PAGE_SIZES, YEAR, type Subjects } from './subjects.js';

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

/** A year with two months of data (the large company starts on 2023-11-27) against a full one. */
const THIN_YEAR = 2023;
const FULL_YEAR = 2025;

/** Leave written by the benchmark lies after every generated request, one weekday each. */
const WRITE_FIRST_MONDAY = '2029-12-31';

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
