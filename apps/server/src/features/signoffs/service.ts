import { and, asc, eq, inArray, like } from 'drizzle-orm';
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
import { clientForViewer, type ClientReportViewer } from '../../domain/people/client-viewer.js';
import { signoffViewOf } from '../../domain/closing/client-signoffs.js';
import type { Database } from '../../platform/db/index.js';
import { clientSignoffs, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, InvalidInput, NotFound } from '../../platform/errors.js';
import { portalMoment } from '../../platform/settings.js';
import { recordDecision } from './decision.js';

/** docs/product/closing.md#client-sign-off: a month is signed off once it has started. */
export class SignoffMonthNotStarted extends InvalidInput {
  constructor() {
    const message = 'errors:signoffs.month_not_started';
    super(message, { month: [message] });
  }
}

export async function today(deps: AppDeps): Promise<IsoDate> {
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

/** docs/product/closing.md#client-sign-off: the share key reads a client's months; it signs none. */
class SignoffNeedsIdentity extends AppError {
  constructor() {
    super('SIGNOFF_NEEDS_IDENTITY');
  }
}

/** Admins see the client's months; only the client signs them off (docs/product/closing.md#client-sign-off). */
export class SignoffClientOnly extends AppError {
  constructor(message = 'errors:signoffs.client_only') {
    super('SIGNOFF_CLIENT_ONLY', message);
  }
}

/** Who decides with a session: the client's own CLIENT user, under their account's name. */
async function clientUserOf(
  db: Database,
  viewer: ClientReportViewer,
  clientId: number,
): Promise<{ id: number; name: string; tokenId: number | null }> {
  const client = await clientForViewer(db, clientId, viewer);
  if (viewer.kind === 'share-key') throw new SignoffNeedsIdentity();
  if (client.everyone || viewer.user.roleId !== Role.CLIENT) throw new SignoffClientOnly();
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, viewer.user.id));
  return { id: viewer.user.id, name: user!.name, tokenId: viewer.user.tokenId };
}

/**
 * docs/product/closing.md#client-sign-off: the client's CLIENT user approves a month (it locks the client's work logs
 * of the month, docs/product/closing.md#locks) or queries it, which e-mails every active admin. A queried month may
 * be decided again; an approved one only after an admin reopens it.
 */
export async function decideSignoff(
  deps: AppDeps,
  viewer: ClientReportViewer,
  ip: string,
  clientId: number,
  month: string,
  body: SignoffBody,
): Promise<SignoffView> {
  const user = await clientUserOf(deps.db, viewer, clientId);
  if (!monthHasStarted(month, await today(deps))) throw new SignoffMonthNotStarted();
  const now = deps.clock.now();
  const signer = { userId: user.id, name: user.name, ip, viaTokenId: user.tokenId };
  return deps.db.transaction((tx) => recordDecision(tx, deps, { clientId, month }, signer, body, now));
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
