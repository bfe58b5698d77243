import { CsvError, parse } from 'csv-parse';
import {
  can,
  importLayoutOf,
  lockReason,
  MAX_IMPORT_ERRORS_LISTED,
  MAX_IMPORT_ROWS,
  monthOfDate,
  type ImportFormat,
  type ImportLayout,
  type LockReason,
  type RowProblem,
} from '@portal/shared';
import type { Actor } from '../../platform/auth/access.js';
import { AppError, InvalidInput } from '../../platform/errors.js';
import { assignedClient, type ImportLookups } from './lookups.js';
import { CheckedRows, type CheckedRow } from './rows.js';

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

/** A file read to its end: what was found, and its rows while none is wrong (no longer kept once one is). */
export interface ReadFile {
  outcome: ImportOutcome;
  rows: CheckedRows;
}

export function noteError(outcome: ImportOutcome, error: RowError): void {
  outcome.errorCount += 1;
  if (outcome.errors.length < MAX_IMPORT_ERRORS_LISTED) outcome.errors.push(error);
}

/**
 * docs/product/access.md#import: reads the CSV as it arrives and checks each row against `lookups`, with no database
 * call, so that a slow sender holds nothing but this request (docs/decisions/0029-import-read-then-write.md).
 */
export async function readImportFile(
  chunks: AsyncIterable<Buffer>,
  lookups: ImportLookups,
  actor: Actor,
  { keepRows }: { keepRows: boolean },
): Promise<ReadFile> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  const feeding = feed(chunks, parser);
  const outcome: ImportOutcome = { format: 'portal', rows: 0, created: 0, errorCount: 0, errors: [] };
  const rows = new CheckedRows();
  let layout: ImportLayout | null = null;
  let headerLines = 0;
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
      const row = info.lines - headerLines;
      const checked = checkRecord(layout, record, lookups, actor, row);
      if ('problem' in checked) noteError(outcome, { row, problem: checked.problem });
      else if (keepRows && outcome.errorCount === 0) rows.push(checked);
    }
    await feeding;
  } catch (error) {
    parser.destroy();
    // Not awaited: it may be waiting for the sender's next bytes, and the answer need not.
    feeding.catch(() => {});
    throw readError(error);
  }
  if (!layout || outcome.rows === 0)
    throw new InvalidInput('errors:import.no_rows', { file: ['errors:import.no_rows'] });
  return { outcome, rows };
}

/** Writes the upload into the parser, waiting when it is full; a failed upload fails the parser. */
async function feed(chunks: AsyncIterable<Buffer>, parser: ReturnType<typeof parse>): Promise<void> {
  try {
    for await (const chunk of chunks) {
      if (parser.destroyed) return;
      if (!parser.write(chunk)) await drainedOrClosed(parser);
    }
    parser.end();
  } catch (error) {
    parser.destroy(error as Error);
    throw error;
  }
}

function drainedOrClosed(parser: ReturnType<typeof parse>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done).off('close', done);
      resolve();
    };
    parser.on('drain', done).on('close', done);
  });
}

type Checked = CheckedRow | { problem: RowProblem };

/** One record against docs/product/time-and-week.md#work-logs and docs/product/closing.md#locks, as POST /logs checks a body. */
function checkRecord(
  layout: ImportLayout,
  record: readonly string[],
  lookups: ImportLookups,
  actor: Actor,
  rowNumber: number,
): Checked {
  const counts = { found: record.length, expected: layout.columns };
  if (record.length > layout.columns) return { problem: { message: 'errors:import.too_many_columns', values: counts } };
  if (record.length < layout.columns) return { problem: { message: 'errors:import.too_few_columns', values: counts } };
  const mapped = layout.read(record);
  if (mapped.problem) return { problem: mapped.problem };
  const row = mapped.row;
  const userId = lookups.userIdByEmail.get(row.email);
  if (userId === undefined) {
    return can(actor.caller.roleId, 'worklogs:write:all')
      ? { problem: { message: 'errors:import.unknown_person', values: { email: row.email } } }
      : { problem: { message: 'errors:import.not_own', values: { email: row.email } } };
  }
  const clientIds = lookups.clientIdsByName.get(row.client.toLowerCase());
  if (!clientIds) return { problem: { message: 'errors:import.unknown_client', values: { client: row.client } } };
  const checked = { row: rowNumber, userId, date: row.date, minutes: row.minutes, description: row.description };
  return placed(checked, clientIds, lookups, actor);
}

/**
 * Where a row goes: the client of `clientIds` its person is assigned to that day, on a day that is not locked (or a
 * SUPER_ADMIN's). The read checks each row with it, and the write again with what the database holds then.
 */
export function placed(
  row: Omit<CheckedRow, 'clientId' | 'locked'>,
  clientIds: readonly number[],
  lookups: ImportLookups,
  actor: Actor,
): Checked {
  const clientId = assignedClient(lookups, row.userId, clientIds, row.date);
  if (clientId === undefined) return { problem: { message: 'errors:worklogs.client_not_assigned' } };
  const locked = lockReason(lookups.locksOf(row.userId), row.date, clientId);
  if (locked && !can(actor.caller.roleId, 'periods:override')) {
    return {
      problem: { message: LOCK_MESSAGES[locked], values: { date: row.date, month: monthOfDate(row.date) } },
    };
  }
  return { ...row, clientId, locked };
}

/** A broken CSV names its line; anything else (a broken form, a limit) is the form reader's to answer. */
function readError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof CsvError) {
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    return new InvalidInput('errors:import.unreadable', { file: ['errors:import.unreadable'] }, { line });
  }
  return error;
}
