import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { toCsv, type ReportFormat, type ReportTable } from '@portal/shared';

/** docs/product/reports.md#downloads: a report as the file its ?format= asks for (the query is reportFormatQuery). */
export async function sendReportTable(reply: FastifyReply, table: ReportTable, format: ReportFormat, fileName: string) {
  const safeName = fileName.replace(/[^\w.-]+/g, '-');
  reply.header('Content-Disposition', `attachment; filename="${safeName}.${format}"`);
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(`\uFEFF${toCsv(table)}`);
  return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await toXlsx(table));
}

async function toXlsx(table: ReportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.title.slice(0, 31) || 'Report');
  sheet.addRow(table.header).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
