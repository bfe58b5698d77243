import { and, eq, notExists, type SQL } from 'drizzle-orm';
import type { Language, NotificationKind } from '@portal/shared';
import type { Database } from '../db/index.js';
import { noticesSent, users } from '../db/schema.js';
import type { Translate } from '../i18n.js';
import { notify, type Notice } from '../notifications.js';
import type { JobDeps } from './runner.js';

/** A condition on `users`: the person has had no e-mail of `kind` for `period` (a week's Monday, a month) yet. */
export function notNoticed(db: Database, kind: NotificationKind, period: string): SQL {
  return notExists(
    db
      .select({ userId: noticesSent.userId })
      .from(noticesSent)
      .where(and(eq(noticesSent.kind, kind), eq(noticesSent.userId, users.id), eq(noticesSent.period, period))),
  );
}

/**
 * Queues a job's e-mail of `kind` for `period` through notify (so a person who turned the kind off gets none) and records
 * it in notices_sent in the same transaction: a retried or repeated run sends nobody twice. Nothing is recorded for a
 * person who turned it off, so that one who turns it back on within the period still gets theirs. True when queued.
 */
export async function sendNoticeOnce(
  { db, config, clock }: JobDeps,
  userId: number,
  kind: NotificationKind,
  period: string,
  compose: (say: Translate, language: Language) => Notice,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const queued = await notify(tx, config, userId, kind, compose, now);
    // The record's key keeps a second one from being queued: a run that races another fails and queues nothing.
    if (queued) await tx.insert(noticesSent).values({ kind, userId, period, sentAt: now });
    return queued;
  });
}
