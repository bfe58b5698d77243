import {
  clientTimeLogTable,
  userTimeLogTable,
  type ClientReportItemView,
  type Language,
  type ReportTable,
  type SignoffView,
  type UserMonthReport,
} from '@portal/shared';
import type { Statement } from '../../platform/http/report-pdf.js';
import { formatLongDay, formatLongMonth, formatMonth, reportTextsFor, translatorFor } from '../../platform/i18n.js';

/** A month report as its three downloads see it: the shared table, its file name, and what a PDF adds. */
export interface MonthDownload {
  table: ReportTable;
  fileName: string;
  statement: Statement;
}

interface Month {
  m: number;
  y: number;
}

/** docs/product/reports.md#user-month, docs/product/closing.md#statements: a person's month. */
export function userMonthDownload(language: Language, report: UserMonthReport, { m, y }: Month): MonthDownload {
  const texts = reportTextsFor(language);
  const title = texts.say('exports:title.time_log', { name: report.user.name, month: formatMonth(language, y, m) });
  const table = userTimeLogTable(title, report.logs, texts);
  const heading = texts.say('exports:pdf.heading.time_log', { name: report.user.name });
  return {
    table,
    fileName: texts.say('exports:file.time_log', { title }),
    statement: statementOf(language, table, heading, { m, y }, []),
  };
}

/**
 * docs/product/reports.md#client-month, docs/product/closing.md#statements, #client-sign-off: a client's month, its PDF
 * with the month's sign-off (dated on the portal's clocks, `timeZone`).
 */
export function clientMonthDownload(
  language: Language,
  client: { name: string },
  items: ClientReportItemView[],
  month: Month & { signoff: SignoffView; timeZone: string },
): MonthDownload {
  const texts = reportTextsFor(language);
  const title = texts.say('exports:title.client_log', {
    name: client.name,
    month: formatMonth(language, month.y, month.m),
  });
  const table = clientTimeLogTable(title, items, texts);
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
  table: ReportTable,
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
