import { Role, type RoleId } from '../roles.js';

/** docs/product/access.md#two-factor: RFC 6238 codes of 6 digits, one per 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the server's own is still accepted: clocks drift. */
export const TOTP_WINDOW_STEPS = 1;
/** The second step of a sign-in must follow the password within 5 minutes (docs/product/access.md#two-factor). */
export const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;

/** Crockford's base 32 without i, l, o and u: nothing to misread when typed from paper. */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_GROUP = 5;
const RECOVERY_LENGTH = 2 * RECOVERY_GROUP;

/**
 * docs/product/access.md#two-factor: with the admins' requirement on, an ADMIN or SUPER_ADMIN without a second
 * factor may do nothing but set one up.
 */
export function twoFactorSetupRequired(person: {
  roleId: RoleId;
  twoFactorEnabled: boolean;
  requiredForAdmins: boolean;
}): boolean {
  const isAdmin = person.roleId === Role.ADMIN || person.roleId === Role.SUPER_ADMIN;
  return person.requiredForAdmins && isAdmin && !person.twoFactorEnabled;
}

/** The `amr` values (RFC 8176) by which an identity provider says the person gave a second factor. */
export const PROVIDER_SECOND_FACTORS = ['mfa', 'otp', 'hwk'] as const;

/** Whether an ID token's `amr` claim holds `mfa`, `otp` or `hwk`; anything else, or no claim, says no. */
export function providerReportsSecondFactor(amr: unknown): boolean {
  return Array.isArray(amr) && amr.some((method) => (PROVIDER_SECOND_FACTORS as readonly unknown[]).includes(method));
}

/**
 * docs/product/access.md#oidc-second-factor: with the admins' requirement on, an ADMIN or SUPER_ADMIN who signs
 * in through the identity provider also gives the portal's own code, unless the provider reports a second factor.
 * An admin without a second factor yet gets a session held to the setup (twoFactorSetupRequired), as after a password.
 */
export function oidcSignInOwesCode(person: {
  roleId: RoleId;
  twoFactorEnabled: boolean;
  requiredForAdmins: boolean;
  amr: unknown;
}): boolean {
  const isAdmin = person.roleId === Role.ADMIN || person.roleId === Role.SUPER_ADMIN;
  return person.requiredForAdmins && isAdmin && person.twoFactorEnabled && !providerReportsSecondFactor(person.amr);
}

/** A recovery code as shown: ten characters of the alphabet in two groups, `xxxxx-xxxxx`. */
export function formatRecoveryCode(characters: string): string {
  return `${characters.slice(0, RECOVERY_GROUP)}-${characters.slice(RECOVERY_GROUP)}`;
}

/**
 * A recovery code as typed, reduced to the ten characters that were issued, or null when it cannot be one: case,
 * spaces and dashes do not matter, and the letters Crockford's base 32 leaves out read as the digits they resemble.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const characters = typed.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  if (characters.length !== RECOVERY_LENGTH) return null;
  return [...characters].every((c) => RECOVERY_CODE_ALPHABET.includes(c)) ? characters : null;
}

/** A code from an authenticator app: exactly six digits (spaces between them are ignored). */
export function normalizeTotpCode(typed: string): string | null {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
