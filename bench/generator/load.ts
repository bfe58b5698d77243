import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { LEAVE_TYPES } from '../../apps/server/src/bootstrap/first-start.js';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.js';
import { openDatabase } from '../../apps/server/src/platform/db/index.js';
import {
  allowances,
  homeOfficeDays,
  leaveRequests,
  userSkills,
  workLogs,
  workSchedules,
  type Row,
} from './activity.js';
import { buildCompany, type Company } from './company.js';
import { documents } from './documents.js';
import { BENCH_LOCKED_UNTIL, clientSignoffs, timesheets } from './month-close.js';
import { isoOf } from '../lib/dates.js';
import { BENCH_PASSWORD, BENCH_TRAINING, DATASET_VERSION, type CompanySize } from './sizes.js';
import { CALENDARS } from './time-model.js';

/** Where the company goes: a PostgreSQL pool (two batches in flight) or the embedded database. */
interface Target {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Batches sent before waiting for the oldest: generating the next batch overlaps the insert. */
  inFlight: number;
  close(): Promise<void>;
}

export type Location = { url: string } | { dataDir: string };

/**
 * Column name and PostgreSQL type, in the order of the generated rows. An array column (`int4[]`) is sent as
 * its text form and cast back in the SELECT: unnest would flatten an array of arrays.
 */
const COLUMNS: Record<string, string[]> = {
  leave_types: ['code int2', 'label text', 'uses_balance bool', 'color text', 'needs_approval bool', 'private bool'],
  holiday_calendars: ['id int4', 'name text', 'country text', 'region text'],
  clients: ['id int4', 'name text', 'share_key text'],
  users: [
    'id int4',
    'name text',
    'email text',
    'password_hash text',
    'role_id int2',
    'active bool',
    'level text',
    'client_id int4',
    'public_logs bool',
    'birthday date',
    'holiday_calendar_id int4',
    'start_date date',
    'end_date date',
  ],
  work_schedules: ['id int4', 'user_id int4', 'from_date date', 'minutes int4[]'],
  assignments: ['id int4', 'user_id int4', 'client_id int4', 'hours int4', 'from_date date', 'to_date date'],
  work_logs: ['id int4', 'user_id int4', 'client_id int4', 'date date', 'duration int4', 'description text'],
  home_office_days: ['id int4', 'user_id int4', 'date date'],
  leave_requests: [
    'id int4',
    'requesting_id int4',
    'confirming_id int4',
    'type int2',
    'notes text',
    'from_date date',
    'to_date date',
    'status int2',
    'decided_by_id int4',
    'decided_at timestamptz',
    'created_by_id int4',
    'from_half text',
    'to_half text',
  ],
  public_holidays: ['id int4', 'title text', 'date date', 'calendar_id int4'],
  allowances: ['id int4', 'user_id int4', 'year int4', 'total int4'],
  skills: ['id int4', 'name text'],
  user_skills: ['user_id int4', 'skill_id int4'],
  timesheets: [
    'user_id int4',
    'month text',
    'status text',
    'submitted_at timestamptz',
    'decided_by int4',
    'decided_at timestamptz',
  ],
  client_signoffs: ['client_id int4', 'month text', 'status text', 'by_name text', 'at timestamptz'],
};

const BATCH_ROWS = 20_000;

async function openTarget(location: Location): Promise<Target> {
  if ('url' in location) {
    await (await openDatabase({ url: location.url })).close(); // creates or updates the schema
    // A lost batch on a crash only means generating again: no need to wait for the disk per batch.
    const pool = new pg.Pool({ connectionString: location.url, max: 2, options: '-c synchronous_commit=off' });
    return { query: (text, params) => pool.query(text, params), inFlight: 2, close: () => pool.end() };
  }
  const handle = await openDatabase({ dataDir: location.dataDir });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return {
    query: (text, params) => client.query<Record<string, unknown>>(text, params),
    inFlight: 1,
    close: () => handle.close(),
  };
}

/** Set-based inserts: one statement per batch, each column sent as one array. */
async function insertRows(target: Target, table: string, rows: Iterable<Row>): Promise<number> {
  const columns = COLUMNS[table]!.map((column) => column.split(' ') as [string, string]);
  const isArray = (type: string) => type.endsWith('[]');
  const statement =
    `INSERT INTO ${table} (${columns.map(([name]) => name).join(', ')}) ` +
    `SELECT ${columns.map(([, type], i) => (isArray(type) ? `c${i}::${type}` : `c${i}`)).join(', ')} ` +
    `FROM unnest(${columns.map(([, type], i) => `$${i + 1}::${isArray(type) ? 'text' : type}[]`).join(', ')}) ` +
    `AS generated(${columns.map((_, i) => `c${i}`).join(', ')})`;
  const pending: Promise<unknown>[] = [];
  let count = 0;
  let batch: unknown[][] = columns.map(() => []);
  const flush = async () => {
    if (batch[0]!.length === 0) return;
    pending.push(target.query(statement, batch));
    batch = columns.map(() => []);
    if (pending.length >= target.inFlight) await pending.shift();
  };
  for (const row of rows) {
    row.forEach((value, i) => batch[i]!.push(value));
    count += 1;
    if (batch[0]!.length >= BATCH_ROWS) await flush();
  }
  await flush();
  await Promise.all(pending);
  return count;
}

async function emptyTables(target: Target): Promise<void> {
  const { rows } = await target.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
  const tables = rows.map((row) => `"${String(row.tablename)}"`);
  if (tables.length > 0) await target.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
}

/** Documents follow the storage of the schema in place: chunked stored files or one content row. */
async function insertDocuments(target: Target, company: Company): Promise<number> {
  const { rows } = await target.query("SELECT to_regclass('public.stored_files') IS NOT NULL AS chunked");
  const chunked = rows[0]?.chunked === true;
  const list = documents(company.size.documents);
  for (const doc of list) {
    const common = [doc.id, doc.title, doc.description, doc.type, doc.fileName, doc.content.length];
    if (chunked) {
      await target.query('INSERT INTO stored_files (id, claimed_at) VALUES ($1, now())', [doc.id]);
      await target.query('INSERT INTO stored_file_chunks (file_id, seq, bytes) VALUES ($1, 0, $2)', [
        doc.id,
        doc.content,
      ]);
      await target.query(
        'INSERT INTO documents (id, title, description, type, file_name, size_bytes, uploaded_by_id, file_id) VALUES ($1, $2, $3, $4, $5, $6, 1, $1)',
        common,
      );
    } else {
      await target.query(
        'INSERT INTO documents (id, title, description, type, file_name, size_bytes, uploaded_by_id) VALUES ($1, $2, $3, $4, $5, $6, 1)',
        common,
      );
      await target.query('INSERT INTO document_contents (document_id, content) VALUES ($1, $2)', [doc.id, doc.content]);
    }
  }
  return list.length;
}

/** Serial columns continue after the generated ids, so the server can insert more rows. */
async function advanceSequences(target: Target): Promise<void> {
  const { rows } = await target.query(
    "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' AND column_default LIKE 'nextval%'",
  );
  for (const row of rows) {
    const table = String(row.table_name);
    await target.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM "${table}"), false)`,
    );
  }
}

export interface Dataset extends LoadReport {
  size: CompanySize['name'];
  seed: number;
  /** DATASET_VERSION; missing on databases generated before the time model. */
  version?: number;
  generatedAt: string;
}

/** What is in a PostgreSQL database, kept as its comment: `npm run bench` generates only when it differs. */
async function markDataset(target: Target, dataset: Dataset): Promise<void> {
  const { rows } = await target.query('SELECT current_database() AS name');
  const literal = JSON.stringify(dataset).replaceAll("'", "''");
  await target.query(`COMMENT ON DATABASE "${String(rows[0]!.name)}" IS '${literal}'`);
}

export async function readDataset(url: string): Promise<Dataset | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = current_database()",
    );
    const comment = rows[0]?.comment;
    return comment?.startsWith('{') ? (JSON.parse(comment) as Dataset) : null;
  } finally {
    await client.end();
  }
}

export interface LoadReport {
  seconds: number;
  rows: Record<string, number>;
}

/** Empties the database's tables and fills them with the company of `size` and `seed`. */
export async function generateCompany(location: Location, size: CompanySize, seed: number): Promise<LoadReport> {
  const started = performance.now();
  const target = await openTarget(location);
  try {
    await emptyTables(target);
    const company = buildCompany(size, seed);
    const passwordHash = await hashPassword(BENCH_PASSWORD); // hashed once, shared by everyone
    const rows: Record<string, number> = {};
    await insertRows(
      target,
      'leave_types',
      [...LEAVE_TYPES, BENCH_TRAINING].map((type) => [
        type.code,
        type.name,
        type.usesAllowance,
        type.color,
        type.needsApproval,
        'private' in type && type.private,
      ]),
    );
    // docs/product/leave.md#carry-over: the company's leftover days expire after 31 March.
    await target.query(`INSERT INTO settings (key, value) VALUES ('carry_over_until', '"03-31"')`);
    // docs/product/closing.md#locks: the months before September 2026 are closed.
    await target.query(`INSERT INTO settings (key, value) VALUES ('locked_until', '"${BENCH_LOCKED_UNTIL}"')`);
    rows.holiday_calendars = await insertRows(
      target,
      'holiday_calendars',
      CALENDARS.map((c) => [c.id, c.name, c.country, c.region]),
    );
    rows.clients = await insertRows(
      target,
      'clients',
      company.clients.map((c) => [c.id, c.name, c.shareKey]),
    );
    rows.users = await insertRows(
      target,
      'users',
      company.people.map((p) => [
        p.id,
        p.name,
        p.email,
        passwordHash,
        p.roleId,
        p.active,
        p.level,
        p.clientId,
        p.publicLogs,
        p.birthday,
        p.calendarId,
        p.startDate,
        p.endDate,
      ]),
    );
    rows.work_schedules = await insertRows(target, 'work_schedules', workSchedules(company));
    rows.assignments = await insertRows(
      target,
      'assignments',
      company.assignments.map((a) => [
        a.id,
        a.userId,
        a.clientId,
        a.hours,
        isoOf(a.from),
        a.to === null ? null : isoOf(a.to),
      ]),
    );
    rows.public_holidays = await insertRows(
      target,
      'public_holidays',
      company.publicHolidays.map((h, i) => [i + 1, h.title, h.date, h.calendarId]),
    );
    rows.skills = await insertRows(
      target,
      'skills',
      company.skills.map((name, i) => [i + 1, name]),
    );
    rows.user_skills = await insertRows(target, 'user_skills', userSkills(company));
    rows.allowances = await insertRows(target, 'allowances', allowances(company));
    rows.leave_requests = await insertRows(target, 'leave_requests', leaveRequests(company));
    rows.home_office_days = await insertRows(target, 'home_office_days', homeOfficeDays(company));
    rows.work_logs = await insertRows(target, 'work_logs', workLogs(company));
    rows.timesheets = await insertRows(target, 'timesheets', timesheets(company));
    rows.client_signoffs = await insertRows(target, 'client_signoffs', clientSignoffs(company));
    rows.documents = await insertDocuments(target, company);
    await advanceSequences(target);
    await target.query(`SELECT setval('leave_types_code_seq', (SELECT max(code) + 1 FROM leave_types), false)`);
    await target.query('VACUUM ANALYZE');
    const report = { seconds: (performance.now() - started) / 1000, rows };
    if ('url' in location)
      await markDataset(target, {
        size: size.name,
        seed,
        version: DATASET_VERSION,
        ...report,
        generatedAt: new Date().toISOString(),
      });
    return report;
  } finally {
    await target.close();
  }
}
