import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.js';

/** A backup or restore that would copy nothing, or overwrite a database: said to the operator as it is. */
export class BackupRefused extends Error {}

/** Where openDatabase keeps PGlite's cluster inside DATA_DIR (the lock file sits beside it). */
export const clusterDirOf = (dataDir: string) => path.join(dataDir, 'db');

/**
 * docs/operations.md#pglite-backup: the embedded database of `dataDir` as one gzipped tar file (PGlite's own
 * `dumpDataDir`). It takes the data directory's lock first, so it refuses while a server runs on it and no server can
 * start until it is done: the copy is of a database at rest.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<void> {
  const unlock = lockDataDir(dataDir);
  try {
    const clusterDir = clusterDirOf(dataDir);
    if (!(await holdsFiles(clusterDir))) throw new BackupRefused(`There is no database in ${clusterDir} to back up.`);
    const client = await PGlite.create({ dataDir: clusterDir });
    try {
      const dump = await client.dumpDataDir('gzip');
      await writeOwnerOnly(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * docs/security.md#backups: a backup holds every password hash and personal record, so only its owner may read it
 * (0600), also when it replaces an older file that others could read: the mode is set before any byte is written.
 */
async function writeOwnerOnly(file: string, content: Buffer): Promise<void> {
  const handle = await fs.open(file, 'w', 0o600);
  try {
    await handle.chmod(0o600);
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
}

/**
 * docs/operations.md#pglite-restore: a file of `backupDataDir` unpacked as the database of `dataDir`, under its lock.
 * It never overwrites: a data directory that already holds a database is refused (move it away first).
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  const unlock = lockDataDir(dataDir);
  try {
    const clusterDir = clusterDirOf(dataDir);
    if (await holdsFiles(clusterDir))
      throw new BackupRefused(`${clusterDir} already holds a database: move it away before restoring into ${dataDir}.`);
    const client = await PGlite.create({ dataDir: clusterDir, loadDataDir: new Blob([await fs.readFile(file)]) });
    await client.close();
  } finally {
    unlock();
  }
}

async function holdsFiles(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
