import { and, asc, eq, ne, notExists } from 'drizzle-orm';
import { expiryNoticeDue, Role } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { noticesSent, users } from '../../platform/db/schema.js';
import { formatDate } from '../../platform/i18n.js';
import { balancesOfMany } from '../leave/leave-balances.js';
import { notify } from '../../platform/notifications.js';
import { carryOverUntil } from '../leave/leave-settings.js';
import { portalMoment } from '../../platform/settings.js';
import { dailyAt, jobDetail, type Job, type JobDeps } from '../../platform/jobs/runner.js';

const KIND = 'leave_expiring';

type ExpiryNotice = NonNullable<ReturnType<typeof expiryNoticeDue>>;

/**
 * docs/product/leave.md#expiry-notice: in the 30 days before last year's leftover days expire (and on that day), each
 * active person who still has some gets one e-mail, once per person and year.
 */
export const leaveExpiryNotices: Job = {
  name: 'leave-expiry-notices',
  ...dailyAt(7),
  run: sendExpiryNotices,
};

async function sendExpiryNotices(deps: JobDeps): Promise<string> {
  const { db, clock } = deps;
  const today = await portalMoment(db, clock.now());
  const due = expiryNoticeDue(today.date, await carryOverUntil(db));
  if (!due) return jobDetail('jobs:detail.nothing_due');
  const people = await notYetNoticed(db, String(due.leftoverYear));
  if (people.length === 0) return jobDetail('jobs:detail.queued', 0);
  const balances = await balancesOfMany(db, people, { year: today.year, today: today.date });
  let queued = 0;
  for (const [userId, balance] of balances) {
    if (balance.available_days_left_prev <= 0) continue;
    if (await sendNotice(deps, userId, balance.available_days_left_prev, due)) queued += 1;
  }
  return jobDetail('jobs:detail.queued', queued);
}

/** Active people who are not CLIENT users and have had no notice for `period` yet. */
async function notYetNoticed(db: Database, period: string): Promise<number[]> {
  const noticed = db
    .select({ userId: noticesSent.userId })
    .from(noticesSent)
    .where(and(eq(noticesSent.kind, KIND), eq(noticesSent.userId, users.id), eq(noticesSent.period, period)));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), ne(users.roleId, Role.CLIENT), notExists(noticed)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/**
 * Queues the e-mail and records it in one transaction. Nothing is recorded for a person who turned these e-mails
 * off, so that one who turns them back on within the 30 days still gets theirs (docs/product/leave.md#expiry-notice:
 * it "can be turned off like the others"). The record's key keeps a second one from being queued.
 */
async function sendNotice({ db, config, clock }: JobDeps, userId: number, days: number, due: ExpiryNotice) {
  const period = String(due.leftoverYear);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const queued = await notify(
      tx,
      config,
      userId,
      KIND,
      (say, language) => {
        const values = { year: period, date: formatDate(language, due.lastDay) };
        return {
          subject: say('notifications:leave_expiring.subject', values),
          lines: [say('notifications:leave_expiring.body', { ...values, count: days })],
          link: `${config.publicUrl}/holidays`,
        };
      },
      now,
    );
    if (queued) await tx.insert(noticesSent).values({ kind: KIND, userId, period, sentAt: now });
    return queued;
  });
}
