import type { Actor } from './auth/access.js';
import type { Database } from './db/index.js';
import { auditEntries } from './db/schema.js';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string;
  /** The personal API token the change was made with (docs/product/access.md#api-tokens). */
  viaTokenId?: number | null;
}

/** Appends to the audit trail (docs/product/reports.md#audit); rows are never updated or deleted. */
export async function recordAudit(db: Database, entry: AuditEntry, at: Date): Promise<void> {
  await recordAudits(db, [entry], at);
}

/** Appends many rows in one statement (a bulk change records one row per record it changed). */
export async function recordAudits(db: Database, entries: readonly AuditEntry[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditEntries).values(
    entries.map((entry) => ({
      at,
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId === undefined ? null : String(entry.targetId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
      viaTokenId: entry.viaTokenId ?? null,
    })),
  );
}

/**
 * Who acted, from which address and, when they called with a personal API token, with which one: every audit row
 * built from an Actor takes these three from here, so that "via token" is never forgotten (docs/product/access.md#api-tokens).
 */
export function auditActor(actor: Actor): Pick<AuditEntry, 'actorId' | 'ip' | 'viaTokenId'> {
  return { actorId: actor.caller.id, ip: actor.ip, viaTokenId: actor.caller.tokenId };
}

/** A change to one kind of record: what the action was, on which record, before and after. */
export interface AuditedChange {
  action: string;
  id?: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit trail of one kind of record (`client`, `user`…): each row names who acted and from
 * which address, from the actor (docs/product/reports.md#audit).
 */
export function auditOf(targetType: string) {
  return (db: Database, actor: Actor, at: Date, { id, ...change }: AuditedChange) =>
    recordAudit(db, { ...change, targetType, targetId: id, ...auditActor(actor) }, at);
}

/**
 * docs/product/reports.md#audit, "every admin change": what someone writes into another person's own records (work
 * time, home office, skills; docs/product/roles-and-access.md#employees lets admins do that) is recorded. A person's own writes are not.
 */
export async function recordChangeForOther(
  db: Database,
  actor: Actor,
  ownerIds: number[],
  entry: Omit<AuditEntry, 'actorId' | 'ip' | 'viaTokenId'>,
  at: Date,
): Promise<void> {
  if (ownerIds.every((ownerId) => ownerId === actor.caller.id)) return;
  await recordAudit(db, { ...entry, ...auditActor(actor) }, at);
}
