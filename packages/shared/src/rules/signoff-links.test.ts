import { describe, expect, it } from 'vitest';
import { linkQueriesLeft, MAX_LINK_QUERIES, signoffLinkExpiry, signoffLinkState } from './signoff-links.js';

describe('sign-off links (docs/product/closing.md#signoff-links)', () => {
  const requested = new Date('2026-11-01T10:00:00Z');
  const link = { usedAt: null, expiresAt: signoffLinkExpiry(requested) };

  it('"a link valid for 14 days": open until the same moment 14 days later, then expired', () => {
    expect(link.expiresAt.toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(signoffLinkState(link, new Date('2026-11-15T09:59:59.999Z'))).toBe('open');
    expect(signoffLinkState(link, new Date('2026-11-15T10:00:00Z'))).toBe('expired');
  });

  it('"usable once": a used link is used, whether or not its days are over', () => {
    const used = { ...link, usedAt: new Date('2026-11-02T00:00:00Z') };
    expect(signoffLinkState(used, new Date('2026-11-03T00:00:00Z'))).toBe('used');
    expect(signoffLinkState(used, new Date('2026-12-03T00:00:00Z'))).toBe('used');
  });

  it('"at most 5 queries from links before an admin answers"', () => {
    expect(MAX_LINK_QUERIES).toBe(5);
    expect(linkQueriesLeft(0)).toBe(5);
    expect(linkQueriesLeft(4)).toBe(1);
    expect(linkQueriesLeft(5)).toBe(0);
    expect(linkQueriesLeft(7)).toBe(0);
  });
});
