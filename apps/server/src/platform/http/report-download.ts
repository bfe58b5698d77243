import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { csvLine, sheetNameOf, type ReportFormat, type ReportTable } from '@portal/shared';
import { translatorOf } from '../i18n.js';

/** Rows written between two turns of the event loop: other requests are answered while a long download is written. */
const ROWS_PER_TURN = 500;

/**
 * docs/product/reports.md#downloads: a report as the file its ?format= asks for (the query is reportFormatQuery). The
 * table and `fileName` are in the caller's language (reportTextsFor(request.language)). Both formats stream, a few
 * hundred rows at a time (R101): the file is never held whole, and the server answers others meanwhile.
 */
export function sendReportTable(reply: FastifyReply, table: ReportTable, format: ReportFormat, fileName: string) {
  attachmentNamed(reply, fileName, format);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(Readable.from(csvChunks(table)));
  const sheetName = sheetNameOf(table.title, translatorOf(reply.request)('exports:title.sheet'));
  const out = new PassThrough();
  writeXlsx(table, sheetName, out).catch((error: unknown) => out.destroy(error as Error));
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(out);
}

async function* csvChunks(table: ReportTable): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(table.header)}`;
  for (let from = 0; from < table.rows.length; from += ROWS_PER_TURN) {
    yield table.rows
      .slice(from, from + ROWS_PER_TURN)
      .map(csvLine)
      .join('');
    await nextTurn();
  }
}

/** ExcelJS's streaming writer: each row is written into the zip as it is committed. */
async function writeXlsx(table: ReportTable, sheetName: string, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow(table.header);
  header.font = { bold: true };
  header.commit();
  for (const [index, cells] of table.rows.entries()) {
    sheet.addRow(cells).commit();
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
  }
  sheet.commit();
  await workbook.commit();
}

/** The reply is a download named `fileName`.`extension` (its characters kept to letters, digits, dots and dashes). */
export function attachmentNamed(reply: FastifyReply, fileName: string, extension: string): void {
  const safeName = fileName.replace(/[^\w.-]+/g, '-');
  reply.header('Content-Disposition', `attachment; filename="${safeName}.${extension}"`);
}
