import { isWeekend } from '../rules/dates.js';
import { hoursPerDay, totalHours } from '../rules/work-time.js';
import { ENGLISH_REPORT_TEXTS, type ReportTable, type ReportTexts } from './table.js';

export interface ReportLog {
  date: string;
  client_name: string;
  description: string;
  duration: number;
}

export type UserLogLine =
  | { kind: 'entry'; date: string; client: string; description: string; minutes: number }
  | { kind: 'day-total'; date: string; minutes: number; hours: string };

/**
 * docs/product/reports.md#user-month: weekends hidden, rows sorted by date, after each day's last entry a daily total
 * (minutes / 60 to two decimals), and a total (one decimal) at the bottom (docs/product/time-and-week.md#constants).
 */
export function userTimeLog(logs: ReportLog[]): { lines: UserLogLine[]; totalMinutes: number; totalHours: string } {
  // Each day's weekday once, and YYYY-MM-DD sorted as text (not localeCompare): a month of 100,000 logs has 31 days.
  const weekend = new Map<string, boolean>();
  const onWeekend = (date: string) => weekend.get(date) ?? weekend.set(date, isWeekend(date)).get(date)!;
  const shown = logs
    .filter((log) => !onWeekend(log.date))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const lines: UserLogLine[] = [];
  let dayMinutes = 0;
  shown.forEach((log, index) => {
    lines.push({
      kind: 'entry',
      date: log.date,
      client: log.client_name,
      description: log.description,
      minutes: log.duration,
    });
    dayMinutes += log.duration;
    if (shown[index + 1]?.date !== log.date) {
      lines.push({ kind: 'day-total', date: log.date, minutes: dayMinutes, hours: hoursPerDay(dayMinutes) });
      dayMinutes = 0;
    }
  });
  const totalMinutes = shown.reduce((sum, log) => sum + log.duration, 0);
  return { lines, totalMinutes, totalHours: totalHours(totalMinutes) };
}

/** The table of a person's month (docs/product/reports.md#user-month) in the words of `texts`. */
export function userTimeLogTable(
  title: string,
  logs: ReportLog[],
  texts: ReportTexts = ENGLISH_REPORT_TEXTS,
): ReportTable {
  const { lines, totalMinutes } = userTimeLog(logs);
  const { say, date, decimal } = texts;
  return {
    title,
    header: userTimeLogHeader(texts),
    rows: [
      ...lines.map((line) =>
        line.kind === 'entry'
          ? [date(line.date), line.client, line.description, line.minutes, '']
          : [date(line.date), '', say('exports:row.day_total'), line.minutes, decimal(line.minutes / 60, 2)],
      ),
      [say('exports:row.total_hours'), '', '', '', decimal(totalMinutes / 60, 1)],
    ],
  };
}

/** docs/product/reports.md#client-month: username, total_hours (in minutes) and the logs. */
export interface ClientReportItem {
  user_id: number;
  username: string;
  total_hours: number;
  data: ReportLog[];
}

/** docs/product/reports.md#client-month: one table per person (Date, Description, Duration, total hours), one total heading. */
export function clientTimeLogTable(
  title: string,
  items: ClientReportItem[],
  texts: ReportTexts = ENGLISH_REPORT_TEXTS,
): ReportTable {
  const { say, date, decimal } = texts;
  const hours = (minutes: number) => decimal(minutes / 60, 1);
  const rows: (string | number)[][] = [];
  for (const item of items) {
    for (const log of item.data) rows.push([item.username, date(log.date), log.description, log.duration, '']);
    rows.push([item.username, '', say('exports:row.total_hours'), item.total_hours, hours(item.total_hours)]);
  }
  const all = items.reduce((sum, item) => sum + item.total_hours, 0);
  rows.push([say('exports:row.all_people'), '', say('exports:row.total_hours'), all, hours(all)]);
  return { title, header: clientTimeLogHeader(texts), rows };
}

/** The columns of a person's month (userTimeLogTable). */
export function userTimeLogHeader({ say }: ReportTexts): string[] {
  return [
    say('exports:column.date'),
    say('exports:column.client'),
    say('exports:column.description'),
    say('exports:column.duration_minutes'),
    say('exports:column.hours_per_day'),
  ];
}

/** The columns of a client's month (clientTimeLogTable). */
export function clientTimeLogHeader({ say }: ReportTexts): string[] {
  return [
    say('exports:column.person'),
    say('exports:column.date'),
    say('exports:column.description'),
    say('exports:column.duration_minutes'),
    say('exports:column.hours'),
  ];
}
