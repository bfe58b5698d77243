import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX } from '@portal/shared';
import type { Database } from '../db/index.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { apiTokens, users } from '../db/schema.js';
import { SIGNED_IN_USER_COLUMNS, signedInUser, type SignedInUser } from './sessions.js';
import { hashToken, newToken } from './tokens.js';

/** A new personal API token: "sp_" and 32 random bytes; only its hash is stored (docs/product/access.md#api-tokens). */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${newToken()}`;
}

/** last_used_at moves at most once a minute, as a session's last_seen_at does. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Looked up on every call made with a token, so prepared once per database like the session lookup. */
const tokenLookup = preparedPerDatabase((db) =>
  db
    .select({
      tokenId: apiTokens.id,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      ...SIGNED_IN_USER_COLUMNS,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql.placeholder('now')),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('resolve_api_token'),
);

/** The owner behind an API token and when the token expires; null when it is unknown, revoked, expired or its owner deactivated. */
export async function resolveApiToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ user: SignedInUser; expiresAt: Date } | null> {
  // Placeholders skip the columns' own encoding, so the time goes in as an ISO string.
  const [row] = await tokenLookup(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.tokenId));
  }
  return { user: signedInUser(row, { sessionId: null, tokenId: row.tokenId }), expiresAt: row.expiresAt };
}
