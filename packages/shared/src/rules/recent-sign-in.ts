/**
 * docs/product/access.md#recent-sign-in: a sensitive action needs a password or second-factor check of the
 * session in the last 10 minutes.
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** Whether a session that last proved its password or code at `verifiedAt` may do a sensitive action at `now`. */
export function signInIsRecent(verifiedAt: Date | null, now: Date): boolean {
  if (verifiedAt === null) return false;
  const age = now.getTime() - verifiedAt.getTime();
  return age >= 0 && age <= RECENT_SIGN_IN_MS;
}

/** The settings fields whose change needs a recent sign-in (the admins' second factor and the portal-wide lock). */
export const SETTINGS_NEEDING_RECENT_SIGN_IN = ['require_2fa_for_admins', 'locked_until'] as const;
