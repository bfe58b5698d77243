import { eq } from 'drizzle-orm';
import type { ReauthBody } from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { markSessionVerified } from '../../platform/auth/sessions.js';
import { users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { InvalidInput, NotSignedIn } from '../../platform/errors.js';
import { recordFailedSignIn, TooManyFailedSignIns } from './service.js';
import { useSecondFactor } from './two-factor-sign-in.js';

type Person = typeof users.$inferSelect;

/**
 * POST /user/reauth (docs/product/access.md#recent-sign-in): the password, or a code for someone with a second factor,
 * makes the session recent for 10 minutes. Each attempt is reserved against the account's sign-in failures before it is
 * checked, so that a stolen session cannot guess more passwords than the sign-in page allows
 * (docs/product/http-contract.md#rate-limits); a wrong one counts as a failed sign-in. Someone without a password and
 * without a second factor (Google only) signs in again.
 */
export async function reauthenticate(deps: AppDeps, actor: Actor, sessionId: number, body: ReauthBody): Promise<void> {
  const { db, clock, loginFailures } = deps;
  const now = clock.now();
  const [person] = await db.select().from(users).where(eq(users.id, actor.caller.id));
  if (!person?.active) throw new NotSignedIn();
  assertCanGive(person, body);
  const accountKey = person.email.toLowerCase();
  const reserved = await loginFailures.byAccount.reserve(accountKey, now);
  if (!reserved) throw new TooManyFailedSignIns(await loginFailures.byAccount.retryAfterMs(accountKey, now));

  const proof = await db.transaction(async (tx) => {
    const given =
      body.code === undefined
        ? await passwordGiven(person, body.password ?? '')
        : await useSecondFactor(tx, person, body.code, now, deps.config.totpKeys);
    if (!given) return null;
    await markSessionVerified(tx, sessionId, now);
    const entry = { actorId: person.id, targetType: 'user', targetId: person.id, ip: actor.ip };
    await recordAudit(tx, { ...entry, action: 'auth.reauth', after: { with: given } }, now);
    if (given === 'recovery_code') await recordAudit(tx, { ...entry, action: 'auth.recovery_code_used' }, now);
    return given;
  });
  if (proof) {
    await loginFailures.byAccount.release(accountKey, reserved);
    return;
  }
  await recordFailedSignIn(deps, person.id, person.email, actor.ip, 'reauth');
  if (body.code !== undefined)
    throw new InvalidInput('errors:reauth.wrong_code', { code: ['errors:reauth.wrong_code'] });
  throw new InvalidInput('errors:reauth.wrong_password', { password: ['errors:reauth.wrong_password'] });
}

/** What the person has not got cannot be given: a password for the Google-only, a code without a second factor. */
function assertCanGive(person: Person, body: ReauthBody): void {
  if (body.code !== undefined && !person.totpEnabledAt) {
    throw new InvalidInput('errors:reauth.no_code', { code: ['errors:reauth.no_code'] });
  }
  if (body.code === undefined && person.passwordHash === null) {
    throw new InvalidInput('errors:reauth.no_password', { password: ['errors:reauth.no_password'] });
  }
}

async function passwordGiven(person: Person, password: string): Promise<'password' | null> {
  if (person.passwordHash === null) return null;
  return (await verifyPassword(person.passwordHash, password)) ? 'password' : null;
}
