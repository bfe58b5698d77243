import { and, asc, eq, inArray, like, ne } from 'drizzle-orm';
import {
  monthHasStarted,
  Role,
  type IsoDate,
  type SignoffBody,
  type SignoffsOverviewResponse,
  type SignoffView,
} from '@portal/shared';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { clientForViewer, type ClientReportViewer } from '../../platform/client-viewer.js';
import { signoffViewOf } from '../../platform/client-signoffs.js';
import type { Database } from '../../platform/db/index.js';
import { clients, clientSignoffs, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../platform/errors.js';
import { formatMonth } from '../../platform/i18n.js';
import { notify } from '../../platform/notifications.js';
import { portalMoment } from '../../platform/settings.js';

/** docs/product/closing.md#client-sign-off: a month is signed off once it has started. */
export class SignoffMonthNotStarted extends InvalidInput {
  constructor() {
    const message = 'errors:signoffs.month_not_started';
    super(message, { month: [message] });
  }
}

async function today(deps: AppDeps): Promise<IsoDate> {
  return (await portalMoment(deps.db, deps.clock.now())).date;
}

/** docs/product/closing.md#client-sign-off: the months of a year that have started, January first. */
function startedMonths(year: number, today: IsoDate): string[] {
  return Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`).filter((month) =>
    monthHasStarted(month, today),
  );
}

/** A client's months of a year as its viewer (an admin, its CLIENT user, the share key) sees them. */
export async function signoffsOfClient(
  deps: AppDeps,
  viewer: ClientReportViewer,
  clientId: number,
  year: number,
): Promise<SignoffView[]> {
  const client = await clientForViewer(deps.db, clientId, viewer);
  const months = startedMonths(year, await today(deps));
  const rows = await deps.db
    .select()
    .from(clientSignoffs)
    .where(and(eq(clientSignoffs.clientId, client.id), inArray(clientSignoffs.month, months)));
  const decided = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => signoffViewOf(month, decided.get(month)));
}

/** Who decides: the client's own CLIENT user, or someone with the share key who says their name. */
async function signerOf(
  db: Database,
  viewer: ClientReportViewer,
  clientId: number,
  name: string | undefined,
): Promise<{ userId: number | null; name: string }> {
  const client = await clientForViewer(db, clientId, viewer);
  if (viewer.kind === 'share-key') {
    if (!name)
      throw new InvalidInput('validation:signoff_name_required', { name: ['validation:signoff_name_required'] });
    return { userId: null, name };
  }
  // Admins see the client's months; only the client signs them off.
  if (client.everyone || viewer.user.roleId !== Role.CLIENT) throw new Forbidden('errors:signoffs.client_only');
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, viewer.user.id));
  return { userId: viewer.user.id, name: user!.name };
}

/**
 * docs/product/closing.md#client-sign-off: the client approves a month (it locks the client's work logs of the month,
 * docs/product/closing.md#locks) or queries it, which e-mails every active admin. A queried month may be decided
 * again; an approved one only after an admin reopens it.
 */
export async function decideSignoff(
  deps: AppDeps,
  viewer: ClientReportViewer,
  ip: string,
  clientId: number,
  month: string,
  body: SignoffBody,
): Promise<SignoffView> {
  const signer = await signerOf(deps.db, viewer, clientId, body.name);
  if (!monthHasStarted(month, await today(deps))) throw new SignoffMonthNotStarted();
  const now = deps.clock.now();
  const status = body.decision === 'approve' ? 'approved' : 'queried';
  const decision = { status, byUserId: signer.userId, byName: signer.name, at: now, comment: body.comment || null };
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientSignoffs)
      .values({ clientId, month, ...decision })
      .onConflictDoUpdate({
        target: [clientSignoffs.clientId, clientSignoffs.month],
        set: decision,
        setWhere: ne(clientSignoffs.status, 'approved'),
      })
      .returning();
    if (!row) throw new Conflict('errors:signoffs.already_approved');
    await recordAudit(
      tx,
      {
        actorId: signer.userId,
        ip,
        viaTokenId: viewer.kind === 'signed-in' ? viewer.user.tokenId : null,
        action: `client_signoff.${body.decision}`,
        targetType: 'client',
        targetId: clientId,
        after: { month, status, by: signer.name, comment: decision.comment },
      },
      now,
    );
    if (status === 'queried') await notifyAdmins(tx, deps, clientId, month, signer.name, decision.comment ?? '', now);
    return signoffViewOf(month, row);
  });
}

/** docs/product/closing.md#client-sign-off: `client_queried`, to every active admin. */
async function notifyAdmins(
  tx: Database,
  deps: AppDeps,
  clientId: number,
  month: string,
  by: string,
  comment: string,
  now: Date,
): Promise<void> {
  const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.roleId, [Role.ADMIN, Role.SUPER_ADMIN])));
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
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

/** docs/product/closing.md#client-sign-off: an admin reopens a decided month; it is pending (and open) again. */
export async function reopenSignoff(deps: AppDeps, actor: Actor, clientId: number, month: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(clientSignoffs)
      .where(and(eq(clientSignoffs.clientId, clientId), eq(clientSignoffs.month, month)))
      .returning();
    if (!removed) throw new NotFound('errors:signoffs.not_decided');
    await recordAudit(
      tx,
      {
        ...auditActor(actor),
        action: 'client_signoff.reopen',
        targetType: 'client',
        targetId: clientId,
        before: { month, status: removed.status, by: removed.byName, comment: removed.comment },
      },
      deps.clock.now(),
    );
  });
}

/** docs/product/closing.md#client-sign-off: every client's decided months of a year, for the Clients screen. */
export async function signoffsOfYear(db: Database, year: number): Promise<SignoffsOverviewResponse['data']> {
  const rows = await db
    .select()
    .from(clientSignoffs)
    .where(like(clientSignoffs.month, `${year}-%`))
    .orderBy(asc(clientSignoffs.clientId), asc(clientSignoffs.month));
  return rows.map((row) => ({ client_id: row.clientId, ...signoffViewOf(row.month, row) }));
}
