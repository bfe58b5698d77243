/**
 * Index evidence for the report queries (docs/reports-explain.md): fills a temporary database on
 * TEST_DATABASE_URL with a few years of a 1000-person company, runs the real report functions,
 * records the SQL they send and prints EXPLAIN ANALYZE of each statement. The database is dropped
 * at the end.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npx tsx --conditions=source bench/explain-reports.ts > /tmp/explain.md
 */
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { Role } from '@portal/shared';
import { openDatabase, type Database } from '../apps/server/src/platform/db/index.js';
import * as schema from '../apps/server/src/platform/db/schema.js';
import { teamCalendar, userMonthReport } from '../apps/server/src/features/reports/service.js';
import { clientMonthReport } from '../apps/server/src/domain/closing/client-month-report.js';
import { homeOfficeOfYear } from '../apps/server/src/features/home-office/service.js';
import { weeklyReport } from '../apps/server/src/features/weekly-report/service.js';

const PEOPLE = 1000;
const CLIENTS = 40;

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server whose user may create databases.');
const name = `portal_explain_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Set-based inserts: the company, 2024–2027 of work logs, leave and home office. */
const FILL = `
INSERT INTO leave_types (code, label, uses_balance) VALUES (0, 'Annual leave', true) ON CONFLICT DO NOTHING;
INSERT INTO clients (name, share_key)
  SELECT 'Client ' || g, md5(g::text) FROM generate_series(1, ${CLIENTS}) g;
INSERT INTO users (name, email, role_id, active, public_logs, client_id)
  SELECT 'Person ' || lpad(g::text, 4, '0'), 'p' || g || '@example.com',
         CASE WHEN g <= 5 THEN 1 WHEN g > ${PEOPLE} - 20 THEN 3 ELSE 2 END,
         g % 50 <> 0, g % 3 = 0,
         CASE WHEN g > ${PEOPLE} - 20 THEN 1 + g % ${CLIENTS} END
  FROM generate_series(1, ${PEOPLE}) g;
INSERT INTO assignments (user_id, client_id, hours, from_date, to_date)
  SELECT u, 1 + (u * 7 + k) % ${CLIENTS}, 20, date '2024-01-01' + k * 365, date '2024-12-31' + k * 365
  FROM generate_series(1, ${PEOPLE} - 20) u, generate_series(0, 3) k;
INSERT INTO work_logs (user_id, client_id, date, duration, description)
  SELECT u, 1 + (u * 7 + (extract(year FROM d)::int - 2024)) % ${CLIENTS}, d::date, 60 + (u + n) % 300,
         'Work item ' || n
  FROM generate_series(1, ${PEOPLE} - 20) u,
       generate_series(date '2024-01-01', date '2027-12-31', interval '1 day') d,
       generate_series(1, 2) n
  WHERE extract(isodow FROM d) < 6 AND (u + extract(doy FROM d)::int) % 4 <> 0;
INSERT INTO leave_requests (requesting_id, type, notes, from_date, to_date, status)
  SELECT u, 0, 'bench', d::date, d::date + (u % 5), (u + extract(doy FROM d)::int) % 3
  FROM generate_series(1, ${PEOPLE} - 20) u,
       generate_series(date '2024-01-08', date '2027-12-31', interval '23 days') d;
INSERT INTO home_office_days (user_id, date)
  SELECT u, d::date
  FROM generate_series(1, ${PEOPLE} - 20) u,
       generate_series(date '2024-01-01', date '2027-12-31', interval '1 day') d
  WHERE extract(isodow FROM d) IN (1, 3) AND (u + extract(doy FROM d)::int) % 3 = 0;
INSERT INTO public_holidays (date, title)
  SELECT d::date, 'National Holidays'
  FROM generate_series(date '2024-01-01', date '2027-12-31', interval '41 days') d;
ANALYZE;
`;

/** Plans of the all-people queries list every id: `'{1,2,…}'` becomes `'{…961 ids…}'`. */
const compactIds = (line: string) =>
  line.replace(/'\{(\d+(?:,\d+){20,})\}'/g, (_all, ids: string) => `'{…${ids.split(',').length} ids…}'`);

interface Recorded {
  sql: string;
  params: unknown[];
}

async function main() {
  await admin(`CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  try {
    await (await openDatabase({ url: url.toString() })).close(); // applies the migrations
    const started = Date.now();
    await pool.query(FILL);
    const counts = await pool.query<{ table: string; rows: string }>(
      `SELECT relname AS table, n_live_tup::text AS rows FROM pg_stat_user_tables
       WHERE relname IN ('users','clients','assignments','work_logs','leave_requests','home_office_days','public_holidays')
       ORDER BY relname`,
    );
    const version = (await pool.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v;

    let recorded: Recorded[] = [];
    const db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (sql, params) => void recorded.push({ sql, params }) },
    }) as unknown as Database;

    const reports: [string, () => Promise<unknown>][] = [
      ['User time log, one month (GET /report/user/{id}/month/11/year/2026)', () => userMonthReport(db, 500, 11, 2026)],
      [
        'Client time log, one month, admin (GET /logs/client/{id}/month/11/year/2026)',
        () => clientMonthReport(db, { id: 7, everyone: true }, 11, 2026),
      ],
      [
        'Client time log, one month, share link (public_logs only)',
        () => clientMonthReport(db, { id: 7, everyone: false }, 11, 2026),
      ],
      [
        'Team calendar 2026 (GET /team_calendar?year=2026)',
        () => teamCalendar(db, 2026, { id: 0, roleId: Role.SUPER_ADMIN }),
      ],
      ['Home office year 2026 (GET /home_office?year=2026)', () => homeOfficeOfYear(db, 2026)],
      [
        'Weekly report (GET /weekly/logs?from=2026-11-16&to=2026-11-20)',
        () => weeklyReport(db, '2026-11-16', '2026-11-20'),
      ],
    ];

    const out: string[] = [
      `Generated by \`bench/explain-reports.ts\` on ${version.split(',')[0]}, fill time ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      '',
      '| table | rows |',
      '|---|---|',
      ...counts.rows.map((row) => `| ${row.table} | ${row.rows} |`),
      '',
    ];
    const explainAll = async (title: string, run: () => Promise<unknown>, only?: string) => {
      recorded = [];
      await run();
      out.push(`### ${title}`, '');
      for (const { sql, params } of recorded) {
        if (only && !sql.includes(only)) continue;
        const shownParams = params.length > 12 ? `${params.length} parameters` : JSON.stringify(params);
        const plan = await pool.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${sql}`,
          params,
        );
        const compactSql = sql.replace(/\$(\d+)(, \$\d+){10,}/g, '$$$1, … ');
        out.push(
          '```sql',
          compactSql,
          `-- params: ${shownParams}`,
          '```',
          '```',
          ...plan.rows.map((r) => compactIds(r['QUERY PLAN'])),
          '```',
          '',
        );
      }
    };
    for (const [title, run] of reports) await explainAll(title, run);

    // The proposal of docs/reports-explain.md, tried here only (no migration): leave by its end date.
    await pool.query(
      'CREATE INDEX leave_requests_status_to_idx ON leave_requests (status, to_date); ANALYZE leave_requests',
    );
    out.push('## With the proposed index leave_requests (status, to_date)', '');
    await explainAll(
      'Team calendar 2026, leave',
      () => teamCalendar(db, 2026, { id: 0, roleId: Role.SUPER_ADMIN }),
      'leave_requests',
    );
    await explainAll('Weekly report, leave', () => weeklyReport(db, '2026-11-16', '2026-11-20'), 'leave_requests');
    process.stdout.write(out.join('\n') + '\n');
  } finally {
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
