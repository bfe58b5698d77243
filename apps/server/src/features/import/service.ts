import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { CsvError, parse } from 'csv-parse';
import {
  can,
  importLayoutOf,
  lockReason,
  MAX_IMPORT_ERRORS_LISTED,
  MAX_IMPORT_MB,
  MAX_IMPORT_ROWS,
  monthOfDate,
  type ImportFormat,
  type ImportLayout,
  type ImportedRow,
  type LockReason,
  type RowProblem,
} from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { workLogs } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, InvalidInput } from '../../platform/errors.js';
import { FileTooLarge } from '../../platform/uploads.js';
import { assignedClient, loadImportLookups, type ImportLookups } from './lookups.js';

/** Rows written per INSERT while the file streams in. */
const BATCH_ROWS = 1_000;
/** A record longer than this is no work log: csv-parse stops there instead of buffering a runaway quote. */
const MAX_RECORD_BYTES = 64 * 1024;

const LOCK_MESSAGES: Record<LockReason, string> = {
  lock_date: 'errors:import.locked_lock_date',
  timesheet: 'errors:import.locked_timesheet',
  client_signoff: 'errors:import.locked_client_signoff',
};

export class TooManyRows extends AppError {
  constructor() {
    super('TOO_LARGE', 'errors:import.too_many_rows', undefined, {}, { max_rows: MAX_IMPORT_ROWS });
  }
}

export interface RowError {
  row: number;
  problem: RowProblem;
}

/** What an import found; `errors` holds the first MAX_IMPORT_ERRORS_LISTED of `errorCount`. */
export interface ImportOutcome {
  format: ImportFormat;
  rows: number;
  created: number;
  errorCount: number;
  errors: RowError[];
}

/** Thrown inside the transaction to roll back an import that found errors, carrying what it found. */
class RolledBack extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('import rolled back');
  }
}

/**
 * docs/product/access.md#import (R99): reads a CSV file as it streams in, checks every row as POST /logs would, and,
 * unless `dryRun`, writes all rows in one transaction, or none when any row is wrong. Rows are checked against lookups
 * read once, and written in batches as they come, so time grows with the rows and memory does not.
 */
export async function importWorkLogs(
  deps: AppDeps,
  actor: Actor,
  file: Readable,
  dryRun: boolean,
): Promise<ImportOutcome> {
  if (dryRun) return readAndCheck(deps.db, actor, file, null);
  try {
    return await deps.db.transaction(async (tx) => {
      const outcome = await readAndCheck(tx, actor, file, { db: tx, now: () => deps.clock.now() });
      if (outcome.errorCount > 0) throw new RolledBack(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome;
    throw error;
  }
}

/** Who the rows are for and how many each; the audit row of the import keeps it. */
type Tally = Map<number, number>;

async function readAndCheck(
  db: Database,
  actor: Actor,
  file: Readable,
  writeTo: { db: Database; now: () => Date } | null,
): Promise<ImportOutcome> {
  const mayWriteForAll = can(actor.caller.roleId, 'worklogs:write:all');
  const lookups = await loadImportLookups(db, mayWriteForAll ? null : actor.caller.id);
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  file.on('error', (error) => parser.destroy(error));
  file.pipe(parser);

  let layout: ImportLayout | null = null;
  let headerLines = 0;
  const outcome: ImportOutcome = { format: 'portal', rows: 0, created: 0, errorCount: 0, errors: [] };
  const tally: Tally = new Map();
  let overridden = 0;
  let batch: BatchRow[] = [];
  const flush = async () => {
    if (writeTo && batch.length > 0 && outcome.errorCount === 0) await insertBatch(writeTo.db, batch);
    batch = [];
  };
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!layout) {
        layout = importLayoutOf(record);
        if (!layout) throw new InvalidInput('errors:import.header_unknown', { file: ['errors:import.header_unknown'] });
        outcome.format = layout.format;
        headerLines = info.lines;
        continue;
      }
      outcome.rows += 1;
      if (outcome.rows > MAX_IMPORT_ROWS) throw new TooManyRows();
      const checked = checkRecord(layout, record, lookups, actor, mayWriteForAll);
      if ('problem' in checked) {
        outcome.errorCount += 1;
        batch = [];
        if (outcome.errors.length < MAX_IMPORT_ERRORS_LISTED) {
          outcome.errors.push({ row: info.lines - headerLines, problem: checked.problem });
        }
        continue;
      }
      if (checked.locked) overridden += 1;
      tally.set(checked.userId, (tally.get(checked.userId) ?? 0) + 1);
      if (writeTo && outcome.errorCount === 0) {
        batch.push({
          user_id: checked.userId,
          client_id: checked.clientId,
          date: checked.row.date,
          duration: checked.row.minutes,
          description: checked.row.description,
        });
        if (batch.length >= BATCH_ROWS) await flush();
      }
    }
  } catch (error) {
    file.unpipe(parser);
    file.resume();
    throw readError(error);
  }
  if ((file as Readable & { truncated?: boolean }).truncated) throw readError({ code: 'FST_REQ_FILE_TOO_LARGE' });
  if (!layout) throw new InvalidInput('errors:import.no_rows', { file: ['errors:import.no_rows'] });
  if (outcome.rows === 0) throw new InvalidInput('errors:import.no_rows', { file: ['errors:import.no_rows'] });
  if (writeTo && outcome.errorCount === 0) {
    await flush();
    outcome.created = outcome.rows;
    await recordImport(writeTo.db, actor, outcome, tally, overridden, writeTo.now());
  }
  return outcome;
}

interface BatchRow {
  user_id: number;
  client_id: number;
  date: string;
  duration: number;
  description: string;
}

/**
 * One batch as ONE parameter (a JSON array) rather than five per row: a statement of 1,000 rows then costs one string
 * instead of thousands of query parts, which kept the server's memory growing by 70–115 MB during a 50,000-row import
 * (bench/results/import.md). The same on PostgreSQL and PGlite.
 */
async function insertBatch(db: Database, rows: readonly BatchRow[]): Promise<void> {
  await db.execute(sql`
    insert into ${workLogs} (user_id, client_id, date, duration, description)
    select user_id, client_id, date, duration, description
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as row(user_id integer, client_id integer, date date, duration integer, description text)`);
}

type CheckedRecord =
  { row: ImportedRow; userId: number; clientId: number; locked: LockReason | null } | { problem: RowProblem };

/** One record against docs/product/time-and-week.md#work-logs and docs/product/closing.md#locks, as POST /logs checks a body. */
function checkRecord(
  layout: ImportLayout,
  record: readonly string[],
  lookups: ImportLookups,
  actor: Actor,
  mayWriteForAll: boolean,
): CheckedRecord {
  const counts = { found: record.length, expected: layout.columns };
  if (record.length > layout.columns) return { problem: { message: 'errors:import.too_many_columns', values: counts } };
  if (record.length < layout.columns) return { problem: { message: 'errors:import.too_few_columns', values: counts } };
  const mapped = layout.read(record);
  if (mapped.problem) return { problem: mapped.problem };
  const row = mapped.row;
  const userId = lookups.userIdByEmail.get(row.email);
  if (userId === undefined) {
    return mayWriteForAll
      ? { problem: { message: 'errors:import.unknown_person', values: { email: row.email } } }
      : { problem: { message: 'errors:import.not_own', values: { email: row.email } } };
  }
  const clientIds = lookups.clientIdsByName.get(row.client.toLowerCase());
  if (!clientIds) return { problem: { message: 'errors:import.unknown_client', values: { client: row.client } } };
  const clientId = assignedClient(lookups, userId, clientIds, row.date);
  if (clientId === undefined) return { problem: { message: 'errors:worklogs.client_not_assigned' } };
  const locked = lockReason(lookups.locksOf(userId), row.date, clientId);
  if (locked && !can(actor.caller.roleId, 'periods:override')) {
    return {
      problem: { message: LOCK_MESSAGES[locked], values: { date: row.date, month: monthOfDate(row.date) } },
    };
  }
  return { row, userId, clientId, locked };
}

/**
 * ONE audit row for the whole import (docs/product/reports.md#audit), in its transaction: how many rows, for whom, and
 * how many of them fell on locked days a SUPER_ADMIN passed (docs/product/closing.md#locks).
 */
async function recordImport(
  db: Database,
  actor: Actor,
  outcome: ImportOutcome,
  tally: Tally,
  overridden: number,
  at: Date,
): Promise<void> {
  const after = {
    format: outcome.format,
    rows: outcome.created,
    for: [...tally].map(([userId, rows]) => ({ user_id: userId, rows })),
    ...(overridden > 0 ? { locked_rows: overridden } : {}),
  };
  await recordAudit(
    db,
    { action: 'work_log.import', targetType: 'work_log', actorId: actor.caller.id, ip: actor.ip, after },
    at,
  );
}

/** What reading the file failed with, as an answer: a broken CSV names its line; the upload's limits are kept. */
function readError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof CsvError) {
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    return new InvalidInput('errors:import.unreadable', { file: ['errors:import.unreadable'] }, { line });
  }
  const { code } = error as { code?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FileTooLarge(MAX_IMPORT_MB);
  return error;
}
