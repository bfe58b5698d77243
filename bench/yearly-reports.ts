/**
 * Issue 28's yearly reports against the best query PostgreSQL can answer them with
 * (docs/reports-explain.md#yearly-reports): on the large company, each report's endpoint, cold (no
 * read cache), beside one statement that builds the whole answer as JSON inside the database, the
 * least work any server could do. Both are timed in this one run, alternately, median of ROUNDS.
 *
 *   npx tsx --conditions=source bench/yearly-reports.ts [ROUNDS]
 *
 * BENCH_DATABASE_URL: the large company (filled by `npm run bench:server`).
 */
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/index.js';
import { createDeps } from '../apps/server/src/platform/deps-factory.js';
import { median } from './web/report.js';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const rounds = Number(process.argv[2] ?? 15);
const YEAR = 2026;
/** The client month of the screens table: October 2026 of the client with the most logs. */
const MONTH = 10;

interface YearlyReport {
  name: string;
  path: string;
  /** The whole answer as PostgreSQL's own JSON, in one statement. */
  best: string;
  params: unknown[];
}

const employees = 'SELECT id, name FROM users WHERE active AND role_id <> 3';

function reports(largestClient: number): YearlyReport[] {
  return [
    {
      name: `Home-office year ${YEAR}`,
      path: `/api/home_office/counts?year=${YEAR}`,
      best: `SELECT json_agg(row ORDER BY row.name, row.user_id) FROM (
        SELECT u.id AS user_id, u.name,
          (SELECT array_agg(coalesce(c.days, 0) ORDER BY m) FROM generate_series(1, 12) m
            LEFT JOIN home_office_month_counts c ON c.year = $1 AND c.user_id = u.id AND c.month = m) AS months
        FROM users u
        WHERE (u.active AND u.role_id <> 3)
          OR EXISTS (SELECT FROM home_office_month_counts c WHERE c.year = $1 AND c.user_id = u.id AND c.days > 0)
      ) row`,
      params: [YEAR],
    },
    {
      name: `Team calendar ${YEAR}`,
      path: `/api/team_calendar?year=${YEAR}`,
      best: `WITH people AS (${employees})
        SELECT json_build_object(
          'people', (SELECT json_agg(p ORDER BY p.name, p.id) FROM people p),
          'leave', (SELECT json_agg(l ORDER BY l.id) FROM (
            SELECT id, requesting_id AS user_id, from_date, to_date, status FROM leave_requests
            WHERE requesting_id IN (SELECT id FROM people) AND status IN (0, 1)
              AND from_date <= $2::date AND to_date >= $1::date) l),
          'public_holidays', (SELECT json_agg(h) FROM (
            SELECT date, title FROM public_holidays WHERE date BETWEEN $1::date AND $2::date) h),
          'assignments', (SELECT json_agg(a) FROM (
            SELECT user_id, client_id, from_date, to_date FROM assignments
            WHERE user_id IN (SELECT id FROM people) AND from_date <= $2::date
              AND (to_date IS NULL OR to_date >= $1::date)) a),
          'clients', (SELECT json_agg(c ORDER BY c.id) FROM (SELECT id, name FROM clients) c))`,
      params: [`${YEAR}-01-01`, `${YEAR}-12-31`],
    },
    {
      name: `Client month, largest client (${YEAR}-${MONTH})`,
      path: `/api/logs/client/${largestClient}/month/${MONTH}/year/${YEAR}`,
      best: `SELECT json_agg(person ORDER BY person.username, person.user_id) FROM (
        SELECT w.user_id, u.name AS username, sum(w.duration) AS total_hours,
          json_agg(json_build_object('id', w.id, 'description', w.description, 'client_id', w.client_id,
            'client_name', c.name, 'date', w.date, 'duration', w.duration, 'user_id', w.user_id)
            ORDER BY w.date, w.id) AS data
        FROM work_logs w JOIN users u ON u.id = w.user_id JOIN clients c ON c.id = w.client_id
        WHERE w.client_id = $1 AND w.date BETWEEN $2::date AND $3::date
        GROUP BY w.user_id, u.name) person`,
      params: [largestClient, `${YEAR}-${MONTH}-01`, `${YEAR}-${MONTH}-31`],
    },
  ];
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main() {
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    READ_CACHE_TTL: '0s',
    ANONYMOUS_RATE_LIMIT: '0',
    PORTAL_ADMIN_EMAIL: 'admin@bench.example',
  });
  const database = await openDatabase({ url });
  const app = await buildApp(createDeps(database, config), { logger: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@bench.example', password: 'Bench-Portal-2026' },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const largest = await client.query<{ id: number }>(
      'SELECT client_id AS id FROM work_logs GROUP BY client_id ORDER BY count(*) DESC LIMIT 1',
    );
    const postgres = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    console.log(`PostgreSQL ${postgres}; medians of ${rounds} alternating runs, milliseconds\n`);
    console.log('| report | endpoint, cold | best query (JSON built in PostgreSQL) | endpoint ÷ best |');
    console.log('|---|---|---|---|');
    for (const report of reports(largest.rows[0]!.id)) {
      const endpoint = () => app.inject({ method: 'GET', url: report.path, headers });
      const best = () => client.query(report.best, report.params);
      for (let i = 0; i < 3; i += 1) await Promise.all([endpoint(), best()]); // warm both
      const times: [number[], number[]] = [[], []];
      for (let round = 0; round < rounds; round += 1) {
        times[0].push(await timed(endpoint));
        times[1].push(await timed(best));
      }
      const [ours, fastest] = times.map(median) as [number, number];
      const status = (await endpoint()).statusCode;
      if (status !== 200) throw new Error(`${report.path} answered ${status}`);
      console.log(`| ${report.name} | ${ours.toFixed(1)} | ${fastest.toFixed(1)} | ${(ours / fastest).toFixed(2)}× |`);
    }
  } finally {
    await client.end();
    await app.close();
    await database.close();
  }
}

await main();
