import { aliasedTable, and, asc, eq, gte, inArray, isNull, lte, ne, or, type SQLWrapper } from 'drizzle-orm';
import { monthBounds, monthSummary, Role, type IsoDate, type TimesheetView } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { timesheets, users } from '../../platform/db/schema.js';
import { NotFound } from '../../platform/errors.js';
import { approvedLeaveShares, personTimes } from '../../domain/time-model/time-model.js';
import { loggedMinutes } from '../../domain/work-logs/work-logs.js';

export interface Person {
  id: number;
  name: string;
}

const person = { id: users.id, name: users.name };

/**
 * docs/product/closing.md#timesheets: the people whose months an admin approves: every active employee (not a CLIENT
 * user) employed in the month, by name.
 */
export function employeesOfMonth(db: Database, month: string, onlyIds?: readonly number[]): Promise<Person[]> {
  return db
    .select(person)
    .from(users)
    .where(and(employedIn(month), onlyIds === undefined ? undefined : inArray(users.id, [...onlyIds])))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * The ids of employeesOfMonth as a subquery, for the overview's other queries: a thousand ids as parameters cost more
 * than the queries themselves (bench/results/server-history.md, the users table).
 */
export function employeeIdsOfMonth(db: Database, month: string): SQLWrapper {
  return db.select({ id: users.id }).from(users).where(employedIn(month));
}

function employedIn(month: string) {
  const [first, last] = monthBounds(month);
  return and(
    eq(users.active, true),
    ne(users.roleId, Role.CLIENT),
    or(isNull(users.startDate), lte(users.startDate, last)),
    or(isNull(users.endDate), gte(users.endDate, first)),
  );
}

/** A person who has timesheets: an employee, active or not (a month of someone who has left is still approved). */
export async function employee(db: Database, userId: number): Promise<Person> {
  const [found] = await db
    .select(person)
    .from(users)
    .where(and(eq(users.id, userId), ne(users.roleId, Role.CLIENT)));
  if (!found) throw new NotFound('errors:user_not_found');
  return found;
}

const decider = aliasedTable(users, 'decider');

/**
 * docs/product/closing.md#timesheets, #summary: the months of `people` with their state and summary, in the order
 * given; `ids` are theirs, or a subquery of them (employeeIdsOfMonth). A constant number of queries whatever the number of people (docs/product/http-contract.md#scale): the
 * time model (three), approved leave, the day sums of the logs and the stored states.
 */
export async function timesheetViews(
  db: Database,
  people: readonly Person[],
  month: string,
  today: IsoDate,
  ids: SQLWrapper | number[] = people.map((one) => one.id),
): Promise<TimesheetView[]> {
  if (people.length === 0) return [];
  const [first, last] = monthBounds(month);
  // One after another: inside a transaction they share one connection.
  const times = await personTimes(db, ids, first, last);
  const leave = await approvedLeaveShares(db, ids, first, last);
  const logged = await loggedMinutes(db, ids, first, last);
  const stateRows = await db
    .select({
      userId: timesheets.userId,
      status: timesheets.status,
      submittedAt: timesheets.submittedAt,
      decidedAt: timesheets.decidedAt,
      comment: timesheets.comment,
      deciderId: decider.id,
      deciderName: decider.name,
    })
    .from(timesheets)
    .leftJoin(decider, eq(decider.id, timesheets.decidedBy))
    .where(and(eq(timesheets.month, month), inArray(timesheets.userId, ids)));

  const states = new Map(stateRows.map((row) => [row.userId, row]));
  const until = today < last ? today : last;
  return people.map((one) => {
    const state = states.get(one.id);
    const time = times.get(one.id) ?? { schedules: [], publicHolidays: new Set<IsoDate>() };
    return {
      user_id: one.id,
      name: one.name,
      month,
      status: (state?.status ?? 'open') as TimesheetView['status'],
      submitted_at: state?.submittedAt?.toISOString() ?? null,
      decided_by: state?.deciderId ? { id: state.deciderId, name: state.deciderName! } : null,
      decided_at: state?.decidedAt?.toISOString() ?? null,
      comment: state?.comment ?? null,
      ...monthSummary(time, month, until, logged.get(one.id) ?? new Map(), leave.get(one.id) ?? new Map()),
    };
  });
}
