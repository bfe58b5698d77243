import { isoDate } from '../schemas/common.js';
import { MAX_DESCRIPTION_LENGTH, MAX_DURATION_MINUTES } from '../schemas/worklogs.js';

/**
 * docs/product/access.md#import: the CSV files work logs are imported from, told apart by their header. `portal` is
 * its own `date,email,client,description,minutes`; `clockify` is Clockify's detailed report; `toggl` is Toggl
 * Track's detailed report.
 */
export const IMPORT_FORMATS = ['portal', 'clockify', 'toggl'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The header of the portal's own format, as the template file has it. */
export const PORTAL_IMPORT_HEADER = ['date', 'email', 'client', 'description', 'minutes'] as const;

/** docs/product/access.md#import, bounds. */
export const MAX_IMPORT_MB = 32;
export const MAX_IMPORT_ROWS = 100_000;
/** Errors listed in an answer; `error_count` counts them all. */
export const MAX_IMPORT_ERRORS_LISTED = 1_000;

/** One row of a file, mapped to what a work log needs; `email` and `client` are still names to look up. */
export interface ImportedRow {
  date: string;
  email: string;
  client: string;
  description: string;
  minutes: number;
}

/** Why a row cannot be imported: a message key of the `errors` or `validation` catalogue, and its values. */
export interface RowProblem {
  message: string;
  values?: Record<string, string | number>;
}

export type MappedRow = { row: ImportedRow; problem?: undefined } | { row?: undefined; problem: RowProblem };

/** How one format's records are read: the number of columns its header has, and the mapping of one record. */
export interface ImportLayout {
  format: ImportFormat;
  columns: number;
  read(record: readonly string[]): MappedRow;
}

/** A header cell as compared: without a byte-order mark, surrounding spaces or case. */
function headerName(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

/**
 * The format a header names, with how its records map, or null when the header is none of IMPORT_FORMATS. The
 * portal's header must be exactly its five names (in any case); Clockify's and Toggl's are recognised by the columns
 * the mapping needs, whatever else the export holds.
 */
export function importLayoutOf(header: readonly string[]): ImportLayout | null {
  const names = header.map(headerName);
  const at = (name: string) => names.indexOf(name);
  const columns = header.length;
  if (names.join(',') === PORTAL_IMPORT_HEADER.join(',')) {
    return { format: 'portal', columns, read: (record) => readPortal(record) };
  }
  const common = { email: at('email'), client: at('client'), project: at('project'), task: at('task') };
  const description = at('description');
  const start = at('start date');
  if ([common.email, common.client, common.project, common.task, description, start].some((i) => i < 0)) return null;
  const hms = at('duration (h)');
  const decimal = at('duration (decimal)');
  if (hms >= 0 || decimal >= 0) {
    return {
      format: 'clockify',
      columns,
      read: (record) =>
        readTracker(record, { ...common, description, start }, clockifyDate, (cells) =>
          // "Duration (h)" keeps the seconds; "Duration (decimal)" is rounded to hundredths of an hour.
          hms >= 0 ? hoursMinutesSecondsToMinutes(cells[hms] ?? '') : decimalHoursToMinutes(cells[decimal] ?? ''),
        ),
    };
  }
  const duration = at('duration');
  if (duration < 0) return null;
  return {
    format: 'toggl',
    columns,
    read: (record) =>
      readTracker(record, { ...common, description, start }, isoDateOrNull, (cells) =>
        hoursMinutesSecondsToMinutes(cells[duration] ?? ''),
      ),
  };
}

function readPortal(record: readonly string[]): MappedRow {
  const [date = '', email = '', client = '', description = '', minutes = ''] = record;
  const whole = /^\s*\d{1,9}\s*$/.test(minutes) ? Number(minutes) : null;
  if (whole === null) return { problem: { message: 'errors:import.minutes_whole' } };
  return checkRow({ date: date.trim(), email, client, description, minutes: whole });
}

interface TrackerColumns {
  email: number;
  client: number;
  project: number;
  task: number;
  description: number;
  start: number;
}

/**
 * A tracker's record: the client is its Client, or its Project when it has none (many workspaces keep one project per
 * client and no clients); the description is its Description, else its Task, else its Project, since the portal
 * needs one (docs/product/time-and-week.md#work-logs).
 */
function readTracker(
  record: readonly string[],
  columns: TrackerColumns,
  parseDate: (text: string) => string | null,
  minutesOf: (record: readonly string[]) => number | null,
): MappedRow {
  const cell = (index: number) => (record[index] ?? '').trim();
  const startDate = cell(columns.start);
  const date = parseDate(startDate);
  if (date === null) return { problem: { message: 'errors:import.date_format', values: { date: startDate } } };
  const minutes = minutesOf(record);
  if (minutes === null) return { problem: { message: 'errors:import.duration_format' } };
  return checkRow({
    date,
    email: cell(columns.email),
    client: cell(columns.client) || cell(columns.project),
    description: cell(columns.description) || cell(columns.task) || cell(columns.project),
    minutes,
  });
}

/**
 * The rules a work log's body has (docs/product/time-and-week.md#work-logs, the same zod schema for the date), on a
 * mapped row; the first broken one is the row's problem.
 */
export function checkRow(raw: ImportedRow): MappedRow {
  const email = raw.email.trim().toLowerCase();
  if (email === '') return { problem: { message: 'errors:import.email_missing' } };
  const client = raw.client.trim();
  if (client === '') return { problem: { message: 'validation:client_required' } };
  const date = isoDate.safeParse(raw.date);
  if (!date.success) return { problem: { message: date.error.issues[0]?.message ?? 'validation:date_format' } };
  const description = raw.description.trim();
  if (description === '') return { problem: { message: 'validation:description_required' } };
  if (description.length > MAX_DESCRIPTION_LENGTH) return { problem: { message: 'validation:description_too_long' } };
  if (raw.minutes < 1 || raw.minutes > MAX_DURATION_MINUTES) {
    return { problem: { message: 'errors:import.minutes_range', values: { minutes: raw.minutes } } };
  }
  return { row: { date: raw.date, email, client, description, minutes: raw.minutes } };
}

/** "1.5" or "1,5" hours (Clockify's "Duration (decimal)") in whole minutes, rounded; null when it is no number. */
export function decimalHoursToMinutes(text: string): number | null {
  const match = /^\s*(\d{1,5})(?:[.,](\d{1,6}))?\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(`${match[1]}.${match[2] ?? '0'}`);
  return Math.round(hours * 60);
}

/** "hh:mm:ss" or "hh:mm" (Toggl's "Duration", Clockify's "Duration (h)") in whole minutes, half a minute up. */
export function hoursMinutesSecondsToMinutes(text: string): number | null {
  const match = /^\s*(\d{1,5}):([0-5]\d)(?::([0-5]\d))?\s*$/.exec(text);
  if (!match) return null;
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
  return Math.round(seconds / 60);
}

function isoDateOrNull(text: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

/**
 * Clockify writes "Start Date" in the workspace's date format: MM/DD/YYYY by default. Also read: YYYY-MM-DD and
 * DD.MM.YYYY, which no other of its formats can be taken for. DD/MM/YYYY and the dashed day-first forms are
 * ambiguous with the default and are refused (docs/product/access.md#import).
 */
export function clockifyDate(text: string): string | null {
  const iso = isoDateOrNull(text);
  if (iso) return iso;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (dotted) return `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}`;
  return null;
}
