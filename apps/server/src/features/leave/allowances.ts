import { and, eq, ne } from 'drizzle-orm';
import { proRataAllowance, Role, type ProRataSuggestion } from '@portal/shared';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { allowances, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { NotFound } from '../../platform/errors.js';
import { personTime } from '../../domain/time-model/time-model.js';

/** docs/product/leave.md#allowances: the available days of a year for one person or every active employee. */
export async function setAllowance(
  deps: AppDeps,
  actor: Actor,
  input: { total: number; year: number; user: number | 'all' },
): Promise<number> {
  // docs/product/reports.md#one-transaction: the allowances and their audit row commit together.
  return deps.db.transaction(async (tx) => {
    const people = await peopleOf(tx, input.user);
    if (people.length === 0) throw new NotFound('errors:user_not_found');
    await tx
      .insert(allowances)
      .values(people.map((person) => ({ userId: person.id, year: input.year, total: input.total })))
      .onConflictDoUpdate({ target: [allowances.userId, allowances.year], set: { total: input.total } });
    await recordAudit(
      tx,
      {
        action: 'allowance.set',
        targetType: 'user',
        targetId: String(input.user),
        after: input,
        ...auditActor(actor),
      },
      deps.clock.now(),
    );
    return people.length;
  });
}

/** One employee, or every active one. */
function peopleOf(db: Database, user: number | 'all') {
  const employee = ne(users.roleId, Role.CLIENT);
  return db
    .select({ id: users.id })
    .from(users)
    .where(user === 'all' ? and(eq(users.active, true), employee) : and(eq(users.id, user), employee));
}

/**
 * docs/product/leave.md#pro-rata: the allowance `total` (for a whole year on the person's own schedule) scaled to
 * their working days inside their employment in `year`, on their schedule and calendar.
 */
export async function proRataSuggestion(
  db: Database,
  input: { user_id: number; year: number; total: number },
): Promise<ProRataSuggestion> {
  const [person] = await peopleOf(db, input.user_id);
  if (!person) throw new NotFound('errors:user_not_found');
  const year = await personTime(db, person.id, `${input.year}-01-01`, `${input.year}-12-31`);
  return proRataAllowance(input.total, input.year, year);
}
