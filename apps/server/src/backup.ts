import 'dotenv/config';
import { ConfigError, loadConfig } from './platform/config.js';
import { DataDirLockedError } from './platform/db/data-dir-lock.js';
import { BackupRefused, backupDataDir, restoreDataDir } from './platform/db/pglite-backup.js';

/**
 * `npm run db:backup -- [file]` and `npm run db:restore -- <file>` for the embedded database in DATA_DIR
 * (docs/operations.md#pglite). PostgreSQL is backed up with its own tools, pg_dump and pg_restore.
 */
async function main(command: string | undefined, file: string | undefined): Promise<void> {
  const config = loadConfig(process.env);
  if (config.databaseUrl)
    throw new ConfigError('DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (docs/operations.md).');
  if (command === 'backup') {
    const target = file ?? `staff-portal-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`;
    await backupDataDir(config.dataDir, target);
    process.stdout.write(`Backed up the database in ${config.dataDir} to ${target}\n`);
  } else if (command === 'restore' && file) {
    await restoreDataDir(file, config.dataDir);
    process.stdout.write(`Restored ${file} into ${config.dataDir}; start the server as usual.\n`);
  } else {
    throw new ConfigError('Usage: npm run db:backup -- [file.tar.gz], or npm run db:restore -- <file.tar.gz>');
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof BackupRefused;
  process.stderr.write(`${known ? (error as Error).message : String((error as Error).stack ?? error)}\n`);
  process.exit(1);
});
