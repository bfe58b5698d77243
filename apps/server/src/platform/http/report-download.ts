import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { toCsv, type ReportFormat, type ReportTable } from '@portal/shared';
import { translatorOf } from '../i18n.js';

/**
 * docs/product/reports.md#downloads: a report as the file its ?format= asks for (the query is reportFormatQuery). The
 * table and `fileName` are in the caller's language (reportTextsFor(request.language)).
 */
export async function sendReportTable(reply: FastifyReply, table: ReportTable, format: ReportFormat, fileName: string) {
  attachmentNamed(reply, fileName, format);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(`\uFEFF${toCsv(table)}`);
  const sheetName = table.title.slice(0, 31) || translatorOf(reply.request)('exports:title.sheet');
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(await toXlsx(table, sheetName));
}

async function toXlsx(table: ReportTable, sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The reply is a download named `fileName`.`extension` (its characters kept to letters, digits, dots and dashes). */
export function attachmentNamed(reply: FastifyReply, fileName: string, extension: string): void {
  const safeName = fileName.replace(/[^\w.-]+/g, '-');
  reply.header('Content-Disposition', `attachment; filename="${safeName}.${extension}"`);
}
