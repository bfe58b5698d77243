import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { acceptedStep, newTotpSecret, totpCode, totpUri } from './totp.js';

/** RFC 6238, Appendix B: the SHA1 rows, with the ASCII secret "12345678901234567890" and 8 digits. */
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
] as const;

describe('TOTP (docs/product/access.md#two-factor)', () => {
  it.each(RFC_VECTORS)("gives RFC 6238's code at %i seconds", (seconds, expected) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000), { digits: 8 })).toBe(expected);
  });

  it('gives the portal six digits: the last six of the RFC code', () => {
    expect(totpCode(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, new Date(1111111109_000))).toBe('081804');
  });

  it('accepts the code of the current step and of one step either side, not two', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-23T09:00:15Z');
    const at = (seconds: number) => totpCode(secret, new Date(now.getTime() + seconds * 1000));

    expect(acceptedStep(secret, at(0), now, null)).not.toBeNull();
    expect(acceptedStep(secret, at(-30), now, null)).not.toBeNull();
    expect(acceptedStep(secret, at(30), now, null)).not.toBeNull();
    expect(acceptedStep(secret, at(-60), now, null)).toBeNull();
    expect(acceptedStep(secret, at(60), now, null)).toBeNull();
  });

  it('refuses a code whose step was used already, and older ones', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-23T09:00:15Z');
    const step = acceptedStep(secret, totpCode(secret, now), now, null);

    expect(step).not.toBeNull();
    expect(acceptedStep(secret, totpCode(secret, now), now, step)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now, step)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now, step)).toBe(step! + 1);
  });

  it('makes a new 160-bit secret each time and an otpauth address apps read', () => {
    const secret = newTotpSecret();

    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(totpUri(secret, 'anna@example.com')).toBe(
      `otpauth://totp/Staff%20Portal:anna%40example.com?issuer=Staff%20Portal&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
