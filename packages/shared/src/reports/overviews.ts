import { eachDay } from '../rules/dates.js';
import { LeaveStatus } from '../schemas/leave.js';
import type { TeamCalendarData } from '../schemas/reports.js';
import { ENGLISH_REPORT_TEXTS, type ReportTable, type ReportTexts } from './table.js';

/** docs/product/reports.md#home-office-year: people as rows, the months of the year (YYYY-MM) as columns, home-office day counts. */
export function homeOfficeYearTable(
  year: number,
  people: { name: string; months: number[] }[],
  texts: ReportTexts = ENGLISH_REPORT_TEXTS,
): ReportTable {
  const { say, month } = texts;
  const months = Array.from({ length: 12 }, (_, index) => month(year, index + 1));
  return {
    title: say('exports:title.home_office', { year }),
    header: [say('exports:column.person'), ...months, say('exports:column.total')],
    rows: people.map((person) => [person.name, ...person.months, person.months.reduce((sum, count) => sum + count, 0)]),
  };
}

/** docs/product/time-and-week.md#constants: six colours for client assignments in the team calendar. */
export const ASSIGNMENT_COLOURS = 6;

export type LeaveMark = 'pending' | 'approved' | 'national';

export interface TeamCalendarRow {
  person: { id: number; name: string };
  /** Per day of the year: the leave mark or null. */
  leave: (LeaveMark | null)[];
  /** Per day of the year: the colour (0–5) of the client assignment running that day, or null. */
  client: (number | null)[];
}

/**
 * docs/product/reports.md#team-calendar and docs/product/time-and-week.md#day-bar: per person and day the leave mark (only statuses 0 and 1; national holidays
 * first; the last request in the list wins) and the colour of the client assignment that day.
 * The lookups are built once; `rowOf` draws one person's row, so a screen builds only the rows it
 * shows (a thousand people × 365 days at once took a third of a second).
 */
export function teamCalendarIndex(data: TeamCalendarData, year: number) {
  const days = eachDay(`${year}-01-01`, `${year}-12-31`);
  // ISO dates order as strings (docs/product/http-contract.md#dates): a lookup instead of parsing two dates per request.
  const indexOfDay = new Map(days.map((day, index) => [day, index]));
  const dayOf = (date: string) => (date < days[0]! ? -1 : (indexOfDay.get(date) ?? days.length));
  const national = new Set(data.public_holidays.map((holiday) => holiday.date));
  const colourOfClient = new Map(data.clients.map((client, index) => [client.id, index % ASSIGNMENT_COLOURS]));
  // Day numbers, not date strings: walking every leave day as a string took most of the index's time.
  const leaveByPerson = new Map<number, (LeaveMark | undefined)[]>();
  for (const request of data.leave) {
    if (request.status !== LeaveStatus.PENDING && request.status !== LeaveStatus.APPROVED) continue;
    const marks = leaveByPerson.get(request.user_id) ?? [];
    const last = Math.min(dayOf(request.to_date), days.length - 1);
    for (let day = Math.max(dayOf(request.from_date), 0); day <= last; day += 1) {
      marks[day] = request.status === LeaveStatus.APPROVED ? 'approved' : 'pending';
    }
    leaveByPerson.set(request.user_id, marks);
  }
  const assignmentsByPerson = new Map<number, TeamCalendarData['assignments']>();
  for (const assignment of data.assignments)
    assignmentsByPerson.set(assignment.user_id, [...(assignmentsByPerson.get(assignment.user_id) ?? []), assignment]);
  const rowOf = (person: TeamCalendarRow['person']): TeamCalendarRow => {
    const marks = leaveByPerson.get(person.id);
    const assignments = assignmentsByPerson.get(person.id) ?? [];
    return {
      person,
      leave: days.map((day, index) => (national.has(day) ? 'national' : (marks?.[index] ?? null))),
      client: days.map((day) => {
        const running = assignments.find((a) => a.from_date <= day && (a.to_date === null || a.to_date >= day));
        return running ? (colourOfClient.get(running.client_id) ?? null) : null;
      }),
    };
  };
  return { days, rowOf };
}

/** Every person's row of the team calendar (downloads; see teamCalendarIndex). */
export function teamCalendarMarks(data: TeamCalendarData, year: number) {
  const { days, rowOf } = teamCalendarIndex(data, year);
  return { days, rows: data.people.map(rowOf) };
}

/** The words of the team calendar's leave marks (docs/product/time-and-week.md#day-bar). */
const MARK_KEYS: Record<LeaveMark, string> = {
  pending: 'exports:mark.pending',
  approved: 'exports:mark.approved',
  national: 'exports:mark.national',
};

export function teamCalendarTable(
  data: TeamCalendarData,
  year: number,
  texts: ReportTexts = ENGLISH_REPORT_TEXTS,
): ReportTable {
  const { say, date } = texts;
  const { days, rows } = teamCalendarMarks(data, year);
  const clientNames = new Map(data.clients.map((client) => [client.id, client.name]));
  const clientOf = (personId: number, day: string) =>
    data.assignments.find(
      (a) => a.user_id === personId && a.from_date <= day && (a.to_date === null || a.to_date >= day),
    )?.client_id;
  const marks = Object.fromEntries(Object.entries(MARK_KEYS).map(([mark, key]) => [mark, say(key)])) as Record<
    LeaveMark,
    string
  >;
  return {
    title: say('exports:title.team_calendar', { year }),
    header: [say('exports:column.person'), say('exports:column.row'), ...days.map(date)],
    rows: rows.flatMap((row) => [
      [row.person.name, say('exports:row.leave'), ...row.leave.map((mark) => (mark ? marks[mark] : ''))],
      [
        row.person.name,
        say('exports:row.client'),
        ...days.map((day) => clientNames.get(clientOf(row.person.id, day) ?? 0) ?? ''),
      ],
    ]),
  };
}
