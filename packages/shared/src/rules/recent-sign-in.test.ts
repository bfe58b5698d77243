import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MS, signInIsRecent } from './recent-sign-in.js';

const verified = new Date('2026-11-23T09:00:00Z');
const after = (ms: number) => new Date(verified.getTime() + ms);

// docs/product/access.md#recent-sign-in: "Without a password or second-factor check in the last 10 minutes they answer
// 403 REAUTH_REQUIRED".
describe('a recent sign-in', () => {
  it('is recent for 10 minutes after the password or code was given', () => {
    expect(signInIsRecent(verified, verified)).toBe(true);
    expect(signInIsRecent(verified, after(RECENT_SIGN_IN_MS))).toBe(true);
  });

  it('is no longer recent a moment after the 10 minutes', () => {
    expect(signInIsRecent(verified, after(RECENT_SIGN_IN_MS + 1))).toBe(false);
  });

  it('is never recent for a session that never gave a password or code, or one dated in the future', () => {
    expect(signInIsRecent(null, verified)).toBe(false);
    expect(signInIsRecent(after(60_000), verified)).toBe(false);
  });
});
