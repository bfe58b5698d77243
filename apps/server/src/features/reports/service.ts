import { and, asc, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { LeaveStatus, monthBounds, Role, type TeamCalendarData, type UserMonthReport } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { assignments, clients, leaveRequests, publicHolidays, users, workLogs } from '../../platform/db/schema.js';
import { NotFound } from '../../platform/errors.js';
import { workLogColumns } from '../../platform/work-logs.js';

function monthOf(month: number, year: number): [string, string] {
  return monthBounds(`${year}-${String(month).padStart(2, '0')}`);
}

/** docs/product/reports.md#user-month and docs/product/http-contract.md#endpoints: a person's logs of a month, in two queries. */
export async function userMonthReport(
  db: Database,
  userId: number,
  month: number,
  year: number,
): Promise<UserMonthReport> {
  const [from, to] = monthOf(month, year);
  // Side by side: a missing person has no logs, and is a 404 either way.
  const [[user], logs] = await Promise.all([
    db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId)),
    db
      .select(workLogColumns)
      .from(workLogs)
      .innerJoin(clients, eq(clients.id, workLogs.clientId))
      .where(and(eq(workLogs.userId, userId), gte(workLogs.date, from), lte(workLogs.date, to)))
      .orderBy(asc(workLogs.date), asc(workLogs.id)),
  ]);
  if (!user) throw new NotFound('errors:user_not_found');
  return { user, logs };
}

/** docs/product/reports.md#team-calendar: everything the yearly team calendar draws, in five queries for any number of people. */
export async function teamCalendar(db: Database, year: number): Promise<TeamCalendarData> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const employees = and(eq(users.active, true), ne(users.roleId, Role.CLIENT));
  // The people's ids as a subquery, not a list of a thousand parameters: drizzle would spend most
  // of the request building those statements, with the event loop blocked (docs/decisions/0013-benchmark.md).
  const employeeIds = db.select({ id: users.id }).from(users).where(employees);
  const [people, leave, holidays, running, clientRows] = await Promise.all([
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
          lte(leaveRequests.fromDate, to),
          gte(leaveRequests.toDate, from),
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
      .where(
        and(
          inArray(assignments.userId, employeeIds),
          lte(assignments.fromDate, to),
          or(isNull(assignments.toDate), gte(assignments.toDate, from)),
        ),
      ),
    db.select({ id: clients.id, name: clients.name }).from(clients).orderBy(asc(clients.id)),
  ]);
  if (people.length === 0) return { people, leave: [], public_holidays: [], assignments: [], clients: [] };
  // The database holds only the halves of docs/product/time-model.md#half-days (a check constraint).
  const halves = leave as TeamCalendarData['leave'];
  return { people, leave: halves, public_holidays: holidays, assignments: running, clients: clientRows };
}
