import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@portal/shared';

/** docs/product/access.md#two-factor: the name an authenticator app lists the account under. */
export const TOTP_ISSUER = 'Staff Portal';
/** 160 bits, the length RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;

interface TotpOptions {
  /** 6 for the portal; RFC 6238's own test vectors have 8. */
  digits?: number;
}

function totpOf(secretBase32: string, options: TotpOptions = {}, label?: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: options.digits ?? TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A new random secret in base 32, as authenticator apps take it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// address a QR code carries: issuer "Staff Portal", the person's e-mail as label. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, {}, email).toString();
}

/** The code of the secret at a moment (RFC 6238, TOTP with HMAC-SHA1 and 30-second steps). */
export function totpCode(secretBase32: string, at: Date, options: TotpOptions = {}): string {
  return totpOf(secretBase32, options).generate({ timestamp: at.getTime() });
}

/** The 30-second step a moment falls in. */
export function totpStep(at: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at.getTime() });
}

/**
 * The step whose code `code` is, within one step of `now` (clocks drift), or null. A step at or before `lastStep`
 * has been used already: each code works once (RFC 6238, section 5.2).
 */
export function acceptedStep(secretBase32: string, code: string, now: Date, lastStep: number | null): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
