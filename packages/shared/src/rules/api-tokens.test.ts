import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiTokenBody } from '../schemas/api-tokens.js';
import { API_TOKEN_LENGTH, apiTokenExpiry, isApiTokenShape } from './api-tokens.js';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const randomPart = fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 43, maxLength: 43 });

/**
 * docs/product/access.md#api-tokens: "POST /api/user/tokens {name, expires_in_days} (1–365) → {id, name, token}
 * (…starts with sp_)".
 */
describe('personal API tokens (docs/product/access.md#api-tokens)', () => {
  it('tells a token ("starts with sp_") from a session token, whatever random characters each has', () => {
    fc.assert(
      fc.property(randomPart, (random) => {
        expect(isApiTokenShape(`sp_${random}`)).toBe(true);
        // A session token is the random part alone, which may itself begin with "sp_".
        expect(isApiTokenShape(random)).toBe(false);
      }),
    );
    expect(API_TOKEN_LENGTH).toBe(46);
  });

  it('lasts expires_in_days whole days of 24 hours from its creation', () => {
    const created = new Date('2026-03-28T10:00:00Z');

    expect(apiTokenExpiry(created, 1).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(apiTokenExpiry(created, 365).toISOString()).toBe('2027-03-28T10:00:00.000Z');
  });

  it('takes expires_in_days from 1 to 365, whole days only', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (days) => {
        const parsed = apiTokenBody.safeParse({ name: 'Script', expires_in_days: days });
        expect(parsed.success).toBe(days >= 1 && days <= 365);
      }),
    );
    expect(apiTokenBody.safeParse({ name: 'Script', expires_in_days: 1.5 }).success).toBe(false);
  });
});
