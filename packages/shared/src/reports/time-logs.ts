import { isWeekend } from '../rules/dates.js';
import { hoursPerDay, totalHours } from '../rules/work-time.js';
import type { ReportTable } from './table.js';

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
  const shown = logs.filter((log) => !isWeekend(log.date)).sort((a, b) => a.date.localeCompare(b.date));
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

export function userTimeLogTable(title: string, logs: ReportLog[]): ReportTable {
  const { lines, totalHours: total } = userTimeLog(logs);
  return {
    title,
    header: ['Date', 'Client', 'Description', 'Duration (minutes)', 'Hours per day'],
    rows: [
      ...lines.map((line) =>
        line.kind === 'entry'
          ? [line.date, line.client, line.description, line.minutes, '']
          : [line.date, '', 'Day total', line.minutes, line.hours],
      ),
      ['Total hours', '', '', '', total],
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
export function clientTimeLogTable(title: string, items: ClientReportItem[]): ReportTable {
  const rows: (string | number)[][] = [];
  for (const item of items) {
    for (const log of item.data) rows.push([item.username, log.date, log.description, log.duration, '']);
    rows.push([item.username, '', 'Total hours', item.total_hours, totalHours(item.total_hours)]);
  }
  const all = items.reduce((sum, item) => sum + item.total_hours, 0);
  rows.push(['All people', '', 'Total hours', all, totalHours(all)]);
  return { title, header: ['Person', 'Date', 'Description', 'Duration (minutes)', 'Hours'], rows };
}
