import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Role } from '../roles.js';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  oidcSignInOwesCode,
  providerReportsSecondFactor,
  RECOVERY_CODE_ALPHABET,
  twoFactorSetupRequired,
} from './two-factor.js';

describe('twoFactorSetupRequired', () => {
  // docs/product/access.md#two-factor: "admins without it set it up before anything else".
  it.each([
    [Role.SUPER_ADMIN, false, true, true],
    [Role.ADMIN, false, true, true],
    [Role.ADMIN, true, true, false],
    [Role.ADMIN, false, false, false],
    [Role.USER, false, true, false],
    [Role.CLIENT, false, true, false],
  ] as const)('role %i, enabled %s, required %s → %s', (roleId, twoFactorEnabled, requiredForAdmins, expected) => {
    expect(twoFactorSetupRequired({ roleId, twoFactorEnabled, requiredForAdmins })).toBe(expected);
  });
});

describe('providerReportsSecondFactor', () => {
  // docs/product/access.md#oidc-second-factor: "unless the provider reports a second factor (`amr` holds `mfa`, `otp` or `hwk`)".
  it.each([
    [['pwd', 'mfa'], true],
    [['otp'], true],
    [['hwk', 'pop'], true],
    [['pwd'], false],
    [[], false],
    [undefined, false],
    ['mfa', false],
    [[{ mfa: true }], false],
  ] as const)('amr %j → %s', (amr, expected) => {
    expect(providerReportsSecondFactor(amr)).toBe(expected);
  });
});

describe('oidcSignInOwesCode', () => {
  // docs/product/access.md#oidc-second-factor: an admin's sign-in through the provider asks for the portal's code.
  it.each([
    [Role.SUPER_ADMIN, true, true, ['pwd'], true],
    [Role.ADMIN, true, true, undefined, true],
    [Role.ADMIN, true, true, ['pwd', 'mfa'], false],
    [Role.ADMIN, true, false, ['pwd'], false],
    [Role.ADMIN, false, true, ['pwd'], false],
    [Role.USER, true, true, ['pwd'], false],
    [Role.CLIENT, true, true, ['pwd'], false],
  ] as const)(
    'role %i, enabled %s, required %s, amr %j → %s',
    (roleId, twoFactorEnabled, requiredForAdmins, amr, expected) => {
      expect(oidcSignInOwesCode({ roleId, twoFactorEnabled, requiredForAdmins, amr })).toBe(expected);
    },
  );
});

describe('recovery codes', () => {
  const issued = fc.string({ unit: fc.constantFrom(...RECOVERY_CODE_ALPHABET), minLength: 10, maxLength: 10 });

  it('reads back every issued code however it is typed: case, spaces and the dash do not matter', () => {
    fc.assert(
      fc.property(issued, fc.boolean(), (characters, upper) => {
        const shown = formatRecoveryCode(characters);
        const typed = upper ? ` ${shown.toUpperCase().replace('-', ' ')} ` : shown;
        expect(normalizeRecoveryCode(typed)).toBe(characters);
      }),
    );
  });

  it('shows a code as two groups of five', () => {
    expect(formatRecoveryCode('abcde12345')).toBe('abcde-12345');
  });

  it('reads the letters left out of the alphabet as the digits they resemble', () => {
    expect(normalizeRecoveryCode('OIL00-abcde')).toBe('01100abcde');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeRecoveryCode('abcde-1234')).toBeNull();
    expect(normalizeRecoveryCode('abcde-12345x')).toBeNull();
    expect(normalizeRecoveryCode('abcde-1234u')).toBeNull();
  });
});

describe('normalizeTotpCode', () => {
  it('takes six digits, with spaces between groups', () => {
    expect(normalizeTotpCode('123 456')).toBe('123456');
    expect(normalizeTotpCode('12345')).toBeNull();
    expect(normalizeTotpCode('1234567')).toBeNull();
    expect(normalizeTotpCode('12345a')).toBeNull();
  });
});
