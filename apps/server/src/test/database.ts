import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { DATA_CHANGED_CHANNEL } from '../platform/db/change-feed.js';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from '../platform/db/index.js';

export const testsRunOnPostgres = process.env.TEST_DB === 'postgres';

/** A PostgreSQL for tests that need one whichever database the run uses (CI has one on 127.0.0.1). */
export const anyTestPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The integration tests run on the embedded PGlite by default and on a real PostgreSQL when
 * TEST_DB=postgres (with TEST_DATABASE_URL naming a superuser: it creates databases, and
 * `emptyDatabase` turns foreign-key triggers off).
 *
 * Each test file gets an empty database of its own. Opening one costs 1–2 s on PGlite (loading the
 * migrated dump) and 0.3 s on PostgreSQL (CREATE DATABASE, then the migrations' check), so `close`
 * hands it back to its worker instead: a worker runs its files one after another and keeps their
 * modules (`isolate: false`), and its next file gets the same database, emptied. The databases go
 * when the workers end (PostgreSQL's are dropped by ./global-setup.ts).
 */
export async function openTestDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const kept = keptDatabases.pop() ?? (await openKeptDatabase());
  kept.onQuery = options.onQuery;
  await emptyDatabase(kept.handle);
  let open = true;
  return {
    ...kept.handle,
    async close() {
      if (!open) return;
      open = false;
      kept.onQuery = undefined;
      keptDatabases.push(kept);
    },
  };
}

/** A database that is already closed, for what the server does when it cannot reach its own. */
export async function openGoneDatabase(): Promise<DatabaseHandle> {
  const handle = testsRunOnPostgres ? await openPostgres({}) : await openPgliteInMemory({});
  await handle.close();
  return handle;
}

interface KeptDatabase {
  handle: DatabaseHandle;
  /** The query counter of the file that has the database now. */
  onQuery?: DatabaseOptions['onQuery'];
}

const keptDatabases: KeptDatabase[] = [];

async function openKeptDatabase(): Promise<KeptDatabase> {
  const kept: Partial<KeptDatabase> = {};
  const options = { onQuery: (sql: string, params: unknown[]) => kept.onQuery?.(sql, params) };
  kept.handle = testsRunOnPostgres ? await openPostgres(options) : await openPgliteInMemory(options);
  return kept as KeptDatabase;
}

/**
 * Resolves once the change feed has heard every change committed before the call: PostgreSQL
 * delivers notices in commit order, so hearing one sent now means the earlier ones have arrived.
 */
export async function changesHeard(handle: DatabaseHandle): Promise<void> {
  const notice = `heard ${randomBytes(6).toString('hex')}`;
  await handle.db.execute(sql`SELECT pg_notify(${DATA_CHANGED_CHANNEL}, ${notice})`);
  for (let waited = 0; handle.changes.lastNotice !== notice; waited += 5) {
    if (waited > 2_000) throw new Error('the change feed heard nothing for 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const postgresUrls = new WeakMap<DatabaseHandle['db'], string>();

/**
 * The same database as a second server process sees it: on PostgreSQL a pool and a change feed
 * of its own. PGlite belongs to one process, so there it is the same handle.
 */
export async function openAsAnotherProcess(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const url = postgresUrls.get(handle.db);
  if (!url) return { ...handle, close: async () => {} };
  return openDatabase({ url });
}

/** A database of its own on the PostgreSQL server; `close` drops it. */
async function openPostgres(options: DatabaseOptions): Promise<DatabaseHandle> {
  const adminUrl = postgresAdminUrl();
  const name = `${inject('postgresDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() }, options);
  postgresUrls.set(handle.db, url.toString());
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(adminUrl, (client) => dropDatabase(client, name));
    },
  };
}

/** Drops the databases whose names start with `prefix`: those of one test run. */
export async function dropPostgresDatabases(prefix: string): Promise<void> {
  await withAdminClient(postgresAdminUrl(), async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of rows) await dropDatabase(client, name);
  });
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  // pool.end() resolves before its connections have finished closing; forcing the drop then
  // would kill them mid-goodbye and surface as an unhandled error in the test run.
  for (let attempt = 0; attempt < 50 && (await connectionsTo(client, name)) > 0; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

function postgresAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL.');
  return adminUrl;
}

/** Starts from the migrated cluster of ./global-setup.ts; the migrations then find nothing to do. */
async function openPgliteInMemory(options: DatabaseOptions): Promise<DatabaseHandle> {
  const template = inject('pgliteTemplate');
  const startFrom = template ? new Blob([await fs.readFile(template)]) : undefined;
  return openDatabase({ inMemory: true, startFrom }, options);
}

/** For tests that measure memory: in memory, PGlite's files would count as the process's own. */
async function connectionsTo(client: pg.Client, database: string): Promise<number> {
  const result = await client.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
    [database],
  );
  return result.rows[0]?.count ?? 0;
}

/** One connection for `work`, closed after it. */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Empties every table between tests and restarts every id at its start; faster than a new database each
 * time. Only tables that hold rows are emptied, with DELETE and the foreign-key triggers off for
 * the transaction: a TRUNCATE replaces each table's files on PostgreSQL, and truncating all of
 * them took about 140 ms per test where most tests fill a few small tables.
 */
export async function emptyDatabase(handle: DatabaseHandle): Promise<void> {
  const tables = await handle.db
    .select({ tablename: sql<string>`tablename` })
    .from(sql`pg_tables`)
    .where(sql`schemaname = 'public'`);
  const filled = await rowsOf<{ name: string }>(
    handle.db,
    sql.raw(
      tables
        .map(({ tablename }) => `SELECT '"${tablename}"' AS name WHERE EXISTS (SELECT FROM "${tablename}")`)
        .join(' UNION ALL '),
    ),
  );
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (const { name } of filled) await tx.execute(sql.raw(`DELETE FROM ${name}`));
    // A refused insert uses up an id too, so every sequence restarts, not only those of filled tables; each at its
    // own start (leave types' at 5, migration 0009).
    await tx.execute(
      sql`SELECT setval(format('%I.%I', schemaname, sequencename), start_value, false) FROM pg_sequences WHERE schemaname = 'public'`,
    );
  });
  // The replica role kept the change triggers quiet, and ids start again: nothing read before may be reused.
  handle.changes.changed();
}

/**
 * The rows of raw SQL. The database type is generic over both drivers, so `execute` is typed
 * loosely; both answer `{ rows }`.
 */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
