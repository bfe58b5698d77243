import { eq } from 'drizzle-orm';
import {
  normalizeTotpCode,
  twoFactorSetupRequired,
  type TwoFactorDisableBody,
  type TwoFactorEnableBody,
  type TwoFactorSetupResponse,
} from '@portal/shared';
import { auditOf } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { newTotpSecret, totpUri } from '../../platform/auth/totp.js';
import { acceptedStoredStep, sealTotpSecret } from '../../platform/auth/totp-secrets.js';
import { newRecoveryCodes, removeTwoFactor } from '../../platform/auth/two-factor.js';
import type { Database } from '../../platform/db/index.js';
import { recoveryCodes, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../platform/errors.js';
import { twoFactorRequiredForAdmins } from '../../platform/settings.js';

const audit = auditOf('user');

async function person(db: Database, id: number) {
  const [found] = await db.select().from(users).where(eq(users.id, id));
  if (!found) throw new NotFound('errors:user_not_found');
  return found;
}

/**
 * docs/product/access.md#two-factor: a new secret, pending until a code confirms it; asking again replaces it. Stored
 * encrypted when a key is set (docs/product/access.md#totp-encryption).
 */
export async function startSetup(deps: AppDeps, actor: Actor): Promise<TwoFactorSetupResponse> {
  const me = await person(deps.db, actor.caller.id);
  if (me.totpEnabledAt) throw new Conflict('errors:two_factor.already_on');
  const secret = newTotpSecret();
  await deps.db
    .update(users)
    .set({ totpPendingSecret: sealTotpSecret(secret, deps.config.totpKeys), updatedAt: deps.clock.now() })
    .where(eq(users.id, me.id));
  return { secret, otpauth_url: totpUri(secret, me.email) };
}

/**
 * docs/product/access.md#two-factor: a current code of the pending secret turns two-factor sign-in on and gives ten
 * recovery codes, shown this once and stored hashed.
 */
export async function enable(deps: AppDeps, actor: Actor, body: TwoFactorEnableBody): Promise<string[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [me] = await tx.select().from(users).where(eq(users.id, actor.caller.id)).for('update');
    if (!me) throw new NotFound('errors:user_not_found');
    if (me.totpEnabledAt) throw new Conflict('errors:two_factor.already_on');
    if (!me.totpPendingSecret) throw new Conflict('errors:two_factor.no_setup');
    const code = normalizeTotpCode(body.code);
    const step = code === null ? null : acceptedStoredStep(me.totpPendingSecret, deps.config.totpKeys, code, now, null);
    if (step === null)
      throw new InvalidInput('errors:two_factor.wrong_code', { code: ['errors:two_factor.wrong_code'] });
    await tx
      .update(users)
      .set({
        totpSecret: me.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
        updatedAt: now,
      })
      .where(eq(users.id, me.id));
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, me.id));
    await tx.insert(recoveryCodes).values(codes.hashes.map((codeHash) => ({ userId: me.id, codeHash })));
    await audit(tx, actor, now, { action: 'user.two_factor_enable', id: me.id });
    return codes.shown;
  });
}

/**
 * docs/product/access.md#two-factor: turning it off takes the password; an admin cannot while the portal requires it
 * of admins.
 */
export async function disable(deps: AppDeps, actor: Actor, body: TwoFactorDisableBody): Promise<void> {
  const { db, clock } = deps;
  const me = await person(db, actor.caller.id);
  if (!me.totpEnabledAt) throw new Conflict('errors:two_factor.not_on');
  const required = await twoFactorRequiredForAdmins(db);
  if (twoFactorSetupRequired({ roleId: actor.caller.roleId, twoFactorEnabled: false, requiredForAdmins: required })) {
    throw new Forbidden('errors:two_factor.required_for_admins');
  }
  if (!me.passwordHash || !(await verifyPassword(me.passwordHash, body.password))) {
    throw new InvalidInput('errors:two_factor.wrong_password', { password: ['errors:two_factor.wrong_password'] });
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    await removeTwoFactor(tx, me.id, now);
    await audit(tx, actor, now, { action: 'user.two_factor_disable', id: me.id });
  });
}
