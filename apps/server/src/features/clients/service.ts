import { randomBytes } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { can, isAdminRole, Role, type ClientView } from '@portal/shared';
import { auditOf } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { SignedInUser } from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/index.js';
import { assignments, clients, users, workLogs } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, NotFound } from '../../platform/errors.js';

const audit = auditOf('client');

type ClientRow = typeof clients.$inferSelect;

export class ClientHasLoggedTime extends Conflict {
  constructor() {
    super('errors:clients.has_logs');
  }
}

/** The share key is a secret: admins only (docs/product/roles-and-access.md#share-links). */
function presentClient(row: ClientRow, viewer: SignedInUser): ClientView {
  return isAdminRole(viewer.roleId)
    ? { id: row.id, name: row.name, share_key: row.shareKey }
    : { id: row.id, name: row.name };
}

export function newShareKey(): string {
  return randomBytes(18).toString('base64url');
}

export async function listClients(db: Database, viewer: SignedInUser): Promise<ClientView[]> {
  const rows = await db.select().from(clients).orderBy(asc(clients.name), asc(clients.id));
  return rows.map((row) => presentClient(row, viewer));
}

/** Employees read any client; a CLIENT user only their own (docs/product/roles-and-access.md#client-role). */
export async function getClient(db: Database, viewer: SignedInUser, id: number): Promise<ClientView> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row || !(await mayRead(db, viewer, id))) throw new NotFound('errors:client_not_found');
  return presentClient(row, viewer);
}

async function mayRead(db: Database, viewer: SignedInUser, clientId: number): Promise<boolean> {
  if (can(viewer.roleId, 'clients:read')) return true;
  if (viewer.roleId !== Role.CLIENT) return false;
  const [own] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, viewer.id));
  return own?.clientId === clientId;
}

/** Every change of a client commits with its audit row (docs/product/reports.md#one-transaction). */
export async function addClient(deps: AppDeps, actor: Actor, name: string): Promise<ClientView> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(clients).values({ name, shareKey: newShareKey() }).returning();
    await audit(tx, actor, deps.clock.now(), { action: 'client.create', id: row!.id, after: { name } });
    return presentClient(row!, actor.caller);
  });
}

export async function renameClient(deps: AppDeps, actor: Actor, id: number, name: string): Promise<ClientView> {
  return deps.db.transaction(async (tx) => {
    const before = await loadClient(tx, id);
    const [row] = await tx.update(clients).set({ name }).where(eq(clients.id, id)).returning();
    await audit(tx, actor, deps.clock.now(), {
      action: 'client.update',
      id,
      before: { name: before.name },
      after: { name },
    });
    return presentClient(row!, actor.caller);
  });
}

/** docs/product/people-and-clients.md#clients: a client with logged time stays; one without can go, with its assignments. */
export async function deleteClient(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await loadClient(tx, id);
    const [logged] = await tx.select({ n: count() }).from(workLogs).where(eq(workLogs.clientId, id));
    if ((logged?.n ?? 0) > 0) throw new ClientHasLoggedTime();
    const [clientUsers] = await tx.select({ n: count() }).from(users).where(eq(users.clientId, id));
    if ((clientUsers?.n ?? 0) > 0) throw new Conflict('errors:clients.has_users');
    await tx.delete(assignments).where(eq(assignments.clientId, id));
    await tx.delete(clients).where(eq(clients.id, id));
    await audit(tx, actor, deps.clock.now(), { action: 'client.delete', id, before: { name: before.name } });
  });
}

/** docs/product/roles-and-access.md#share-links: a new key; the old share link stops working at once. */
export async function regenerateShareKey(deps: AppDeps, actor: Actor, id: number): Promise<ClientView> {
  return deps.db.transaction(async (tx) => {
    await loadClient(tx, id);
    const [row] = await tx.update(clients).set({ shareKey: newShareKey() }).where(eq(clients.id, id)).returning();
    await audit(tx, actor, deps.clock.now(), { action: 'client.share_key', id });
    return presentClient(row!, actor.caller);
  });
}

async function loadClient(db: Database, id: number): Promise<ClientRow> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) throw new NotFound('errors:client_not_found');
  return row;
}
