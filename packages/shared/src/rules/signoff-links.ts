/**
 * docs/product/closing.md#signoff-links: the rules of a sign-off link, apart from the server so that the Clients
 * screen and the API agree on them.
 */

/** "a link valid for 14 days" (docs/product/closing.md#signoff-links). */
export const SIGNOFF_LINK_DAYS = 14;

/**
 * "A month takes at most 5 queries from links before an admin answers" (docs/product/closing.md#signoff-links):
 * reopening the month answers.
 */
export const MAX_LINK_QUERIES = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link lasts 14 days of 24 hours from the moment it was requested. */
export function signoffLinkExpiry(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + SIGNOFF_LINK_DAYS * DAY_MS);
}

/** What a sign-off link is now: `open` until it is used for one decision or its 14 days are over. */
export type SignoffLinkState = 'open' | 'used' | 'expired';

export function signoffLinkState(link: { usedAt: Date | null; expiresAt: Date }, now: Date): SignoffLinkState {
  if (link.usedAt) return 'used';
  return now.getTime() < link.expiresAt.getTime() ? 'open' : 'expired';
}

/** How many more queries links may send about a month that has had `linkQueries` since an admin last reopened it. */
export function linkQueriesLeft(linkQueries: number): number {
  return Math.max(0, MAX_LINK_QUERIES - linkQueries);
}
