import { eq } from 'drizzle-orm';
import { can, Role } from '@portal/shared';
import { sameSecret } from '../../platform/auth/same-secret.js';
import type { SignedInUser } from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/index.js';
import { clients, users } from '../../platform/db/schema.js';
import { NotFound } from '../../platform/errors.js';

/** Who opens a client's pages: someone signed in, or anyone with the client's share key (docs/product/roles-and-access.md#share-links). */
export type ClientReportViewer =
  { kind: 'signed-in'; user: SignedInUser } | { kind: 'share-key'; key: string | undefined };

/** The one signed in, else whoever holds the share key, `key` (docs/product/roles-and-access.md#share-links). */
export function clientViewerOf(user: SignedInUser | null, key: string | undefined): ClientReportViewer {
  return user ? { kind: 'signed-in', user } : { kind: 'share-key', key };
}

/**
 * docs/product/roles-and-access.md#client-role, #share-links: admins see every entry; a CLIENT user only their own client, and a share link
 * without signing in, both only the entries of people whose public_logs is on. Anything else is
 * 'Client not found.' so that a client's existence is not revealed.
 */
export async function clientForViewer(
  db: Database,
  clientId: number,
  viewer: ClientReportViewer,
): Promise<{ id: number; name: string; everyone: boolean }> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new NotFound('errors:client_not_found');
  if (viewer.kind === 'share-key') {
    if (!sameSecret(viewer.key, client.shareKey)) throw new NotFound('errors:client_not_found');
    return { id: client.id, name: client.name, everyone: false };
  }
  if (can(viewer.user.roleId, 'client-report:all')) return { id: client.id, name: client.name, everyone: true };
  if (viewer.user.roleId === Role.CLIENT) {
    const [own] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, viewer.user.id));
    if (own?.clientId === clientId) return { id: client.id, name: client.name, everyone: false };
  }
  throw new NotFound('errors:client_not_found');
}
