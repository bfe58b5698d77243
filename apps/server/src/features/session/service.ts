import { eq, sql } from 'drizzle-orm';
import type { LoginBody } from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import { verifyAgainstNothing, verifyPassword } from '../../platform/auth/passwords.js';
import { endSession, startSession } from '../../platform/auth/sessions.js';
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
    super(
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      Math.ceil(retryAfterMs / 1000),
    );
  }
}

/**
 * Signs in with e-mail and password (decisions R20, R21). Failures count per address (429 once
 * over the limit) and per account; a locked account answers exactly like a wrong password.
 */
export async function signIn(deps: AppDeps, credentials: LoginBody, ip: string): Promise<string> {
  const { db, clock, config, loginFailures } = deps;
  const now = clock.now();
  const accountKey = credentials.email.toLowerCase();
  if (await loginFailures.byAddress.isBlocked(ip, now)) {
    throw new TooManyFailedSignIns(await loginFailures.byAddress.retryAfterMs(ip, now));
  }
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, accountKey));
  const accountLocked = await loginFailures.byAccount.isBlocked(accountKey, now);
  const passwordMatches =
    user?.passwordHash != null
      ? await verifyPassword(user.passwordHash, credentials.password)
      : await verifyAgainstNothing(credentials.password);

  if (!user || !passwordMatches || accountLocked) {
    await loginFailures.byAddress.recordFailure(ip, now);
    await loginFailures.byAccount.recordFailure(accountKey, now);
    await recordAudit(
      db,
      { actorId: user?.id ?? null, action: 'auth.sign_in_failed', after: { email: credentials.email }, ip },
      now,
    );
    throw new WrongCredentials();
  }
  if (!user.active) {
    await recordAudit(
      db,
      {
        actorId: user.id,
        action: 'auth.sign_in_failed',
        after: { email: credentials.email, reason: 'deactivated' },
        ip,
      },
      now,
    );
    throw new AccountDeactivated();
  }

  await loginFailures.byAccount.clear(accountKey);
  const token = await startSession(db, user.id, config, now);
  await recordAudit(db, { actorId: user.id, action: 'auth.sign_in', targetType: 'user', targetId: user.id, ip }, now);
  return token;
}

export async function signOut(deps: AppDeps, sessionId: number): Promise<void> {
  await endSession(deps.db, sessionId, deps.clock.now());
}
