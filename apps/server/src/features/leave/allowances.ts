import { and, eq, ne } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { allowances, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { NotFound } from '../../platform/errors.js';

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
        actorId: actor.caller.id,
        action: 'allowance.set',
        targetType: 'user',
        targetId: String(input.user),
        after: input,
        ip: actor.ip,
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
