import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret.js';

describe('comparing a secret in constant time (docs/product/roles-and-access.md#share-links)', () => {
  const key = 'Zp3k9vQ2mX7wL0aB4cD8eF1g';

  it('accepts the same key', () => {
    expect(sameSecret(key, key)).toBe(true);
  });

  it('refuses a key that differs in one character', () => {
    expect(sameSecret(`${key.slice(0, -1)}h`, key)).toBe(false);
  });

  it('refuses a key of another length, shorter or longer', () => {
    expect(sameSecret(key.slice(0, 10), key)).toBe(false);
    expect(sameSecret(`${key}x`, key)).toBe(false);
  });

  it('refuses an empty or missing key, and never matches an empty stored one', () => {
    expect(sameSecret('', key)).toBe(false);
    expect(sameSecret(undefined, key)).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});
