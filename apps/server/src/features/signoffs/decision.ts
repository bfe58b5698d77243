import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { MAX_LINK_QUERIES, Role, type SignoffBody, type SignoffView } from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import { signoffViewOf } from '../../domain/closing/client-signoffs.js';
import type { Database } from '../../platform/db/index.js';
import { clients, clientSignoffs, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { formatMonth } from '../../platform/i18n.js';
import { notify } from '../../platform/notifications.js';

/** docs/product/closing.md#client-sign-off: a second decision on an approved month. */
export class SignoffAlreadyApproved extends AppError {
  constructor() {
    super('SIGNOFF_ALREADY_APPROVED', 'errors:signoffs.already_approved');
  }
}

/** docs/product/closing.md#signoff-links: the month has had its 5 queries through links since an admin last reopened it. */
export class SignoffQueryLimit extends AppError {
  constructor() {
    super('SIGNOFF_QUERY_LIMIT', undefined, undefined, {}, { max: MAX_LINK_QUERIES });
  }
}

/** Who decides: a CLIENT user of the client (signed in), or the contact of a sign-off link. */
export interface Signer {
  userId: number | null;
  name: string;
  /** Set for a sign-off link: its contact's address and the request's id, for the audit trail. */
  link?: { email: string; requestId: number };
  ip: string;
  viaTokenId: number | null;
}

/**
 * docs/product/closing.md#client-sign-off: stores a decision on a client's month with its audit row, inside the
 * caller's transaction. An approved month refuses another decision (409 SIGNOFF_ALREADY_APPROVED); a query through a
 * link counts towards the month's 5 (409 SIGNOFF_QUERY_LIMIT), and only a query that counts e-mails the admins.
 */
export async function recordDecision(
  tx: Database,
  deps: AppDeps,
  target: { clientId: number; month: string },
  signer: Signer,
  body: SignoffBody,
  now: Date,
): Promise<SignoffView> {
  const status = body.decision === 'approve' ? 'approved' : 'queried';
  const countsAsLinkQuery = signer.link !== undefined && status === 'queried';
  const decision = { status, byUserId: signer.userId, byName: signer.name, at: now, comment: body.comment || null };
  const [row] = await tx
    .insert(clientSignoffs)
    .values({ ...target, ...decision, linkQueries: countsAsLinkQuery ? 1 : 0 })
    .onConflictDoUpdate({
      target: [clientSignoffs.clientId, clientSignoffs.month],
      set: countsAsLinkQuery ? { ...decision, linkQueries: sql`${clientSignoffs.linkQueries} + 1` } : decision,
      setWhere: countsAsLinkQuery
        ? and(ne(clientSignoffs.status, 'approved'), lt(clientSignoffs.linkQueries, MAX_LINK_QUERIES))
        : ne(clientSignoffs.status, 'approved'),
    })
    .returning();
  if (!row) throw await refusalOf(tx, target);
  await recordAudit(
    tx,
    {
      actorId: signer.userId,
      ip: signer.ip,
      viaTokenId: signer.viaTokenId,
      action: `client_signoff.${body.decision}`,
      targetType: 'client',
      targetId: target.clientId,
      after: {
        month: target.month,
        status,
        by: signer.name,
        comment: decision.comment,
        ...(signer.link && { email: signer.link.email, signoff_request_id: signer.link.requestId }),
      },
    },
    now,
  );
  if (status === 'queried') await notifyAdmins(tx, deps, target, signer.name, decision.comment ?? '', now);
  return signoffViewOf(target.month, row);
}

/** Why the stored decision was not changed: the month is approved, or its link queries are used up. */
async function refusalOf(tx: Database, target: { clientId: number; month: string }): Promise<AppError> {
  const [stored] = await tx
    .select({ status: clientSignoffs.status })
    .from(clientSignoffs)
    .where(and(eq(clientSignoffs.clientId, target.clientId), eq(clientSignoffs.month, target.month)));
  return stored?.status === 'approved' ? new SignoffAlreadyApproved() : new SignoffQueryLimit();
}

/** docs/product/closing.md#client-sign-off: `client_queried`, to every active admin. */
async function notifyAdmins(
  tx: Database,
  deps: AppDeps,
  target: { clientId: number; month: string },
  by: string,
  comment: string,
  now: Date,
): Promise<void> {
  const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, target.clientId));
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.roleId, [Role.ADMIN, Role.SUPER_ADMIN])));
  const [year, monthNumber] = target.month.split('-').map(Number) as [number, number];
  for (const admin of admins) {
    await notify(
      tx,
      deps.config,
      admin.id,
      'client_queried',
      (say, language) => {
        const values = { client: client!.name, month: formatMonth(language, year, monthNumber), name: by };
        return {
          subject: say('notifications:client_queried.subject', values),
          lines: [
            say('notifications:client_queried.body', values),
            say('notifications:client_queried.comment', { comment }),
          ],
          link: `${deps.config.publicUrl}/clients`,
        };
      },
      now,
    );
  }
}
