import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { followPglite, followPostgres, type ChangeFeed } from './change-feed.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Changes committed by any process on this database, for the read caches. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** Any migration lock id works as long as every process of the portal uses the same one. */
const MIGRATION_LOCK_ID = 7_301_001;

/** In memory, `startFrom` is a PGlite data directory dump to start from instead of an empty cluster. */
export type DatabaseLocation = { url: string } | { dataDir: string } | { inMemory: true; startFrom?: Blob };

export interface DatabaseOptions {
  /**
   * Called for every SQL statement with its parameters: the tests and benchmarks count queries per
   * request with it, and the benchmark replays them to measure the database alone.
   */
  onQuery?: (sql: string, params: unknown[]) => void;
}

/** Opens the database and applies pending migrations (docs/product/README.md#running, #running). */
export async function openDatabase(location: DatabaseLocation, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if ('url' in location) return openPostgres(location.url, options);
  if ('dataDir' in location) return openPglite({ dataDir: location.dataDir }, options);
  return openPglite({ loadDataDir: location.startFrom }, options);
}

/**
 * PGlite's own bytea codec goes byte by byte: about 80 ms to send a 256 KB file chunk and 25 ms to
 * read one back, with the event loop blocked all the while. Buffer's hex codec does both in a few ms.
 */
const byteaAsHex = {
  serializers: {
    [types.BYTEA]: (bytes: Uint8Array) =>
      `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`,
  },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

function queryLogger(options: DatabaseOptions) {
  const { onQuery } = options;
  return onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : false;
}

async function openPglite(
  { dataDir, loadDataDir }: { dataDir?: string; loadDataDir?: Blob },
  options: DatabaseOptions,
): Promise<DatabaseHandle> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create({ dataDir: dataDir && path.join(dataDir, 'db'), loadDataDir, ...byteaAsHex });
    const db = drizzlePglite({ client, schema, logger: queryLogger(options) });
    await migratePglite(db, { migrationsFolder });
    const changes = await followPglite(client);
    return {
      db,
      kind: 'pglite',
      changes: changes.feed,
      async close() {
        await changes.stop();
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const changes = await followPostgres(url);
  return {
    db: drizzleNodePg({ client: pool, schema, logger: queryLogger(options) }),
    kind: 'postgres',
    changes: changes.feed,
    async close() {
      await changes.stop();
      await pool.end();
    },
  };
}

/** Several servers may start at once on one PostgreSQL; only one migrates at a time. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    connection.release();
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
