import { sql } from 'drizzle-orm';
import { can } from '@portal/shared';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { workLogs } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import type { FileStore, IncomingFile } from '../../platform/uploads.js';
import { loadImportLookups, type ImportLookups } from './lookups.js';
import { noteError, placed, readImportFile, type ImportOutcome, type ReadFile } from './read.js';
import type { CheckedRows } from './rows.js';

export { TooManyRows, type ImportOutcome, type RowError } from './read.js';

/** Rows written per INSERT. */
const BATCH_ROWS = 1_000;

function onlyUserIdOf(actor: Actor): number | null {
  return can(actor.caller.roleId, 'worklogs:write:all') ? null : actor.caller.id;
}

/**
 * docs/product/access.md#import, docs/product/http-contract.md#body-time-limit: the form's file is read and checked as
 * it arrives against lookups read just before, with no transaction or connection held while the sender sends
 * (docs/decisions/0029-import-read-then-write.md).
 * A dry run keeps no rows: it answers what was found, and nothing is written.
 */
export async function importFileReader(
  db: Database,
  actor: Actor,
  { keepRows }: { keepRows: boolean },
): Promise<FileStore<ReadFile>> {
  const lookups = await loadImportLookups(db, onlyUserIdOf(actor));
  return {
    store: (file: IncomingFile) => readImportFile(file.chunks, lookups, actor, { keepRows }),
    discard: async () => {},
  };
}

/**
 * Unless `dryRun` or a row is wrong, writes all rows in ONE short transaction: the rows are checked again against what
 * the database holds now (a lock or an assignment may have changed while the file arrived), then inserted, with the
 * import's audit row; when a row fails that check, nothing is written.
 */
export async function writeImport(
  deps: AppDeps,
  actor: Actor,
  { outcome, rows }: ReadFile,
  dryRun: boolean,
): Promise<ImportOutcome> {
  if (dryRun || outcome.errorCount > 0) return outcome;
  return deps.db.transaction(async (tx) => {
    const now = await loadImportLookups(tx, onlyUserIdOf(actor));
    const tally = checkAgain(rows, now, actor, outcome);
    if (outcome.errorCount > 0) return outcome;
    for (let from = 0; from < rows.length; from += BATCH_ROWS) await insertBatch(tx, rows.batch(from, BATCH_ROWS));
    outcome.created = rows.length;
    await recordImport(tx, actor, outcome, tally, deps.clock.now());
    return outcome;
  });
}

/** Who the rows are for and how many each, and how many fell on locked days a SUPER_ADMIN passed. */
interface Tally {
  perUser: Map<number, number>;
  locked: number;
}

function checkAgain(rows: CheckedRows, lookups: ImportLookups, actor: Actor, outcome: ImportOutcome): Tally {
  const people = new Set(lookups.userIdByEmail.values());
  const tally: Tally = { perUser: new Map(), locked: 0 };
  for (const row of rows) {
    const checked = people.has(row.userId)
      ? placed(row, [row.clientId], lookups, actor)
      : { problem: { message: 'errors:user_not_found' } };
    if ('problem' in checked) {
      noteError(outcome, { row: row.row, problem: checked.problem });
      continue;
    }
    if (checked.locked) tally.locked += 1;
    tally.perUser.set(row.userId, (tally.perUser.get(row.userId) ?? 0) + 1);
  }
  return tally;
}

/**
 * One batch as ONE parameter (a JSON array) rather than five per row: a statement of 1,000 rows then costs one string
 * instead of thousands of query parts, which kept the server's memory growing by 70–115 MB during a 50,000-row import
 * (bench/results/import.md). The same on PostgreSQL and PGlite.
 */
async function insertBatch(db: Database, rows: ReturnType<CheckedRows['batch']>): Promise<void> {
  await db.execute(sql`
    insert into ${workLogs} (user_id, client_id, date, duration, description)
    select user_id, client_id, date, duration, description
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as row(user_id integer, client_id integer, date date, duration integer, description text)`);
}

/**
 * ONE audit row for the whole import (docs/product/reports.md#audit), in its transaction: how many rows, for whom, how
 * many of them fell on locked days a SUPER_ADMIN passed (docs/product/closing.md#locks), and the API token if one was
 * used (docs/product/access.md#api-tokens).
 */
async function recordImport(db: Database, actor: Actor, outcome: ImportOutcome, tally: Tally, at: Date) {
  const after = {
    format: outcome.format,
    rows: outcome.created,
    for: [...tally.perUser].map(([userId, rows]) => ({ user_id: userId, rows })),
    ...(tally.locked > 0 ? { locked_rows: tally.locked } : {}),
  };
  await recordAudit(db, { action: 'work_log.import', targetType: 'work_log', after, ...auditActor(actor) }, at);
}
