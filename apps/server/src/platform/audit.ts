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
}

/** Appends to the audit trail (decisions R65); rows are never updated or deleted. */
export async function recordAudit(db: Database, entry: AuditEntry, at: Date): Promise<void> {
  await db.insert(auditEntries).values({
    at,
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
