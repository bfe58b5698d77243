import 'dotenv/config';
import { buildApp, defaultWebDistDir } from './app.js';
import { prepareDatabase, type FirstAdmin } from './bootstrap/first-start.js';
import { ConfigError, loadConfig, type Config } from './platform/config.js';
import { openDatabase, type DatabaseHandle } from './platform/db/index.js';
import { prepareTotpSecrets } from './platform/auth/totp-reseal.js';
import { DataDirLockedError } from './platform/db/data-dir-lock.js';
import { createDeps } from './platform/deps-factory.js';
import { JOBS } from './domain/jobs/jobs.js';
import { JobRunner } from './platform/jobs/runner.js';
import { MailSender } from './platform/mail.js';
import { SETTINGS_HELP } from './platform/settings-help.js';

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    process.stdout.write(SETTINGS_HELP);
    return;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const firstAdmin = await prepareDatabase(database.db, config);
  const app = await buildApp(createDeps(database, config), { webDistDir: defaultWebDistDir });
  await prepareTotpSecrets(database.db, config.totpKeys, app.log);
  const mail = new MailSender(database.db, config, app.log);
  mail.start();
  const jobs = new JobRunner(app.deps, JOBS, app.log);
  if (config.runJobs) jobs.start();
  closeGracefully(app, database, config, mail, jobs);
  await app.listen({ port: config.port, host: config.host });
  announce(config, database, firstAdmin);
}

/** Stops accepting, lets in-flight requests finish, closes the database (docs/product/README.md#running). */
function closeGracefully(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: DatabaseHandle,
  config: Config,
  mail: MailSender,
  jobs: JobRunner,
): void {
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    mail.stop();
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));
}

function announce(config: Config, database: DatabaseHandle, firstAdmin: FirstAdmin | null): void {
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  // One write, so that whoever reads the output sees the start and the first password together.
  process.stdout.write(
    `\nStaff Portal is running on http://localhost:${config.port} (${where}).\n${firstStartNote(firstAdmin)}`,
  );
}

function firstStartNote(firstAdmin: FirstAdmin | null): string {
  if (!firstAdmin) return '';
  if (!firstAdmin.generatedPassword) return `\nFirst start: created the super administrator ${firstAdmin.email}.\n\n`;
  return (
    `\nFirst start: created the super administrator ${firstAdmin.email}\n` +
    `with the password ${firstAdmin.generatedPassword}\n` +
    'It is shown only this once: sign in and change it.\n\n'
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Staff Portal could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
