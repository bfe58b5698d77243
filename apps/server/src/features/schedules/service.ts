import { and, desc, eq } from 'drizzle-orm';
import {
  dayTarget,
  eachDay,
  fullDayMinutes,
  plannedDay,
  scheduledMinutes,
  type IsoDate,
  type PersonDays,
  type ScheduleBody,
  type ScheduleView,
} from '@portal/shared';
import { auditOf } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { users, workSchedules } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { NotFound } from '../../platform/errors.js';
import { approvedLeaveShares, calendarHolidays, personTime } from '../../domain/time-model/time-model.js';

const audit = auditOf('work_schedule');

const columns = { id: workSchedules.id, from_date: workSchedules.fromDate, minutes: workSchedules.minutes };

/** docs/product/time-model.md#schedules: a person's weeks, newest first; 404 for nobody. */
export async function listSchedules(db: Database, userId: number): Promise<ScheduleView[]> {
  await assertPersonExists(db, userId);
  return db
    .select(columns)
    .from(workSchedules)
    .where(eq(workSchedules.userId, userId))
    .orderBy(desc(workSchedules.fromDate));
}

/**
 * docs/product/time-model.md#schedules: sets the week valid from `from_date`; a week already starting on that date is
 * replaced. Committed with its audit row (docs/product/reports.md#one-transaction).
 */
export async function setSchedule(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  body: ScheduleBody,
): Promise<{ schedule: ScheduleView; replaced: boolean }> {
  await assertPersonExists(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    const samePeriod = and(eq(workSchedules.userId, userId), eq(workSchedules.fromDate, body.from_date));
    const [before] = await tx.select(columns).from(workSchedules).where(samePeriod).for('update');
    const [schedule] = await tx
      .insert(workSchedules)
      .values({ userId, fromDate: body.from_date, minutes: body.minutes })
      .onConflictDoUpdate({ target: [workSchedules.userId, workSchedules.fromDate], set: { minutes: body.minutes } })
      .returning(columns);
    await audit(tx, actor, deps.clock.now(), {
      action: before ? 'work_schedule.replace' : 'work_schedule.create',
      id: schedule!.id,
      before: before && { user_id: userId, ...before },
      after: { user_id: userId, ...schedule },
    });
    return { schedule: schedule!, replaced: before !== undefined };
  });
}

/**
 * docs/product/time-model.md#plan: each day of a person between two dates as the time rules see it. Six queries
 * whatever the number of days: the person, their time model (three), their approved leave and their calendar's
 * holidays with titles.
 */
export async function personDays(db: Database, userId: number, from: IsoDate, to: IsoDate): Promise<PersonDays> {
  const calendarId = await calendarOf(db, userId);
  const [person, leave, holidays] = await Promise.all([
    personTime(db, userId, from, to),
    approvedLeaveShares(db, [userId], from, to),
    calendarHolidays(db, calendarId, from, to),
  ]);
  const days = eachDay(from, to);
  return {
    data: days.map((date) => {
      const share = leave.get(userId)?.get(date) ?? 0;
      return {
        date,
        scheduled_minutes: scheduledMinutes(person, date),
        target_minutes: dayTarget(plannedDay(person, date, share)),
        public_holiday: holidays.get(date) ?? null,
        leave: share,
      };
    }),
    full_day_minutes: days.map((date) => fullDayMinutes(person, date)),
  };
}

async function calendarOf(db: Database, userId: number): Promise<number> {
  const [person] = await db.select({ calendarId: users.holidayCalendarId }).from(users).where(eq(users.id, userId));
  if (!person) throw new NotFound('errors:user_not_found');
  return person.calendarId;
}

async function assertPersonExists(db: Database, userId: number): Promise<void> {
  await calendarOf(db, userId);
}
