import { eq, sql } from 'drizzle-orm';
import type { LoginBody, LoginResponse } from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import { verifyAgainstNothing, verifyPassword } from '../../platform/auth/passwords.js';
import { limitKeyOf } from '../../platform/auth/client-address.js';
import { hasSignedInFrom } from '../../platform/auth/known-address.js';
import { endSession, startSession } from '../../platform/auth/sessions.js';
import { startChallenge } from '../../platform/auth/two-factor.js';
import type { Database } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, TooManyRequests } from '../../platform/errors.js';

export class WrongCredentials extends AppError {
  constructor() {
    super('BAD_CREDENTIALS');
  }
}

export class AccountDeactivated extends AppError {
  constructor() {
    super('ACCOUNT_DEACTIVATED');
  }
}

export class TooManyFailedSignIns extends TooManyRequests {
  constructor(retryAfterMs: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    super('errors:session.locked_out', Math.ceil(retryAfterMs / 1000), { count: minutes });
  }
}

/**
 * Signs in with e-mail and password (docs/product/people-and-clients.md#sessions, #passwords). Each attempt is reserved per address and
 * per account before the password is checked, so that no more than LOGIN_MAX_FAILURES passwords of one account are
 * checked in the window however many requests arrive at once (docs/product/http-contract.md#rate-limits). A locked account answers
 * exactly like a wrong password, without checking it. An address past LOGIN_MAX_FAILURES_PER_ADDRESS is throttled,
 * not locked (docs/product/access.md#address-limit): it gets 429 without a check, except for people who have signed in from it
 * before, whose right password still passes (a wrong one gets the same 429).
 * With a second factor on, the right password gives the challenge of the second step instead of a session
 * (docs/product/access.md#two-factor); the account's failures are then only cleared by a right code.
 */
export async function signIn(deps: AppDeps, credentials: LoginBody, ip: string): Promise<LoginResponse> {
  const { db, clock, loginFailures } = deps;
  const now = clock.now();
  const addressKey = limitKeyOf(ip);
  const accountKey = credentials.email.toLowerCase();
  const byAddress = await loginFailures.byAddress.reserve(addressKey, now);
  const user = await userByEmail(db, accountKey);
  const throttled = async () => new TooManyFailedSignIns(await loginFailures.byAddress.retryAfterMs(addressKey, now));
  if (!byAddress && !(user && (await hasSignedInFrom(db, user.id, addressKey, now)))) throw await throttled();
  const byAccount = await loginFailures.byAccount.reserve(accountKey, now);
  const failed = (reason?: string) => recordFailedSignIn(deps, user?.id ?? null, credentials.email, ip, reason);

  if (!byAccount) {
    await verifyAgainstNothing(credentials.password);
    await failed('locked');
    throw byAddress ? new WrongCredentials() : await throttled();
  }
  const passwordMatches =
    user?.passwordHash != null
      ? await verifyPassword(user.passwordHash, credentials.password)
      : await verifyAgainstNothing(credentials.password);
  if (!user || !passwordMatches) {
    await failed();
    throw byAddress ? new WrongCredentials() : await throttled();
  }
  // The right password is no failure, whether or not the account may sign in.
  if (byAddress) await loginFailures.byAddress.release(addressKey, byAddress);
  if (!user.active) {
    await loginFailures.byAccount.release(accountKey, byAccount);
    await failed('deactivated');
    throw new AccountDeactivated();
  }
  if (user.totpEnabledAt) {
    await loginFailures.byAccount.release(accountKey, byAccount);
    return { two_factor_required: true, challenge: await startChallenge(db, user.id, now) };
  }
  await loginFailures.byAccount.clear(accountKey);
  return db.transaction(async (tx) => {
    const token = await startSession(tx, user.id, deps.config, now);
    await recordAudit(tx, { actorId: user.id, action: 'auth.sign_in', targetType: 'user', targetId: user.id, ip }, now);
    return { access_token: token };
  });
}

async function userByEmail(db: Database, lowerCaseEmail: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, lowerCaseEmail));
  return user;
}

/** docs/product/reports.md#audit: a failed sign-in is recorded with the reason when it is not a wrong password. */
export async function recordFailedSignIn(
  deps: AppDeps,
  actorId: number | null,
  email: string,
  ip: string,
  reason?: string,
) {
  const after = reason ? { email, reason } : { email };
  await recordAudit(deps.db, { actorId, action: 'auth.sign_in_failed', after, ip }, deps.clock.now());
}

export async function signOut(deps: AppDeps, sessionId: number): Promise<void> {
  await endSession(deps.db, sessionId, deps.clock.now());
}
