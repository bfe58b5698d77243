import type { IsoDate } from '../rules/dates.js';

/** A report as rows of cells: what the screen shows and what CSV and XLSX downloads contain (docs/product/reports.md#downloads). */
export interface ReportTable {
  title: string;
  header: string[];
  rows: ReportRow[];
}

/** One row of a report's cells. */
export type ReportRow = (string | number)[];

/**
 * The words, dates and numbers of a report in one language (docs/decisions/0019-languages.md): the
 * server's downloads are in the caller's language; without them a table is in English, the spec's.
 */
export interface ReportTexts {
  /** A text of the `exports` catalogue, its `{{placeholders}}` filled from `values`. */
  say(key: string, values?: Record<string, string | number>): string;
  /** A date (YYYY-MM-DD) as the language writes it. */
  date(date: IsoDate): string;
  /** A month (1–12) of a year as the language writes it. */
  month(year: number, month: number): string;
  /** A number with `digits` decimals as the language writes it. */
  decimal(value: number, digits: number): string;
}

/**
 * The English of the `exports` texts the shared tables use (packages/shared/locales/en/exports.json
 * holds the same; a test keeps them equal): the tables a screen draws are English until it passes
 * its own texts.
 */
const ENGLISH: Record<string, string> = {
  'exports:column.person': 'Person',
  'exports:column.row': 'Row',
  'exports:column.date': 'Date',
  'exports:column.client': 'Client',
  'exports:column.description': 'Description',
  'exports:column.duration_minutes': 'Duration (minutes)',
  'exports:column.hours_per_day': 'Hours per day',
  'exports:column.hours': 'Hours',
  'exports:column.total': 'Total',
  'exports:row.day_total': 'Day total',
  'exports:row.total_hours': 'Total hours',
  'exports:row.all_people': 'All people',
  'exports:row.leave': 'Leave',
  'exports:row.client': 'Client',
  'exports:mark.pending': 'pending',
  'exports:mark.approved': 'approved',
  'exports:mark.national': 'national',
  'exports:title.home_office': 'Home office {{year}}',
  'exports:title.team_calendar': 'Team calendar {{year}}',
};

/** The spec's English: its words, dates as YYYY-MM-DD, months as YYYY-MM, a point before decimals. */
export const ENGLISH_REPORT_TEXTS: ReportTexts = {
  say: (key, values = {}) =>
    (ENGLISH[key] ?? key).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(values[name] ?? placeholder)),
  date: (date) => date,
  month: (year, month) => `${year}-${String(month).padStart(2, '0')}`,
  decimal: (value, digits) => value.toFixed(digits),
};

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function toCsv(table: ReportTable): string {
  return [table.header, ...table.rows].map(csvLine).join('');
}

/** One CSV line of `toCsv`, its CRLF included: for files written row by row (docs/product/access.md#export). */
export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
