import type { FastifyReply } from 'fastify';
import {
  clientTimeLogHeader,
  clientTimeLogRows,
  userTimeLogHeader,
  userTimeLogRows,
  type ClientReportLog,
  type Language,
  type MonthReportFormat,
  type ReportLog,
  type SignoffView,
} from '@portal/shared';
import { sendReportTable, type StreamedTable } from '../../platform/http/report-download.js';
import { sendReportPdf, type Statement } from '../../platform/http/report-pdf.js';
import { formatLongDay, formatLongMonth, formatMonth, reportTextsFor, translatorFor } from '../../platform/i18n.js';

/**
 * A month report as its three downloads see it: the shared table (its rows read from the database in pages each time
 * the file asks for them, docs/product/reports.md#downloads), its file name, and what a PDF adds.
 */
export interface MonthDownload {
  table: StreamedTable;
  fileName: string;
  statement: Statement;
}

/** A month report as the file its ?format= asks for: the PDF statement, else the table as CSV or XLSX. */
export function sendMonthDownload(reply: FastifyReply, download: MonthDownload, format: MonthReportFormat) {
  if (format === 'pdf') return sendReportPdf(reply, download.statement, download.fileName);
  return sendReportTable(reply, download.table, format, download.fileName);
}

interface Month {
  m: number;
  y: number;
}

/**
 * docs/product/reports.md#user-month, docs/product/closing.md#statements: a person's month, `logs` reading its logs in
 * date order.
 */
export function userMonthDownload(
  language: Language,
  user: { name: string },
  logs: () => AsyncIterable<ReportLog[]>,
  { m, y }: Month,
): MonthDownload {
  const texts = reportTextsFor(language);
  const title = texts.say('exports:title.time_log', { name: user.name, month: formatMonth(language, y, m) });
  const table = { title, header: userTimeLogHeader(texts), batches: () => userTimeLogRows(logs(), texts) };
  const heading = texts.say('exports:pdf.heading.time_log', { name: user.name });
  return {
    table,
    fileName: texts.say('exports:file.time_log', { title }),
    statement: statementOf(language, table, heading, { m, y }, []),
  };
}

/**
 * docs/product/reports.md#client-month, docs/product/closing.md#statements, #client-sign-off: a client's month (`logs`
 * reading its logs ordered by person), its PDF with the month's sign-off (dated on the portal's clocks, `timeZone`).
 */
export function clientMonthDownload(
  language: Language,
  client: { name: string },
  logs: () => AsyncIterable<ClientReportLog[]>,
  month: Month & { signoff: SignoffView; timeZone: string },
): MonthDownload {
  const texts = reportTextsFor(language);
  const title = texts.say('exports:title.client_log', {
    name: client.name,
    month: formatMonth(language, month.y, month.m),
  });
  const table = { title, header: clientTimeLogHeader(texts), batches: () => clientTimeLogRows(logs(), texts) };
  const heading = texts.say('exports:pdf.heading.client_log', { name: client.name });
  const signoff = {
    label: texts.say('exports:pdf.signoff.heading'),
    text: signoffLine(language, month.signoff, month.timeZone),
  };
  return {
    table,
    fileName: texts.say('exports:file.client_log', { title }),
    statement: statementOf(language, table, heading, month, [signoff]),
  };
}

/** "Approved by Nora Lind on 3 November 2026", "Queried by …: comment", or "Not signed off yet". */
function signoffLine(language: Language, signoff: SignoffView, timeZone: string): string {
  const say = translatorFor(language);
  if (signoff.status === 'pending' || !signoff.at) return say('exports:pdf.signoff.pending');
  const values = { name: signoff.by ?? '', date: formatLongDay(language, new Date(signoff.at), timeZone) };
  if (signoff.status === 'approved') return say('exports:pdf.signoff.approved', values);
  return say('exports:pdf.signoff.queried', { ...values, comment: signoff.comment ?? '' });
}

function statementOf(
  language: Language,
  table: StreamedTable,
  heading: string,
  { m, y }: Month,
  notes: Statement['notes'],
): Statement {
  const say = translatorFor(language);
  return {
    table,
    language,
    portal: say('common:app.name'),
    heading,
    period: say('exports:pdf.period', { month: formatLongMonth(language, y, m) }),
    notes,
    totals: [say('exports:row.day_total'), say('exports:row.total_hours'), say('exports:row.all_people')],
    pageLabel: (page, pages) => say('exports:pdf.page', { page, pages }),
  };
}
