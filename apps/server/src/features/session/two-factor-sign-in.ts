import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { normalizeRecoveryCode, normalizeTotpCode, type LoginTwoFactorBody } from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import { limitKeyOf } from '../../platform/auth/client-address.js';
import { startSession } from '../../platform/auth/sessions.js';
import { acceptedStoredStep } from '../../platform/auth/totp-secrets.js';
import { challengedUser, useChallenge, useRecoveryCode } from '../../platform/auth/two-factor.js';
import type { TotpKeys } from '../../platform/config.js';
import type { Database } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { AccountDeactivated, recordFailedSignIn, TooManyFailedSignIns } from './service.js';

export class BadTwoFactorCode extends AppError {
  constructor() {
    super('BAD_TWO_FACTOR_CODE');
  }
}

export class SignInChallengeExpired extends AppError {
  constructor() {
    super('SIGN_IN_CHALLENGE_EXPIRED');
  }
}

type Person = typeof users.$inferSelect;
type SecondFactor = 'code' | 'recovery_code';

/**
 * POST /login/2fa (docs/product/access.md#two-factor): the challenge of the password step and a current code or an
 * unused recovery code give a session. Each attempt is reserved per account (and per address while it has room) before
 * the code is checked, as passwords are (docs/product/http-contract.md#rate-limits): a wrong code is a failed sign-in.
 */
export async function completeSignIn(deps: AppDeps, body: LoginTwoFactorBody, ip: string): Promise<string> {
  const { db, clock, loginFailures } = deps;
  const now = clock.now();
  const challenged = await challengedUser(db, body.challenge, now);
  if (!challenged) throw new SignInChallengeExpired();
  const { user } = challenged;
  const addressKey = limitKeyOf(ip);
  const accountKey = user.email.toLowerCase();
  // A throttled address does not stop this step: the challenge was earned with the right password
  // (docs/product/access.md#address-limit). A wrong code still counts against the address while it has room.
  const byAddress = await loginFailures.byAddress.reserve(addressKey, now);
  const releaseAddress = async () => {
    if (byAddress) await loginFailures.byAddress.release(addressKey, byAddress);
  };
  const byAccount = await loginFailures.byAccount.reserve(accountKey, now);
  if (!byAccount) {
    await releaseAddress();
    throw new TooManyFailedSignIns(await loginFailures.byAccount.retryAfterMs(accountKey, now));
  }
  if (!user.active) {
    await releaseAddress();
    await loginFailures.byAccount.release(accountKey, byAccount);
    throw new AccountDeactivated();
  }

  const token = await db.transaction(async (tx) => {
    const secondFactor = await useSecondFactor(tx, user, body.code, now, deps.config.totpKeys);
    if (!secondFactor) return null;
    if (!(await useChallenge(tx, challenged.challengeId, now))) throw new SignInChallengeExpired();
    const session = await startSession(tx, user.id, deps.config, now);
    const signedIn = { actorId: user.id, targetType: 'user', targetId: user.id, ip };
    await recordAudit(tx, { ...signedIn, action: 'auth.sign_in', after: { second_factor: secondFactor } }, now);
    if (secondFactor === 'recovery_code')
      await recordAudit(tx, { ...signedIn, action: 'auth.recovery_code_used' }, now);
    return session;
  });
  if (!token) {
    await recordFailedSignIn(deps, user.id, user.email, ip, 'two_factor_code');
    throw new BadTwoFactorCode();
  }
  await releaseAddress();
  await loginFailures.byAccount.clear(accountKey);
  return token;
}

/**
 * Uses up what was typed: the step of a current code (so that it works once) or an unused recovery code; null when
 * it is neither. The writes are conditional, so that two requests with one code cannot both succeed.
 */
export async function useSecondFactor(
  tx: Database,
  user: Person,
  typed: string,
  now: Date,
  keys: TotpKeys,
): Promise<SecondFactor | null> {
  const code = normalizeTotpCode(typed);
  if (code !== null) {
    const step = user.totpSecret ? acceptedStoredStep(user.totpSecret, keys, code, now, user.totpLastStep) : null;
    if (step === null) return null;
    const taken = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken.length > 0 ? 'code' : null;
  }
  const recovery = normalizeRecoveryCode(typed);
  if (recovery === null) return null;
  return (await useRecoveryCode(tx, user.id, recovery, now)) ? 'recovery_code' : null;
}
