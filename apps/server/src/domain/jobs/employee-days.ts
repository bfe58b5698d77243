import { and, eq, ne, type SQL } from 'drizzle-orm';
import {
  dayTarget,
  defaultPersonTime,
  eachDay,
  fullDayMinutes,
  measureMinutes,
  plannedDay,
  Role,
  type IsoDate,
  type PersonTime,
  type ReminderDay,
} from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema.js';
import { approvedLeaveShares, personTimes } from '../time-model/time-model.js';
import { loggedMinutes } from '../work-logs/work-logs.js';

/** An active employee as the reminders see them: their time rules and their days of a range. */
export interface EmployeeDays {
  id: number;
  name: string;
  time: PersonTime;
  days: ReminderDay[];
}

/**
 * Every active person who is not a CLIENT user (and meets `also`, a condition on `users`), ordered by name, with each
 * day from `from` to `to`: the minutes logged and the day as the weekly status reads it (docs/product/time-and-week.md#weekly-status),
 * measured as the users screen measures it (features/weekly-report) on their schedule, calendar and leave
 * (docs/product/time-model.md). Four set-based queries, whatever the number of people.
 */
export async function employeeDays(db: Database, from: IsoDate, to: IsoDate, also?: SQL): Promise<EmployeeDays[]> {
  const isEmployee = and(eq(users.active, true), ne(users.roleId, Role.CLIENT), also);
  const people = await db.select({ id: users.id, name: users.name }).from(users).where(isEmployee).orderBy(users.name);
  if (people.length === 0) return [];
  const ids = people.map((person) => person.id);
  const logged = await loggedMinutes(db, ids, from, to);
  const leave = await approvedLeaveShares(db, ids, from, to);
  const times = await personTimes(db, ids, from, to);

  const dates = eachDay(from, to);
  return people.map(({ id, name }) => {
    const time = times.get(id) ?? defaultPersonTime();
    const leaveOn = leave.get(id);
    const days = dates.map((date): ReminderDay => {
      const day = plannedDay(time, date, leaveOn?.get(date) ?? 0);
      return {
        date,
        minutes: logged.get(id)?.get(date) ?? 0,
        isHoliday: day.isPublicHoliday || day.leave >= 1,
        // docs/product/time-model.md#measure: only the schedule's working days are checked.
        measure: day.scheduled > 0 ? measureMinutes(day, fullDayMinutes(time, date)) : 0,
        target: dayTarget(day),
      };
    });
    return { id, name, time, days };
  });
}
