import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { apiTokens, loginChallenges, users } from '../db/schema.js';

/**
 * docs/product/access.md#token-invalidation: when a person's password is reset by link or set by an admin, or an
 * admin resets their second factor, whatever could still act for them without the new password goes: their API
 * tokens are revoked, their calendar feed's link stops working (a new one is made on request) and their pending
 * two-factor sign-ins are dropped. Call inside the transaction of the change.
 */
export async function endStandingCredentials(tx: Database, userId: number, now: Date): Promise<void> {
  await tx
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  await tx.update(users).set({ calendarToken: null }).where(eq(users.id, userId));
  await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
}
