import type pg from 'pg';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD } from '../generator/sizes.js';

/** Who and what the server benchmark measures (scenarios.ts, screens.ts): the dates, the page sizes, the chosen people and clients. */

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
/** The users screen's page sizes (docs/product/time-and-week.md#constants): the first of them, and the largest for the N+1 check. */
export const USERS_PAGE_SIZES = { first: 50, large: 250 };
/** Handle Holidays' first page size (docs/product/time-and-week.md#constants). */
export const HOLIDAYS_PAGE_SIZE = 50;

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
