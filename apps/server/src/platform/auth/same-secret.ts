import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a secret someone sent equals the stored one, in a time that tells nothing about how much
 * of it was right (docs/product/roles-and-access.md#share-links share keys). Both sides are hashed first so that their lengths
 * always match; an empty secret never matches.
 */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
