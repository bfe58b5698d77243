import { and, asc, count, eq, inArray, min } from 'drizzle-orm';
import {
  addDays,
  LeaveStatus,
  Role,
  weekSoFar,
  weekStart,
  zonedMoment,
  type IsoDate,
  type Language,
} from '@portal/shared';
import { leaveRequests, users } from '../../platform/db/schema.js';
import { formatDate, formatDecimal, type Translate } from '../../platform/i18n.js';
import { portalMoment, portalTimeZone } from '../../platform/settings.js';
import { employeeDays } from './employee-days.js';
import { notNoticed, sendNoticeOnce } from '../../platform/jobs/notices.js';
import { jobDetail, weeklyAt, type Job, type JobDeps } from '../../platform/jobs/runner.js';

const KIND = 'admin_digest';

/** Someone whose last week is 'Insufficient time logged.', with the hours logged and expected. */
interface MissingHours {
  name: string;
  loggedMinutes: number;
  expectedMinutes: number;
}

interface PendingLeave {
  count: number;
  /** The portal's date on which the longest-waiting request was made. */
  oldestSince: IsoDate | null;
}

/**
 * docs/product/closing.md#reminders: on Mondays at 08:00 on the portal's clocks, each active ADMIN and SUPER_ADMIN gets
 * a digest of last week: the people whose week is 'Insufficient time logged.' (logged against expected hours) and the
 * leave requests waiting for a decision (how many, and since when the oldest). Nothing to say: no e-mail.
 */
export const adminDigest: Job = {
  name: 'admin-digest',
  ...weeklyAt(1, 8),
  run: sendAdminDigests,
};

async function sendAdminDigests(deps: JobDeps): Promise<string> {
  const { db } = deps;
  const now = await portalMoment(db, deps.clock.now());
  const lastMonday = addDays(weekStart(now.date), -7);
  const lastSunday = addDays(lastMonday, 6);
  const missing = (await employeeDays(db, lastMonday, lastSunday)).flatMap((person): MissingHours[] => {
    const week = weekSoFar(lastMonday, person.days, now);
    return week.insufficient ? [{ name: person.name, ...week }] : [];
  });
  const pending = await pendingLeave(deps);
  if (missing.length === 0 && pending.count === 0) return jobDetail('jobs:detail.nothing_to_report');

  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        inArray(users.roleId, [Role.ADMIN, Role.SUPER_ADMIN]),
        notNoticed(db, KIND, lastMonday),
      ),
    )
    .orderBy(asc(users.id));
  let queued = 0;
  for (const admin of admins) {
    const sent = await sendNoticeOnce(deps, admin.id, KIND, lastMonday, (say, language) => ({
      subject: say('notifications:admin_digest.subject', { from: formatDate(language, lastMonday) }),
      lines: digestLines(say, language, { from: lastMonday, to: lastSunday }, missing, pending),
      link: `${deps.config.publicUrl}${missing.length > 0 ? '/users' : '/holidays/manageholiday'}`,
    }));
    if (sent) queued += 1;
  }
  return jobDetail('jobs:detail.queued', queued);
}

function digestLines(
  say: Translate,
  language: Language,
  week: { from: IsoDate; to: IsoDate },
  missing: MissingHours[],
  pending: PendingLeave,
): string[] {
  const hours = (minutes: number) => formatDecimal(language, minutes / 60, 1);
  const lines: string[] = [];
  if (missing.length > 0) {
    lines.push(
      say('notifications:admin_digest.missing', {
        from: formatDate(language, week.from),
        to: formatDate(language, week.to),
      }),
      ...missing.map((person) =>
        say('notifications:admin_digest.missing_person', {
          name: person.name,
          logged: hours(person.loggedMinutes),
          expected: hours(person.expectedMinutes),
        }),
      ),
    );
  }
  if (pending.count > 0 && pending.oldestSince) {
    lines.push(
      say('notifications:admin_digest.pending_leave', {
        count: pending.count,
        date: formatDate(language, pending.oldestSince),
      }),
    );
  }
  return lines;
}

/** The leave requests waiting for a decision: one query. */
async function pendingLeave({ db }: JobDeps): Promise<PendingLeave> {
  const [row] = await db
    .select({ count: count(), oldest: min(leaveRequests.createdAt) })
    .from(leaveRequests)
    .where(eq(leaveRequests.status, LeaveStatus.PENDING));
  const oldest = row?.oldest ?? null;
  return {
    count: Number(row?.count ?? 0),
    oldestSince: oldest ? zonedMoment(new Date(oldest), await portalTimeZone(db)).date : null,
  };
}
