import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { addDays, type AuditEntryView, type AuditQuery } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { apiTokens, auditEntries, users } from '../../platform/db/schema.js';

/** The audit trail, newest first, filtered by person, action and day (docs/product/reports.md#audit). */
export async function listAudit(
  db: Database,
  query: AuditQuery,
): Promise<{ entries: AuditEntryView[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.actor_id) conditions.push(eq(auditEntries.actorId, query.actor_id));
  if (query.action) conditions.push(eq(auditEntries.action, query.action));
  if (query.from) conditions.push(gte(auditEntries.at, new Date(`${query.from}T00:00:00`)));
  if (query.to) conditions.push(lt(auditEntries.at, new Date(`${addDays(query.to, 1)}T00:00:00`)));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ entry: auditEntries, actorName: users.name, tokenName: apiTokens.name })
      .from(auditEntries)
      .leftJoin(users, eq(users.id, auditEntries.actorId))
      .leftJoin(apiTokens, eq(apiTokens.id, auditEntries.viaTokenId))
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(auditEntries).where(where),
  ]);
  return {
    total: totalRow?.n ?? 0,
    entries: rows.map(({ entry, actorName, tokenName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor_id: entry.actorId,
      actor_name: actorName,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
      // docs/product/access.md#api-tokens: "via token" on changes made with one.
      via_token: entry.viaTokenId === null ? null : { id: entry.viaTokenId, name: tokenName ?? '' },
    })),
  };
}
