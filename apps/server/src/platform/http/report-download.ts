import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { csvLine, sheetNameOf, type ReportFormat, type ReportRow, type ReportTable } from '@portal/shared';
import { translatorOf } from '../i18n.js';

/**
 * A report whose rows come in batches (docs/product/reports.md#downloads): a month is written as it is read from the
 * database, never held whole. `batches` starts a new reading each time it is called (the PDF reads twice).
 */
export interface StreamedTable {
  title: string;
  header: string[];
  batches: () => AsyncIterable<ReportRow[]> | Iterable<ReportRow[]>;
}

/** Rows written between two turns of the event loop: other requests are answered while a long download is written. */
const ROWS_PER_TURN = 500;

/**
 * docs/product/reports.md#downloads: a report as the file its ?format= asks for (the query is reportFormatQuery). The
 * table and `fileName` are in the caller's language (reportTextsFor(request.language)). Both formats stream, a few
 * hundred rows at a time: neither the rows nor the file are held whole, and the server answers others meanwhile.
 */
export function sendReportTable(
  reply: FastifyReply,
  table: ReportTable | StreamedTable,
  format: ReportFormat,
  fileName: string,
) {
  attachmentNamed(reply, fileName, format);
  const streamed = streamedTable(table);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(Readable.from(csvChunks(streamed)));
  const sheetName = sheetNameOf(table.title, translatorOf(reply.request)('exports:title.sheet'));
  const out = new PassThrough();
  writeXlsx(streamed, sheetName, out).catch((error: unknown) => out.destroy(error as Error));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(out);
}

function streamedTable(table: ReportTable | StreamedTable): StreamedTable {
  if ('batches' in table) return table;
  return { title: table.title, header: table.header, batches: () => [table.rows] };
}

/** `batches` cut into pieces of at most `size` rows, a turn of the event loop before each piece after the first. */
export async function* inTurns(batches: AsyncIterable<ReportRow[]> | Iterable<ReportRow[]>, size: number) {
  let first = true;
  for await (const batch of batches) {
    for (let from = 0; from < batch.length; from += size) {
      if (!first) await nextTurn();
      first = false;
      yield batch.slice(from, from + size);
    }
  }
}

/**
 * Waits while `stream` holds `ahead` bytes or more that its reader has not taken (by default its high-water mark), so
 * that a slow reader never makes a download grow in memory; false when the stream was closed (the reader left).
 */
export async function roomIn(stream: Readable, ahead = stream.readableHighWaterMark): Promise<boolean> {
  while (!stream.destroyed && stream.readableLength >= ahead) await sleep(5);
  return !stream.destroyed;
}

async function* csvChunks(table: StreamedTable): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(table.header)}`;
  for await (const rows of inTurns(table.batches(), ROWS_PER_TURN)) yield rows.map(csvLine).join('');
}

/** ExcelJS's streaming writer: each row is written into the zip as it is committed. */
async function writeXlsx(table: StreamedTable, sheetName: string, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow(table.header);
  header.font = { bold: true };
  header.commit();
  for await (const rows of inTurns(table.batches(), ROWS_PER_TURN)) {
    for (const cells of rows) sheet.addRow(cells).commit();
    if (!(await roomIn(out))) return;
  }
  sheet.commit();
  await workbook.commit();
}

/** The reply is a download named `fileName`.`extension` (its characters kept to letters, digits, dots and dashes). */
export function attachmentNamed(reply: FastifyReply, fileName: string, extension: string): void {
  const safeName = fileName.replace(/[^\w.-]+/g, '-');
  reply.header('Content-Disposition', `attachment; filename="${safeName}.${extension}"`);
}
