import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, type Permission, type SignedLinkQuery } from '@portal/shared';
import type { AppDeps } from './deps.js';
import { AppError, NotSignedIn } from './errors.js';
import { verifyLink, type LinkKind } from './signed-links.js';

export class LinkExpired extends AppError {
  constructor() {
    super('LINK_EXPIRED');
  }
}

/**
 * A file route is reached with a valid signed link (what a new tab or an <img> can carry), or with
 * the bearer token of someone holding `permission` (API clients).
 */
export async function allowFileRead(
  deps: AppDeps,
  request: FastifyRequest,
  kind: LinkKind,
  id: number,
  query: SignedLinkQuery,
  permission: Permission,
): Promise<void> {
  if (request.user && can(request.user.roleId, permission)) return;
  if (await verifyLink(deps.db, kind, id, query, deps.clock.now())) return;
  if (!query.signature && !request.user) throw new NotSignedIn();
  throw new LinkExpired();
}

/** Stored files go out as what their bytes are, never sniffed or run as a page (docs/product/people-and-clients.md#documents). */
function storedFileReply(reply: FastifyReply, mimeType: string, fileName: string) {
  return reply
    .type(mimeType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', 'sandbox')
    .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`);
}

export function sendStoredFile(reply: FastifyReply, mimeType: string, fileName: string, content: Uint8Array) {
  return storedFileReply(reply, mimeType, fileName).send(
    Buffer.from(content.buffer, content.byteOffset, content.byteLength),
  );
}

/** A large file, streamed from storage chunk by chunk (docs/decisions/0012). */
export function sendFileStream(
  reply: FastifyReply,
  mimeType: string,
  fileName: string,
  sizeBytes: number,
  content: Readable,
) {
  return storedFileReply(reply, mimeType, fileName).header('Content-Length', sizeBytes).send(content);
}
