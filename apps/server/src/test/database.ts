import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../platform/db/index.js';

export const testsRunOnPostgres = process.env.TEST_DB === 'postgres';

/**
 * The integration tests run on the embedded PGlite by default and on a real PostgreSQL when
 * TEST_DB=postgres (with TEST_DATABASE_URL naming a superuser: it creates databases, and
 * `emptyDatabase` turns foreign-key triggers off).
 * Each test file gets its own fresh database.
 */
export async function openTestDatabase(
  options: DatabaseOptions = {},
  { onDisk = false } = {},
): Promise<DatabaseHandle> {
  if (!testsRunOnPostgres) return onDisk ? openPgliteOnDisk(options) : openPgliteInMemory(options);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL.');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() }, options);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(adminUrl, async (client) => {
        // pool.end() resolves before its connections have finished closing; forcing the drop then
        // would kill them mid-goodbye and surface as an unhandled error in the test run.
        for (let attempt = 0; attempt < 50 && (await connectionsTo(client, name)) > 0; attempt += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

/** Starts from the migrated cluster of ./pglite-template.ts; the migrations then find nothing to do. */
async function openPgliteInMemory(options: DatabaseOptions): Promise<DatabaseHandle> {
  const template = inject('pgliteTemplate');
  const startFrom = template ? new Blob([await fs.readFile(template)]) : undefined;
  return openDatabase({ inMemory: true, startFrom }, options);
}

/** For tests that measure memory: in memory, PGlite's files would count as the process's own. */
async function openPgliteOnDisk(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-db-'));
  const handle = await openDatabase({ dataDir }, options);
  return {
    ...handle,
    async close() {
      await handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function connectionsTo(client: pg.Client, database: string): Promise<number> {
  const result = await client.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
    [database],
  );
  return result.rows[0]?.count ?? 0;
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Empties every table between tests and restarts every id at 1; faster than a new database each
 * time. Only tables that hold rows are emptied, with DELETE and the foreign-key triggers off for
 * the transaction: a TRUNCATE replaces each table's files on PostgreSQL, and truncating all of
 * them took about 140 ms per test where most tests fill a few small tables.
 */
export async function emptyDatabase(handle: DatabaseHandle): Promise<void> {
  const tables = await handle.db
    .select({ tablename: sql<string>`tablename` })
    .from(sql`pg_tables`)
    .where(sql`schemaname = 'public'`);
  const filled = await handle.db.execute<{ name: string }>(
    sql.raw(
      tables
        .map(({ tablename }) => `SELECT '"${tablename}"' AS name WHERE EXISTS (SELECT FROM "${tablename}")`)
        .join(' UNION ALL '),
    ),
  );
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (const { name } of filled.rows) await tx.execute(sql.raw(`DELETE FROM ${name}`));
    // A refused insert uses up an id too, so every sequence restarts, not only those of filled tables.
    await tx.execute(
      sql`SELECT setval(format('%I.%I', schemaname, sequencename), 1, false) FROM pg_sequences WHERE schemaname = 'public'`,
    );
  });
}
