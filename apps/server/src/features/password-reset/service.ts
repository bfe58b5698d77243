import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES, type ResetPasswordBody } from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import { limitKeyOf } from '../../platform/auth/client-address.js';
import { assertNotCommonPassword, hashPassword } from '../../platform/auth/passwords.js';
import { endUserSessions } from '../../platform/auth/sessions.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { passwordResets, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, TooManyRequests } from '../../platform/errors.js';
import { escapeHtml, queueMail } from '../../platform/mail.js';

export const INVALID_RESET_LINK = ERROR_CODES.INVALID_RESET_LINK.message;

class InvalidResetLink extends AppError {
  constructor() {
    super('INVALID_RESET_LINK', INVALID_RESET_LINK, { token: [INVALID_RESET_LINK] });
  }
}

/**
 * docs/product/people-and-clients.md#password-reset: always the same answer whether the address exists or not; a random token, stored
 * hashed, valid for PASSWORD_RESET_TTL, single use; a new request replaces the old one. Limited per
 * address and per e-mail.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  const { db, clock, config, resetRequests } = deps;
  const now = clock.now();
  const emailKey = email.toLowerCase();
  // Every request counts, so each is reserved before anything is looked up (docs/product/http-contract.md#rate-limits).
  for (const [limiter, key] of [
    [resetRequests.byAddress, limitKeyOf(ip)],
    [resetRequests.byEmail, emailKey],
  ] as const) {
    if (!(await limiter.reserve(key, now))) {
      throw new TooManyRequests(
        'Too many password reset requests. Please try again later.',
        Math.ceil((await limiter.retryAfterMs(key, now)) / 1000),
      );
    }
  }
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, emailKey), eq(users.active, true)));
  if (!user) return;

  const token = newToken();
  const expiresAt = new Date(now.getTime() + config.passwordResetTtlMs);
  await db
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: passwordResets.userId,
      set: { tokenHash: hashToken(token), expiresAt, createdAt: now },
    });
  const link = `${config.publicUrl}/change-password?${new URLSearchParams({ email: user.email, token })}`;
  const minutes = Math.round(config.passwordResetTtlMs / 60_000);
  await queueMail(
    db,
    {
      to: user.email,
      subject: 'Reset your Staff Portal password',
      text: `Hello ${user.name},\n\nsomeone asked to reset the password of your Staff Portal account. To choose a new one, open this link within ${minutes} minutes:\n\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
      html: `<p>Hello ${escapeHtml(user.name)},</p><p>someone asked to reset the password of your Staff Portal account. To choose a new one, open this link within ${minutes} minutes:</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>If it was not you, ignore this e-mail; your password stays as it is.</p>`,
    },
    now,
  );
}

/** docs/product/people-and-clients.md#password-reset: the link works once; the new password ends every session of that person. */
export async function resetPassword(deps: AppDeps, body: ResetPasswordBody, ip: string): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  assertNotCommonPassword(body.password);
  const [found] = await db
    .select({ userId: users.id, tokenHash: passwordResets.tokenHash, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(sql`lower(${users.email})`, body.email.toLowerCase()), eq(users.active, true)));
  if (!found || found.expiresAt <= now || !sameHash(found.tokenHash, hashToken(body.token))) {
    throw new InvalidResetLink();
  }
  // Hashed before the transaction: hashing takes long, and the embedded database has one connection.
  const passwordHash = await hashPassword(body.password);
  // docs/product/reports.md#one-transaction: the link used up, the new password, the ended sessions and the audit row commit together.
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, found.userId), eq(passwordResets.tokenHash, found.tokenHash)))
      .returning();
    if (removed.length === 0) throw new InvalidResetLink();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, found.userId));
    await endUserSessions(tx, found.userId, now);
    await recordAudit(
      tx,
      { actorId: found.userId, action: 'user.reset_password', targetType: 'user', targetId: found.userId, ip },
      now,
    );
  });
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
