import { and, eq, ne } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { allowances, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { NotFound } from '../../platform/errors.js';

/** Spec §2.8 card two: the available days of a year for one person or every active employee. */
export async function setAllowance(
  deps: AppDeps,
  actor: Actor,
  input: { total: number; year: number; user: number | 'all' },
): Promise<number> {
  const { db, clock } = deps;
  const people =
    input.user === 'all'
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.active, true), ne(users.roleId, Role.CLIENT)))
      : await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.user), ne(users.roleId, Role.CLIENT)));
  if (people.length === 0) throw new NotFound('User not found.');
  await db
    .insert(allowances)
    .values(people.map((person) => ({ userId: person.id, year: input.year, total: input.total })))
    .onConflictDoUpdate({ target: [allowances.userId, allowances.year], set: { total: input.total } });
  await recordAudit(
    db,
    {
      actorId: actor.caller.id,
      action: 'allowance.set',
      targetType: 'user',
      targetId: String(input.user),
      after: input,
      ip: actor.ip,
    },
    clock.now(),
  );
  return people.length;
}
