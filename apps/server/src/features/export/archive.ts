import { Readable } from 'node:stream';
import { ZipArchive, type Archiver } from 'archiver';
import { and, asc, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { csvLine } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import type { ExportedKind } from './kinds.js';

/**
 * Rows read per query: small enough that a page's rows die young in V8's heap instead of growing its old generation
 * (docs/decisions/0027-full-export-and-backups.md#measured).
 */
export const BATCH_ROWS = 1_000;

/** The byte-order mark spreadsheet programs need to read UTF-8, as every CSV download has (docs/product/reports.md#downloads). */
const BOM = '\uFEFF';

type Row = Record<string, unknown>;

/**
 * docs/product/access.md#export: the zip, written while it is read. Each kind's CSV is read in primary-key order,
 * `batchRows` rows a query (keyset pages, never a whole table), and each batch goes into the archive before the next
 * is read; the archive waits while its reader (the reply) is slow, so memory stays flat however large the company.
 * Once `signal` aborts (the client went away), no further batch is read. `manifest.csv` comes last, with each file's
 * rows.
 */
export function exportArchive(
  db: Database,
  kinds: readonly ExportedKind[],
  signal: AbortSignal,
  batchRows = BATCH_ROWS,
): Archiver {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  signal.addEventListener('abort', () => archive.abort(), { once: true });
  const rowsOf: [file: string, rows: number][] = [];
  const entries = kinds.map((kind) => ({
    name: kind.file,
    content: () => csvOf(db, kind, signal, batchRows, (rows) => rowsOf.push([kind.file, rows])),
  }));
  entries.push({ name: 'manifest.csv', content: () => manifest(rowsOf) });
  // One entry at a time: the archive starts reading whatever it is given at once.
  const appendNext = () => {
    const next = entries.shift();
    if (signal.aborted) return;
    if (!next) {
      // A failure is emitted on the archive as well, where the reply hears it.
      archive.finalize().catch(() => {});
      return;
    }
    archive.append(Readable.from(next.content(), { objectMode: false }), { name: next.name });
  };
  archive.on('entry', appendNext);
  appendNext();
  return archive;
}

async function* csvOf(
  db: Database,
  kind: ExportedKind,
  signal: AbortSignal,
  batchRows: number,
  counted: (rows: number) => void,
): AsyncGenerator<Buffer> {
  const headers = Object.keys(kind.columns);
  yield Buffer.from(BOM + csvLine(headers));
  let rows = 0;
  let last: Row | undefined;
  while (!signal.aborted) {
    const batch = (await db
      .select(kind.columns)
      .from(kind.table)
      .where(and(kind.where, last && afterKey(kind, last)))
      .orderBy(...kind.key.map((header) => asc(kind.columns[header] as PgColumn)))
      .limit(batchRows)) as Row[];
    if (batch.length > 0) yield Buffer.from(batch.map((row) => csvLine(headers.map((h) => cell(row[h])))).join(''));
    rows += batch.length;
    if (batch.length < batchRows) break;
    last = batch.at(-1);
  }
  counted(rows);
}

/** Rows after `last` in key order: `(a, b) > ($1, $2)` is what the primary key's index answers. */
function afterKey(kind: ExportedKind, last: Row): SQL {
  const columns = kind.key.map((header) => kind.columns[header] as PgColumn);
  if (columns.length === 1) return gt(columns[0]!, last[kind.key[0]!]);
  const values = kind.key.map((header) => sql`${last[header]}`);
  return sql`(${sql.join(columns, sql`, `)}) > (${sql.join(values, sql`, `)})`;
}

/** A value as a cell: times in UTC (ISO 8601), lists separated by semicolons, nothing as an empty cell. */
function cell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(';');
  if (typeof value === 'number') return value;
  return String(value);
}

async function* manifest(rowsOf: readonly [string, number][]): AsyncGenerator<Buffer> {
  yield Buffer.from(BOM + csvLine(['file', 'rows']) + rowsOf.map((entry) => csvLine(entry)).join(''));
}
