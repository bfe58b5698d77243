import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import {
  apiTokenExpiry,
  MAX_ACTIVE_API_TOKENS,
  type ApiTokenBody,
  type ApiTokenView,
  type CreatedApiToken,
} from '@portal/shared';
import { auditOf } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { newApiToken } from '../../platform/auth/api-tokens.js';
import { hashToken } from '../../platform/auth/tokens.js';
import type { Database } from '../../platform/db/index.js';
import { apiTokens, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import { announceNewToken } from './mail.js';

const audit = auditOf('api_token');

/** A person's tokens that still work: neither revoked nor expired (docs/product/access.md#api-tokens). */
const activeTokensOf = (userId: number, now: Date) =>
  and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now));

/** GET /user/tokens: the caller's active tokens, oldest first; expired and revoked ones are not listed. */
export async function listApiTokens(db: Database, userId: number, now: Date): Promise<ApiTokenView[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(activeTokensOf(userId, now))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * POST /user/tokens: a new token of the caller's, shown this once and announced by e-mail (docs/product/access.md#token-mail);
 * only its hash is stored. At most
 * MAX_ACTIVE_API_TOKENS are active at once: the person's row is locked while they are counted, so two
 * requests at once cannot both take the last place.
 */
export async function createApiToken(deps: AppDeps, actor: Actor, body: ApiTokenBody): Promise<CreatedApiToken> {
  const now = deps.clock.now();
  const userId = actor.caller.id;
  const token = newApiToken();
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [active] = await tx.select({ n: count() }).from(apiTokens).where(activeTokensOf(userId, now));
    if ((active?.n ?? 0) >= MAX_ACTIVE_API_TOKENS) {
      throw new Conflict('errors:api_tokens.too_many', { max: MAX_ACTIVE_API_TOKENS });
    }
    const expiresAt = apiTokenExpiry(now, body.expires_in_days);
    const [created] = await tx
      .insert(apiTokens)
      .values({ userId, name: body.name, tokenHash: hashToken(token), createdAt: now, expiresAt })
      .returning({ id: apiTokens.id });
    const after = { name: body.name, expires_at: expiresAt.toISOString() };
    await audit(tx, actor, now, { action: 'token.created', id: created!.id, after });
    await announceNewToken(tx, deps.config, { userId, tokenName: body.name, expiresAt }, now);
    return { id: created!.id, name: body.name, token };
  });
}

/** DELETE /user/tokens/{id}: revokes one of the caller's own tokens; anyone else's, or one already ended, is not found. */
export async function revokeApiToken(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.id, id), activeTokensOf(actor.caller.id, now)))
      .returning({ name: apiTokens.name });
    if (!revoked) throw new NotFound('errors:api_tokens.not_found');
    await audit(tx, actor, now, { action: 'token.revoked', id, before: { name: revoked.name } });
  });
}
