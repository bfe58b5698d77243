import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  formatRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  SIGN_IN_CHALLENGE_TTL_MS,
} from '@portal/shared';
import type { Database } from '../db/index.js';
import { loginChallenges, recoveryCodes, users } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

/** docs/product/access.md#two-factor: ten characters of 32, 50 bits each, shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
  const shown: string[] = [];
  const hashes: string[] = [];
  for (let n = 0; n < RECOVERY_CODE_COUNT; n += 1) {
    let characters = '';
    for (let i = 0; i < 10; i += 1) characters += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    shown.push(formatRecoveryCode(characters));
    hashes.push(hashRecoveryCode(characters));
  }
  return { shown, hashes };
}

/** Of the normalised code (packages/shared normalizeRecoveryCode): sha256, as a reset token is stored. */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}

/** Uses up an unused recovery code of the person; false when it is not one of theirs or was used. */
export async function useRecoveryCode(db: Database, userId: number, normalized: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** The second step of a sign-in: a random challenge, stored hashed, for 5 minutes. */
export async function startChallenge(db: Database, userId: number, now: Date): Promise<string> {
  const challenge = newToken();
  await db.insert(loginChallenges).values({
    tokenHash: hashToken(challenge),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_MS),
  });
  return challenge;
}

/** The person a challenge was given to while it is unused and unexpired, or null. */
export async function challengedUser(db: Database, challenge: string, now: Date) {
  const [found] = await db
    .select({ challengeId: loginChallenges.id, expiresAt: loginChallenges.expiresAt, user: users })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(and(eq(loginChallenges.tokenHash, hashToken(challenge)), isNull(loginChallenges.usedAt)));
  if (!found || found.expiresAt.getTime() <= now.getTime()) return null;
  return found;
}

/** Marks a challenge used; false when another request used it first. */
export async function useChallenge(db: Database, challengeId: number, now: Date): Promise<boolean> {
  const used = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.id, challengeId), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return used.length > 0;
}

/** Turns a person's second factor off: secret, recovery codes and open challenges go (turning off, or an admin's reset). */
export async function removeTwoFactor(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
}
