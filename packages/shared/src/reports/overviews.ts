import { eachDay } from '../rules/dates.js';
import { leaveShare } from '../rules/time-model.js';
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
  person: TeamCalendarData['people'][number];
  /** Per day of the year: the leave mark or null. */
  leave: (LeaveMark | null)[];
  /** Per day of the year: true when that day's leave takes only half of it (docs/product/time-model.md#half-days). */
  half: boolean[];
  /** Per day of the year: the leave type of the request that wins a day of pending or approved leave, else null (docs/product/leave.md#types; null too for a colleague's private type, docs/product/leave.md#private-absences). */
  type: (number | null)[];
  /** Per day of the year: the colour (0–5) of the client assignment running that day, or null. */
  client: (number | null)[];
}

/** A day of pending or approved leave: its mark and whether it is a half day. One object each, shared by every day. */
interface LeaveDay {
  mark: 'pending' | 'approved';
  half: boolean;
}
const LEAVE_DAYS = {
  pending: { mark: 'pending', half: false },
  approved: { mark: 'approved', half: false },
  pendingHalf: { mark: 'pending', half: true },
  approvedHalf: { mark: 'approved', half: true },
} as const satisfies Record<string, LeaveDay>;

/**
 * docs/product/reports.md#team-calendar and docs/product/time-and-week.md#day-bar: per person and day the leave mark (only statuses 0 and 1; the public holidays
 * of the person's own calendar first (docs/product/time-model.md#calendars); the last request in the list wins, with its
 * halves) and the colour of the client assignment that day.
 * The lookups are built once; `rowOf` draws one person's row, so a screen builds only the rows it
 * shows (a thousand people × 365 days at once took a third of a second).
 */
export function teamCalendarIndex(data: TeamCalendarData, year: number) {
  const days = eachDay(`${year}-01-01`, `${year}-12-31`);
  // ISO dates order as strings (docs/product/http-contract.md#dates): a lookup instead of parsing two dates per request.
  const indexOfDay = new Map(days.map((day, index) => [day, index]));
  const dayOf = (date: string) => (date < days[0]! ? -1 : (indexOfDay.get(date) ?? days.length));
  const nationalByCalendar = new Map<number, boolean[]>();
  for (const holiday of data.public_holidays) {
    const day = indexOfDay.get(holiday.date);
    if (day === undefined) continue;
    const national = nationalByCalendar.get(holiday.calendar_id) ?? [];
    national[day] = true;
    nationalByCalendar.set(holiday.calendar_id, national);
  }
  const colourOfClient = new Map(data.clients.map((client, index) => [client.id, index % ASSIGNMENT_COLOURS]));
  // Day numbers, not date strings: walking every leave day as a string took most of the index's time.
  const leaveByPerson = new Map<number, (LeaveDay | undefined)[]>();
  const typesByPerson = new Map<number, (number | null)[]>();
  for (const request of data.leave) {
    if (request.status !== LeaveStatus.PENDING && request.status !== LeaveStatus.APPROVED) continue;
    const approved = request.status === LeaveStatus.APPROVED;
    const whole = approved ? LEAVE_DAYS.approved : LEAVE_DAYS.pending;
    const first = Math.max(dayOf(request.from_date), 0);
    const last = Math.min(dayOf(request.to_date), days.length - 1);
    if (first > last) continue;
    const marks = leaveByPerson.get(request.user_id) ?? [];
    const types = typesByPerson.get(request.user_id) ?? [];
    for (let day = first; day <= last; day += 1) {
      marks[day] = whole;
      types[day] = request.type;
    }
    typesByPerson.set(request.user_id, types);
    // Only a request's first and last day can be halves: leaveShare is asked of those two alone.
    for (const end of [first, last]) {
      if (leaveShare(request, days[end]!) < 1) marks[end] = approved ? LEAVE_DAYS.approvedHalf : LEAVE_DAYS.pendingHalf;
    }
    leaveByPerson.set(request.user_id, marks);
  }
  const assignmentsByPerson = new Map<number, TeamCalendarData['assignments']>();
  for (const assignment of data.assignments)
    assignmentsByPerson.set(assignment.user_id, [...(assignmentsByPerson.get(assignment.user_id) ?? []), assignment]);
  const rowOf = (person: TeamCalendarRow['person']): TeamCalendarRow => {
    const marks = leaveByPerson.get(person.id);
    const types = typesByPerson.get(person.id);
    const national = nationalByCalendar.get(person.holiday_calendar_id);
    const assignments = assignmentsByPerson.get(person.id) ?? [];
    const leave = days.map((_, index): LeaveMark | null =>
      national?.[index] ? 'national' : (marks?.[index]?.mark ?? null),
    );
    return {
      person,
      leave,
      half: leave.map((mark, index) => mark !== 'national' && (marks?.[index]?.half ?? false)),
      type: leave.map((mark, index) => (mark === null || mark === 'national' ? null : (types?.[index] ?? null))),
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
