import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { LeaveStatus, monthBounds, Role, type TeamCalendarData, type UserMonthReport } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { assignments, clients, leaveRequests, publicHolidays, users, workLogs } from '../../platform/db/schema.js';
import { NotFound } from '../../platform/errors.js';
import { leaveTypesSeenBy, type LeaveViewer } from '../../domain/leave/leave-privacy.js';
import { clientMonthLogs } from '../../domain/closing/client-month-report.js';
import { assignmentDuring, workLogColumns } from '../../domain/work-logs/work-logs.js';
import { leaveDuring } from '../../domain/leave/leave-spans.js';

function monthOf(month: number, year: number): [string, string] {
  return monthBounds(`${year}-${String(month).padStart(2, '0')}`);
}

/**
 * Rows a month's logs are read in: a month of 100,000 logs is read in 100 short queries (each a range of one index,
 * `work_logs_user_date_id_client_duration_idx`) with a turn of the event loop between them, instead of one query that
 * would keep the embedded database (and so the whole server) busy for seconds (docs/product/reports.md#downloads).
 */
const ROWS_PER_READ = 1_000;

/** Reads `page(after)` until a page is short; `after` is the last row of the page before (keyset paging). */
async function* pagesOf<T>(page: (after: T | undefined) => Promise<T[]>): AsyncGenerator<T[]> {
  for (let after: T | undefined; ;) {
    const next = await page(after);
    yield next;
    if (next.length < ROWS_PER_READ) return;
    after = next.at(-1);
    await nextTurn();
  }
}

async function readInPages<T>(page: (after: T | undefined) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for await (const next of pagesOf(page)) for (const row of next) rows.push(row);
  return rows;
}

/** docs/product/reports.md#user-month and docs/product/http-contract.md#endpoints: a person's logs of a month (one query per 1,000 logs). */
export async function userMonthReport(
  db: Database,
  userId: number,
  month: number,
  year: number,
): Promise<UserMonthReport> {
  // Side by side: a missing person has no logs, and is a 404 either way.
  const [user, logs] = await Promise.all([
    monthReportUser(db, userId),
    readInPages(personLogPage(db, userId, month, year)),
  ]);
  return { user, logs };
}

/** The person a month report is about (404 when there is none). */
export async function monthReportUser(db: Database, userId: number): Promise<UserMonthReport['user']> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new NotFound('errors:user_not_found');
  return user;
}

/**
 * docs/product/reports.md#downloads: a person's logs of a month in date order, 1,000 a page, read as they are taken
 * (the download never holds the month).
 */
export function userMonthLogPages(db: Database, userId: number, month: number, year: number) {
  return pagesOf(personLogPage(db, userId, month, year));
}

/** A page of a person's logs of a month (for one client only when `clientId` is given), in date order. */
function personLogPage(db: Database, userId: number, month: number, year: number, clientId?: number) {
  const [from, to] = monthOf(month, year);
  const ofTheMonth = and(
    eq(workLogs.userId, userId),
    gte(workLogs.date, from),
    lte(workLogs.date, to),
    clientId === undefined ? undefined : eq(workLogs.clientId, clientId),
  );
  return (after: WorkLogRow | undefined) =>
    db
      .select(workLogColumns)
      .from(workLogs)
      .innerJoin(clients, eq(clients.id, workLogs.clientId))
      .where(and(ofTheMonth, after && sql`(${workLogs.date}, ${workLogs.id}) > (${after.date}, ${after.id})`))
      .orderBy(asc(workLogs.date), asc(workLogs.id))
      .limit(ROWS_PER_READ);
}

type WorkLogRow = { [K in keyof typeof workLogColumns]: (typeof workLogColumns)[K]['_']['data'] };

/**
 * docs/product/reports.md#downloads: a client's logs of a month ordered by person (name, id), then date, read person by
 * person and 1,000 a page as they are taken. Each page is a range of one person's index entries: paging the month as a
 * whole would sort all its logs by name again for every page, and keep the embedded database busy as long.
 */
export async function* clientMonthLogPages(
  db: Database,
  client: { id: number; everyone: boolean },
  month: number,
  year: number,
) {
  for (const person of await clientMonthPeople(db, client, month, year)) {
    for await (const page of pagesOf(personLogPage(db, person.id, month, year, client.id))) {
      yield page.map((log) => ({ ...log, username: person.name }));
    }
  }
}

/** The people with logs in the client's month that `client` may see, by name (docs/product/reports.md#client-month). */
function clientMonthPeople(db: Database, client: { id: number; everyone: boolean }, month: number, year: number) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      sql`exists (${db
        .select({ one: sql`1` })
        .from(workLogs)
        .where(and(eq(workLogs.userId, users.id), clientMonthLogs(client, month, year)))})`,
    )
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * docs/product/reports.md#team-calendar: everything the yearly team calendar draws, in six queries for any number of
 * people; a private type only where `viewer` may see it (docs/product/leave.md#private-absences).
 */
export async function teamCalendar(db: Database, year: number, viewer: LeaveViewer): Promise<TeamCalendarData> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const employees = and(eq(users.active, true), ne(users.roleId, Role.CLIENT));
  // The people's ids as a subquery, not a list of a thousand parameters: drizzle would spend most
  // of the request building those statements, with the event loop blocked (docs/decisions/0013-benchmark.md).
  const employeeIds = db.select({ id: users.id }).from(users).where(employees);
  const [people, leave, holidays, running, clientRows, typeSeen] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, holiday_calendar_id: users.holidayCalendarId })
      .from(users)
      .where(employees)
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({
        user_id: leaveRequests.requestingId,
        from_date: leaveRequests.fromDate,
        to_date: leaveRequests.toDate,
        from_half: leaveRequests.fromHalf,
        to_half: leaveRequests.toHalf,
        status: leaveRequests.status,
        type: leaveRequests.type,
      })
      .from(leaveRequests)
      .where(
        and(
          inArray(leaveRequests.requestingId, employeeIds),
          inArray(leaveRequests.status, [LeaveStatus.PENDING, LeaveStatus.APPROVED]),
          leaveDuring(from, to),
        ),
      )
      .orderBy(asc(leaveRequests.id)),
    db
      .select({ date: publicHolidays.date, title: publicHolidays.title, calendar_id: publicHolidays.calendarId })
      .from(publicHolidays)
      .where(and(gte(publicHolidays.date, from), lte(publicHolidays.date, to))),
    db
      .select({
        user_id: assignments.userId,
        client_id: assignments.clientId,
        from_date: assignments.fromDate,
        to_date: assignments.toDate,
      })
      .from(assignments)
      .where(and(inArray(assignments.userId, employeeIds), assignmentDuring(from, to))),
    db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(asc(clients.id)),
    leaveTypesSeenBy(db, viewer),
  ]);
  if (people.length === 0) return { people, leave: [], public_holidays: [], assignments: [], clients: [] };
  // The database holds only the halves of docs/product/time-model.md#half-days (a check constraint).
  const halves = leave.map((entry) => ({
    ...entry,
    type: typeSeen(entry.user_id, entry.type),
  })) as TeamCalendarData['leave'];
  return { people, leave: halves, public_holidays: holidays, assignments: running, clients: clientRows };
}
