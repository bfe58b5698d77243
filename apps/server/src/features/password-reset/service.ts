import { timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES, type Language, type ResetPasswordBody } from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import { limitKeyOf } from '../../platform/auth/client-address.js';
import { assertNotCommonPassword, hashPassword } from '../../platform/auth/passwords.js';
import { endStandingCredentials } from '../../platform/auth/credentials-reset.js';
import { endUserSessions } from '../../platform/auth/sessions.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { passwordResets, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, TooManyRequests } from '../../platform/errors.js';
import { languageOf, translateMessage, translatorFor } from '../../platform/i18n.js';
import { mailOfParagraphs, queueMail } from '../../platform/mail.js';

const INVALID_RESET_LINK_KEY = ERROR_CODES.INVALID_RESET_LINK.messageKey;
/** The refusal's message in English, as logs and tests read it. */
export const INVALID_RESET_LINK = translateMessage('en', INVALID_RESET_LINK_KEY);

class InvalidResetLink extends AppError {
  constructor() {
    super('INVALID_RESET_LINK', INVALID_RESET_LINK_KEY, { token: [INVALID_RESET_LINK_KEY] });
  }
}

/**
 * docs/product/people-and-clients.md#password-reset: always the same answer whether the address exists or not; a random token, stored
 * hashed, valid for PASSWORD_RESET_TTL, single use; a new request replaces the old one. Limited per
 * address and per e-mail. The e-mail is in the person's language, or in the one the request came in
 * (`requestLanguage`: their browser's) when they have not chosen one.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  ip: string,
  requestLanguage: Language,
): Promise<void> {
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
        'errors:password_reset.rate_limited',
        Math.ceil((await limiter.retryAfterMs(key, now)) / 1000),
      );
    }
  }
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
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
  const say = translatorFor(languageOf(user.language, requestLanguage));
  const greeting = say('notifications:mail.greeting', { name: user.name });
  const asked = say('notifications:password_reset.asked', { count: Math.round(config.passwordResetTtlMs / 60_000) });
  const notYou = say('notifications:password_reset.not_you');
  const choose = { link, label: say('notifications:password_reset.choose') };
  const subject = say('notifications:password_reset.subject');
  await queueMail(db, mailOfParagraphs(user.email, subject, [greeting, asked, choose, notYou]), now);
}

/**
 * docs/product/people-and-clients.md#password-reset: the link works once; the new password ends every session of that
 * person, their API tokens, calendar feed link and pending two-factor sign-ins (docs/product/access.md#token-invalidation).
 */
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
    await endStandingCredentials(tx, found.userId, now);
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
