import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  linkQueriesLeft,
  signoffLinkState,
  type SignoffBody,
  type SignoffLinkView,
  type SignoffView,
} from '@portal/shared';
import { hashToken } from '../../platform/auth/tokens.js';
import { clientMonthReport } from '../../domain/closing/client-month-report.js';
import { signoffViewOf } from '../../domain/closing/client-signoffs.js';
import type { Database } from '../../platform/db/index.js';
import { clients, clientSignoffs, signoffRequests } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { recordDecision } from './decision.js';

type RequestRow = typeof signoffRequests.$inferSelect;

/**
 * docs/product/closing.md#signoff-links: the link of a request, found by its token's hash. A wrong link is 404
 * SIGNOFF_LINK_INVALID; a used one 410 SIGNOFF_LINK_USED; one past its 14 days 410 SIGNOFF_LINK_EXPIRED.
 */
async function openRequestOf(db: Database, token: string, now: Date): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(signoffRequests)
    .where(eq(signoffRequests.tokenHash, hashToken(token)));
  if (!row) throw new AppError('SIGNOFF_LINK_INVALID');
  const state = signoffLinkState(row, now);
  if (state === 'used') throw new AppError('SIGNOFF_LINK_USED');
  if (state === 'expired') throw new AppError('SIGNOFF_LINK_EXPIRED');
  return row;
}

/** What the link's page shows: the client's month (the entries a share link shows), who signs, and its state. */
export async function readSignoffLink(deps: AppDeps, token: string): Promise<SignoffLinkView> {
  const { db } = deps;
  const request = await openRequestOf(db, token, deps.clock.now());
  const [year, month] = request.month.split('-').map(Number) as [number, number];
  const [[client], [decided], report] = await Promise.all([
    db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, request.clientId)),
    db
      .select()
      .from(clientSignoffs)
      .where(and(eq(clientSignoffs.clientId, request.clientId), eq(clientSignoffs.month, request.month))),
    clientMonthReport(db, { id: request.clientId, everyone: false }, month, year),
  ]);
  return {
    client: client!,
    month: request.month,
    contact: { name: request.name, email: request.email },
    expires_at: request.expiresAt.toISOString(),
    signoff: signoffViewOf(request.month, decided),
    queries_left: linkQueriesLeft(decided?.linkQueries ?? 0),
    report,
  };
}

/**
 * docs/product/closing.md#signoff-links: the contact approves or queries the link's month, as the named contact. The
 * link is used up in the same transaction as the decision; a refused decision (approved meanwhile, or the month's 5
 * link queries used) leaves the link open.
 */
export async function decideThroughLink(
  deps: AppDeps,
  token: string,
  body: SignoffBody,
  ip: string,
): Promise<SignoffView> {
  const now = deps.clock.now();
  const request = await openRequestOf(deps.db, token, now);
  return deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(signoffRequests)
      .set({ usedAt: now })
      .where(
        and(eq(signoffRequests.id, request.id), isNull(signoffRequests.usedAt), gt(signoffRequests.expiresAt, now)),
      )
      .returning({ id: signoffRequests.id });
    if (!used) throw new AppError('SIGNOFF_LINK_USED');
    const signer = {
      userId: null,
      name: request.name,
      link: { email: request.email, requestId: request.id },
      ip,
      viaTokenId: null,
    };
    return recordDecision(tx, deps, { clientId: request.clientId, month: request.month }, signer, body, now);
  });
}
