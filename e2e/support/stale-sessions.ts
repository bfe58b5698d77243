import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Language } from './photograph';

/** A person of the browser test of the recent sign-in, signed in with a session that is no longer recent. */
export interface StalePerson {
  email: string;
  password: string;
  token: string;
}

const DEMO_PASSWORD = 'Demo-Portal-2026';
const HOUR_MS = 3_600_000;

/**
 * docs/product/access.md#recent-sign-in: a browser test cannot move the server's clock, and a fresh sign-in is recent
 * for 10 minutes. So before the server starts, its database (PostgreSQL at `databaseUrl`, else the embedded one) gets one employee per language (with the demo
 * password) and a session each that last proved its password an hour ago, as a session left open since the morning
 * would have. The server itself has no test-only switch for this.
 */
export async function addStaleSessions(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<Record<Language, StalePerson>> {
  const db = await openDatabase(dataDir, databaseUrl);
  try {
    const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
      'ben.fischer@example.com',
    ]);
    const passwordHash = rows[0]?.password_hash;
    if (!passwordHash) throw new Error('The demo employee is missing: the seed changed.');
    const people = {} as Record<Language, StalePerson>;
    for (const [language, name] of [
      ['en', 'Rhea Recent'],
      ['de', 'Rhea Erneut'],
    ] as const) {
      const email = `rhea.${language}@example.com`;
      const inserted = await db.query<{ id: number }>(
        'INSERT INTO users (name, email, password_hash, role_id, language) VALUES ($1, $2, $3, 2, $4) RETURNING id',
        [name, email, passwordHash, language],
      );
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await db.query(
        `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at, verified_at)
         VALUES ($1, $2, $3, $3, $4, $5)`,
        [
          createHash('sha256').update(token).digest('base64url'),
          inserted.rows[0]!.id,
          new Date(now - HOUR_MS),
          new Date(now + 24 * HOUR_MS),
          new Date(now - HOUR_MS),
        ],
      );
      people[language] = { email, password: DEMO_PASSWORD, token };
    }
    return people;
  } finally {
    await db.close();
  }
}

interface Database {
  query<T>(sql: string, params: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

async function openDatabase(dataDir: string, databaseUrl: string | undefined): Promise<Database> {
  if (!databaseUrl) return PGlite.create({ dataDir: path.join(dataDir, 'db') });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    query: async <T>(sql: string, params: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
    close: () => client.end(),
  };
}
