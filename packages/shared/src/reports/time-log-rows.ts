import { isWeekend } from '../rules/dates.js';
import { ENGLISH_REPORT_TEXTS, type ReportRow, type ReportTexts } from './table.js';
import type { ReportLog } from './time-logs.js';

/**
 * docs/product/reports.md#downloads: the rows of userTimeLogTable (docs/product/reports.md#user-month) from a month's
 * logs read in pages in date order, batch by batch: weekends hidden, a day's total after its last entry, the total
 * last. Nothing but the running totals is kept between batches.
 */
export async function* userTimeLogRows(
  pages: AsyncIterable<ReportLog[]>,
  texts: ReportTexts = ENGLISH_REPORT_TEXTS,
): AsyncGenerator<ReportRow[]> {
  const { say, date, decimal } = texts;
  const weekend = new Map<string, boolean>();
  const onWeekend = (day: string) => weekend.get(day) ?? weekend.set(day, isWeekend(day)).get(day)!;
  let day: string | undefined;
  let dayMinutes = 0;
  let totalMinutes = 0;
  const dayTotal = (): ReportRow => [
    date(day!),
    '',
    say('exports:row.day_total'),
    dayMinutes,
    decimal(dayMinutes / 60, 2),
  ];
  for await (const logs of pages) {
    const rows: ReportRow[] = [];
    for (const log of logs) {
      if (onWeekend(log.date)) continue;
      if (day !== undefined && log.date !== day) {
        rows.push(dayTotal());
        dayMinutes = 0;
      }
      day = log.date;
      rows.push([date(log.date), log.client_name, log.description, log.duration, '']);
      dayMinutes += log.duration;
      totalMinutes += log.duration;
    }
    yield rows;
  }
  const last: ReportRow[] = day === undefined ? [] : [dayTotal()];
  last.push([say('exports:row.total_hours'), '', '', '', decimal(totalMinutes / 60, 1)]);
  yield last;
}

/** A client's log with its person, in the order of the client's month: by name, person, date. */
export interface ClientReportLog extends ReportLog {
  user_id: number;
  username: string;
}

/**
 * docs/product/reports.md#downloads: the rows of clientTimeLogTable (docs/product/reports.md#client-month) from the
 * month's logs read in pages ordered by person: a person's total after their last log, the total of all people last.
 */
export async function* clientTimeLogRows(
  pages: AsyncIterable<ClientReportLog[]>,
  texts: ReportTexts = ENGLISH_REPORT_TEXTS,
): AsyncGenerator<ReportRow[]> {
  const { say, date, decimal } = texts;
  const hours = (minutes: number) => decimal(minutes / 60, 1);
  let person: { id: number; name: string; minutes: number } | undefined;
  let allMinutes = 0;
  const personTotal = ({ name, minutes }: { name: string; minutes: number }): ReportRow => [
    name,
    '',
    say('exports:row.total_hours'),
    minutes,
    hours(minutes),
  ];
  for await (const logs of pages) {
    const rows: ReportRow[] = [];
    for (const log of logs) {
      if (person && person.id !== log.user_id) rows.push(personTotal(person));
      if (!person || person.id !== log.user_id) person = { id: log.user_id, name: log.username, minutes: 0 };
      rows.push([person.name, date(log.date), log.description, log.duration, '']);
      person.minutes += log.duration;
      allMinutes += log.duration;
    }
    yield rows;
  }
  const last: ReportRow[] = person ? [personTotal(person)] : [];
  last.push([say('exports:row.all_people'), '', say('exports:row.total_hours'), allMinutes, hours(allMinutes)]);
  yield last;
}
