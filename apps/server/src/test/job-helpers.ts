import { asc, desc, eq } from 'drizzle-orm';
import type { TestClock } from './app.js';
import { buildClient, buildUser, type BuildUserOptions } from './factories.js';
import { buildWorkLog } from './record-factories.js';
import type { Database } from '../platform/db/index.js';
import { jobRuns, mailOutbox, users } from '../platform/db/schema.js';
import { runDueJobs, type Job, type JobDeps } from '../platform/jobs/runner.js';

/** Moves the test clock to `moment`. */
export function setClock(clock: TestClock, moment: string): void {
  clock.advance(new Date(moment).getTime() - clock.now().getTime());
}

/** Moves the clock to `moment` and lets the runner do what of `jobs` is due. */
export async function runAt(deps: JobDeps & { clock: TestClock }, moment: string, jobs: readonly Job[]) {
  setClock(deps.clock, moment);
  return runDueJobs(deps, deps.clock.now(), jobs);
}

/** The queued e-mails, oldest first. */
export function queuedMails(db: Database) {
  return db
    .select({ to: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.id));
}

export async function lastRunDetail(db: Database, job: string) {
  const [run] = await db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.dueAt)).limit(1);
  return run?.detail;
}

/** A person who reads the portal in `language` (English unless said). */
export async function buildPerson(db: Database, options: BuildUserOptions & { language?: 'en' | 'de' } = {}) {
  const { language, ...rest } = options;
  const person = await buildUser(db, rest);
  if (language) await db.update(users).set({ language }).where(eq(users.id, person.id));
  return person;
}

export async function turnOff(db: Database, userId: number, kind: string) {
  await db
    .update(users)
    .set({ notificationsOff: [kind] })
    .where(eq(users.id, userId));
}

/** Logs `minutes` for `userId` on each of `dates` (0 logs nothing). */
export async function logDays(db: Database, userId: number, entries: Record<string, number>) {
  const client = await buildClient(db);
  for (const [date, minutes] of Object.entries(entries)) {
    if (minutes > 0) await buildWorkLog(db, { userId, clientId: client.id, date, minutes });
  }
}

/**
 * The portal's first administrator, made at start from PORTAL_ADMIN_EMAIL, turns `kinds` off, so that a test watches
 * only the people it makes.
 */
export async function quietFirstAdmin(db: Database, kinds: string[]) {
  await db.update(users).set({ notificationsOff: kinds }).where(eq(users.email, 'root@example.com'));
}
