import { and, eq, ne, type SQL } from 'drizzle-orm';
import { can, monthHasStarted, type TimesheetView } from '@portal/shared';
import { auditActor, recordAudit, recordAudits } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { timesheets } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, InvalidInput, NotFound } from '../../platform/errors.js';
import { formatMonth } from '../../platform/i18n.js';
import { notify } from '../../platform/notifications.js';
import { portalMoment } from '../../platform/settings.js';
import { employee, employeeIdsOfMonth, employeesOfMonth, timesheetViews, type Person } from './views.js';

/** docs/product/closing.md#timesheets: "A month that has not started cannot be submitted (400)", nor approved. */
export class MonthNotStarted extends InvalidInput {
  constructor() {
    const message = 'errors:timesheets.month_not_started';
    super(message, { month: [message] });
  }
}

async function today(deps: AppDeps): Promise<string> {
  return (await portalMoment(deps.db, deps.clock.now())).date;
}

async function assertStarted(deps: AppDeps, month: string): Promise<string> {
  const date = await today(deps);
  if (!monthHasStarted(month, date)) throw new MonthNotStarted();
  return date;
}

/**
 * docs/product/closing.md#timesheets: admins see every employee's month, or one person's with `userId`; anyone else
 * only their own (another person's id is 403).
 */
export async function timesheetsOf(
  deps: AppDeps,
  actor: Actor,
  month: string,
  userId?: number,
): Promise<TimesheetView[]> {
  const date = await today(deps);
  const admin = can(actor.caller.roleId, 'timesheets:decide');
  if (admin && userId === undefined) {
    const everyone = await employeesOfMonth(deps.db, month);
    return timesheetViews(deps.db, everyone, month, date, employeeIdsOfMonth(deps.db, month));
  }
  return timesheetViews(deps.db, [await employee(deps.db, userId ?? actor.caller.id)], month, date);
}

const ALREADY = {
  open: 'errors:timesheets.already_open',
  submitted: 'errors:timesheets.already_submitted',
  approved: 'errors:timesheets.already_approved',
} as const;

/**
 * `state` written into the month of each of `userIds` whose stored month `allows` it; a month never written has no row
 * and is written. Answers the people whose month changed.
 */
async function writeMonths(
  tx: Database,
  userIds: number[],
  month: string,
  state: Omit<typeof timesheets.$inferInsert, 'userId' | 'month'>,
  allows: SQL,
): Promise<number[]> {
  const changed = await tx
    .insert(timesheets)
    .values(userIds.map((userId) => ({ userId, month, ...state })))
    .onConflictDoUpdate({ target: [timesheets.userId, timesheets.month], set: state, setWhere: allows })
    .returning({ userId: timesheets.userId });
  return changed.map((row) => row.userId);
}

/** The stored state of a month that a write could not change: its status decides the 409's words. */
async function refusal(db: Database, userId: number, month: string): Promise<Conflict> {
  const [row] = await db
    .select({ status: timesheets.status })
    .from(timesheets)
    .where(and(eq(timesheets.userId, userId), eq(timesheets.month, month)));
  return new Conflict(ALREADY[(row?.status ?? 'open') as keyof typeof ALREADY]);
}

/** docs/product/closing.md#timesheets: the person, or an admin for them, hands in an open month. */
export async function submitTimesheet(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  month: string,
): Promise<TimesheetView> {
  const date = await assertStarted(deps, month);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const person = await employee(tx, userId);
    const state = { status: 'submitted', submittedAt: now, decidedBy: null, decidedAt: null, comment: null };
    const [changed] = await writeMonths(tx, [userId], month, state, eq(timesheets.status, 'open'));
    if (changed === undefined) throw await refusal(tx, userId, month);
    await recordAudit(
      tx,
      { ...auditActor(actor), action: 'timesheet.submit', targetType: 'user', targetId: userId, after: { month } },
      now,
    );
    return (await timesheetViews(tx, [person], month, date))[0]!;
  });
}

/**
 * docs/product/closing.md#timesheets: admins approve the months of `people` that are not approved yet, submitted or
 * not, in one statement; an approved month locks the person's days (docs/product/closing.md#locks). Answers the
 * months it changed.
 */
async function approve(deps: AppDeps, tx: Database, actor: Actor, people: Person[], month: string, date: string) {
  const now = deps.clock.now();
  const state = { status: 'approved', decidedBy: actor.caller.id, decidedAt: now, comment: null };
  const ids = people.map((one) => one.id);
  const changed = new Set(await writeMonths(tx, ids, month, state, ne(timesheets.status, 'approved')));
  const approved = people.filter((one) => changed.has(one.id));
  // One row per person, so that each person's history shows their month's approval.
  await recordAudits(
    tx,
    approved.map((one) => ({
      ...auditActor(actor),
      action: 'timesheet.approve',
      targetType: 'user',
      targetId: one.id,
      after: { month },
    })),
    now,
  );
  return timesheetViews(tx, approved, month, date);
}

export async function approveTimesheet(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  month: string,
): Promise<TimesheetView> {
  const date = await assertStarted(deps, month);
  return deps.db.transaction(async (tx) => {
    const [view] = await approve(deps, tx, actor, [await employee(tx, userId)], month, date);
    if (!view) throw await refusal(tx, userId, month);
    return view;
  });
}

/** docs/product/closing.md#timesheets: the overview's bulk approve; people named who are no employees are a 404. */
export async function approveTimesheets(
  deps: AppDeps,
  actor: Actor,
  month: string,
  userIds: readonly number[],
): Promise<TimesheetView[]> {
  const date = await assertStarted(deps, month);
  return deps.db.transaction(async (tx) => {
    const people = await employeesOfMonth(tx, month, [...new Set(userIds)]);
    if (people.length !== new Set(userIds).size) throw new NotFound('errors:user_not_found');
    return approve(deps, tx, actor, people, month, date);
  });
}

/**
 * docs/product/closing.md#timesheets: an admin gives a submitted or approved month back to its person, saying why;
 * the person is told by e-mail (`timesheet_reopened`).
 */
export async function reopenTimesheet(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  month: string,
  comment: string,
): Promise<TimesheetView> {
  const date = await today(deps);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const person = await employee(tx, userId);
    const [changed] = await tx
      .update(timesheets)
      .set({ status: 'open', submittedAt: null, decidedBy: actor.caller.id, decidedAt: now, comment })
      .where(and(eq(timesheets.userId, userId), eq(timesheets.month, month), ne(timesheets.status, 'open')))
      .returning({ userId: timesheets.userId });
    if (!changed) throw new Conflict(ALREADY.open);
    await recordAudit(
      tx,
      {
        ...auditActor(actor),
        action: 'timesheet.reopen',
        targetType: 'user',
        targetId: userId,
        after: { month, comment },
      },
      now,
    );
    await notifyReopened(tx, deps, userId, month, comment, now);
    return (await timesheetViews(tx, [person], month, date))[0]!;
  });
}

/** docs/product/closing.md#timesheets: `timesheet_reopened`, to the person, with the admin's reason. */
function notifyReopened(tx: Database, deps: AppDeps, userId: number, month: string, comment: string, now: Date) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return notify(
    tx,
    deps.config,
    userId,
    'timesheet_reopened',
    (say, language) => {
      const name = formatMonth(language, year, monthNumber);
      return {
        subject: say('notifications:timesheet_reopened.subject', { month: name }),
        lines: [
          say('notifications:timesheet_reopened.body', { month: name }),
          say('notifications:timesheet_reopened.comment', { comment }),
        ],
        link: `${deps.config.publicUrl}/`,
      };
    },
    now,
  );
}
