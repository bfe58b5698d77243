import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { isLanguage, type Language, type RoleId } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { sessions, users } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

/** Idle and absolute lifetimes of a session (docs/product/people-and-clients.md#sessions). */
export type SessionPolicy = Pick<Config, 'sessionIdleTtlMs' | 'sessionMaxTtlMs'>;

export interface SignedInUser {
  id: number;
  roleId: RoleId;
  /** The session the call came with; null for a personal API token. */
  sessionId: number | null;
  /** The personal API token the call came with (docs/product/access.md#api-tokens); null for a session. */
  tokenId: number | null;
  /** Their chosen language; null lets their browser decide (docs/product/languages.md). */
  language: Language | null;
  /** docs/product/access.md#two-factor: for the admins' requirement, checked on every route. */
  twoFactorEnabled: boolean;
}

/** What a session or API token lookup reads of the person behind it. */
export const SIGNED_IN_USER_COLUMNS = {
  id: users.id,
  roleId: users.roleId,
  language: users.language,
  twoFactorEnabledAt: users.totpEnabledAt,
};

/** The caller as the routes see them, from a lookup's row: signed in by a session, or calling with an API token. */
export function signedInUser(
  row: { id: number; roleId: number; language: string | null; twoFactorEnabledAt: Date | null },
  via: Pick<SignedInUser, 'sessionId' | 'tokenId'>,
): SignedInUser {
  return {
    id: row.id,
    roleId: row.roleId as RoleId,
    ...via,
    language: isLanguage(row.language) ? row.language : null,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
  };
}

/** Writing last_seen_at on every request would make every read a write; once a minute is enough. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function startSession(db: Database, userId: number, policy: SessionPolicy, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    // Every way in proves who it is: a password, a password and a code, or the identity provider's sign-in.
    verifiedAt: now,
    expiresAt: new Date(now.getTime() + policy.sessionMaxTtlMs),
  });
  return token;
}

/** Every API call looks its session up, so the statement is prepared once per database. */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, ...SIGNED_IN_USER_COLUMNS })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleLimit')),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('resolve_session'),
);

/** The user behind a bearer token, or null when the session is unknown, ended or idle too long. */
export async function resolveSession(
  db: Database,
  token: string,
  policy: SessionPolicy,
  now: Date,
): Promise<SignedInUser | null> {
  // Placeholders skip the columns' own encoding, so the times go in as ISO strings.
  const [row] = await sessionLookup(db).execute({
    tokenHash: hashToken(token),
    now: now.toISOString(),
    idleLimit: new Date(now.getTime() - policy.sessionIdleTtlMs).toISOString(),
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return signedInUser(row, { sessionId: row.sessionId, tokenId: null });
}

export async function endSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * When the session last proved its password or code (docs/product/access.md#recent-sign-in). Read fresh on each
 * sensitive call, not from the session kept in the read cache, so that POST /user/reauth counts at once.
 */
export async function sessionVerifiedAt(db: Database, sessionId: number): Promise<Date | null> {
  const [row] = await db.select({ verifiedAt: sessions.verifiedAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.verifiedAt ?? null;
}

/** docs/product/access.md#recent-sign-in: the password or code was given again just now. */
export async function markSessionVerified(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ verifiedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but the caller's own (password change, docs/product/people-and-clients.md#passwords). */
export async function endUserSessions(
  db: Database,
  userId: number,
  now: Date,
  options: { except?: number } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.except === undefined ? sql`true` : ne(sessions.id, options.except),
      ),
    );
}
