import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyTestPostgresUrl, withAdminClient } from '../../test/database.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { openDatabase, type Database } from './index.js';
import { backupDataDir, restoreDataDir } from './pglite-backup.js';
import { auditEntries, clients, users, workLogs } from './schema.js';

const run = promisify(execFile);

/** A few records of different kinds, with text that must come back byte for byte. */
async function fill(db: Database): Promise<void> {
  const [client] = await db.insert(clients).values({ name: 'Müller & Söhne', shareKey: 'share-1' }).returning();
  const [person] = await db
    .insert(users)
    .values({ name: 'Zoë Łukasiewicz', email: 'zoe@example.com', roleId: 2, additionalRoles: ['hr'] })
    .returning();
  await db.insert(workLogs).values(
    Array.from({ length: 50 }, (_, day) => ({
      userId: person!.id,
      clientId: client!.id,
      date: `2026-0${1 + (day % 9)}-${String(1 + (day % 28)).padStart(2, '0')}`,
      durationMinutes: 30 + day,
      description: `Entry ${day}: "quoted", 1,5 h\nsecond line`,
    })),
  );
  await db.insert(auditEntries).values({ actorId: person!.id, action: 'client.create', after: { name: 'x' } });
}

async function contentsOf(db: Database) {
  return {
    clients: await db.select().from(clients).orderBy(asc(clients.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    workLogs: await db.select().from(workLogs).orderBy(asc(workLogs.id)),
    audit: await db.select().from(auditEntries).orderBy(asc(auditEntries.id)),
  };
}

/** docs/operations.md: each database backed up the documented way, restored elsewhere, and started on. */
describe('backup and restore (docs/operations.md)', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
  });
  afterAll(async () => fs.rm(scratch, { recursive: true, force: true }));

  it('restores a PGlite data directory from `npm run db:backup` into a new one with the same data', async () => {
    const original = path.join(scratch, 'original');
    const restored = path.join(scratch, 'restored');
    const file = path.join(scratch, 'portal.tar.gz');
    const before = await openDatabase({ dataDir: original });
    await fill(before.db);
    const expected = await contentsOf(before.db);
    await before.close();

    await backupDataDir(original, file);
    await restoreDataDir(file, restored);

    const after = await openDatabase({ dataDir: restored });
    try {
      expect(await contentsOf(after.db)).toEqual(expected);
      const [next] = await after.db.insert(clients).values({ name: 'After', shareKey: 'share-2' }).returning();
      expect(next!.id).toBe(expected.clients.at(-1)!.id + 1);
    } finally {
      await after.close();
    }
  }, 120_000);

  it('refuses to back up a data directory a server is running on, and to restore over a database', async () => {
    const dataDir = path.join(scratch, 'busy');
    const file = path.join(scratch, 'busy.tar.gz');
    await (await openDatabase({ dataDir })).close();
    // Another process holds the data directory's lock, as a running server does (data-dir-lock.ts).
    const server = spawn('sleep', ['60']);
    await fs.writeFile(path.join(dataDir, 'portal.lock'), String(server.pid));
    try {
      await expect(backupDataDir(dataDir, file)).rejects.toThrow(DataDirLockedError);
      await expect(fs.stat(file)).rejects.toThrow();
    } finally {
      server.kill();
      await once(server, 'exit');
    }
    await backupDataDir(dataDir, file);

    await expect(restoreDataDir(file, dataDir)).rejects.toThrow(/already holds a database/);
  }, 120_000);

  it('writes a backup readable by its owner only (0600), also over an older file others could read (docs/security.md#backups)', async () => {
    const dataDir = path.join(scratch, 'private');
    const fresh = path.join(scratch, 'fresh.tar.gz');
    const older = path.join(scratch, 'older.tar.gz');
    await (await openDatabase({ dataDir })).close();
    await fs.writeFile(older, 'an older backup', { mode: 0o644 });
    await fs.chmod(older, 0o644);

    await backupDataDir(dataDir, fresh);
    await backupDataDir(dataDir, older);

    const modeOf = async (file: string) => (await fs.stat(file)).mode & 0o777;
    expect([await modeOf(fresh), await modeOf(older)]).toEqual([0o600, 0o600]);
    expect((await fs.stat(older)).size).toBeGreaterThan(1_000);
  }, 120_000);

  it('restores a PostgreSQL database from pg_dump into another with pg_restore, with the same data', async () => {
    const names = ['a', 'b'].map((side) => `portal_restore_${side}_${randomBytes(5).toString('hex')}`);
    const urls = names.map((name) => Object.assign(new URL(anyTestPostgresUrl), { pathname: `/${name}` }).toString());
    const [sourceUrl, targetUrl] = urls as [string, string];
    const file = path.join(scratch, 'portal.dump');
    await withAdminClient(anyTestPostgresUrl, async (admin) => {
      for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
    });
    try {
      const source = await openDatabase({ url: sourceUrl });
      await fill(source.db);
      const expected = await contentsOf(source.db);
      await source.close();

      await run('/usr/bin/pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${sourceUrl}`]);
      await run('/usr/bin/pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${targetUrl}`, file]);

      const target = await openDatabase({ url: targetUrl });
      try {
        expect(await contentsOf(target.db)).toEqual(expected);
        const [next] = await target.db.insert(clients).values({ name: 'After', shareKey: 'share-2' }).returning();
        expect(next!.id).toBe(expected.clients.at(-1)!.id + 1);
      } finally {
        await target.close();
      }
    } finally {
      await withAdminClient(anyTestPostgresUrl, async (admin) => {
        for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    }
  }, 120_000);
});
