import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/db/index.js';
import type { Row } from './activity.js';

/** Where the company goes: a PostgreSQL pool (two batches in flight) or the embedded database. */
export interface Target {
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

export async function openTarget(location: Location): Promise<Target> {
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
export async function insertRows(target: Target, table: string, rows: Iterable<Row>): Promise<number> {
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

export async function emptyTables(target: Target): Promise<void> {
  const { rows } = await target.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
  const tables = rows.map((row) => `"${String(row.tablename)}"`);
  if (tables.length > 0) await target.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
}

/** Serial columns continue after the generated ids, so the server can insert more rows. */
export async function advanceSequences(target: Target): Promise<void> {
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
