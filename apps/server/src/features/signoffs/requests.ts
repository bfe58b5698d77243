import { and, desc, eq, like, sql } from 'drizzle-orm';
import {
  monthHasStarted,
  Role,
  SIGNOFF_LINK_DAYS,
  signoffLinkExpiry,
  signoffLinkState,
  type Language,
  type SignoffRequestBody,
  type SignoffRequestView,
} from '@portal/shared';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { Database } from '../../platform/db/index.js';
import { clients, clientSignoffs, signoffRequests, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { NotFound } from '../../platform/errors.js';
import { formatLongDay, formatLongMonth, languageOf, translatorFor } from '../../platform/i18n.js';
import { mailOfParagraphs, queueMail } from '../../platform/mail.js';
import { portalTimeZone } from '../../platform/settings.js';
import { SignoffAlreadyApproved } from './decision.js';
import { SignoffClientOnly, SignoffMonthNotStarted, today } from './service.js';

type RequestRow = typeof signoffRequests.$inferSelect;

/** The Clients screen lists a year's requests; more than this in one year would be a mistake, not a need. */
const MAX_LISTED_REQUESTS = 1000;

/** A request as admins see it: its contact, its days and its state, never its link. */
export function requestViewOf(row: RequestRow, now: Date): SignoffRequestView {
  return {
    id: row.id,
    client_id: row.clientId,
    month: row.month,
    email: row.email,
    name: row.name,
    requested_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    state: signoffLinkState(row, now),
  };
}

/**
 * docs/product/closing.md#signoff-links: an admin asks a named contact of the client to sign one month. The contact
 * gets an e-mail with a link that signs that month of that client once, within 14 days; only the link's hash is kept.
 * The request, its e-mail and its audit row commit together.
 */
export async function requestSignoff(
  deps: AppDeps,
  actor: Actor,
  target: { clientId: number; month: string },
  body: SignoffRequestBody,
): Promise<SignoffRequestView> {
  const { db, clock, config } = deps;
  const [client] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, target.clientId));
  if (!client) throw new NotFound('errors:client_not_found');
  if (!monthHasStarted(target.month, await today(deps))) throw new SignoffMonthNotStarted();
  if (await isApproved(db, target)) throw new SignoffAlreadyApproved();
  const now = clock.now();
  const token = newToken();
  const account = await accountOf(db, body.email);
  // An admin cannot send themselves or a colleague a link to sign "as the client" (the audit trail names whom it went to).
  if (account && account.roleId !== Role.CLIENT) throw new SignoffClientOnly('errors:signoffs.contact_is_employee');
  const language = body.language ?? languageOf(account?.language, config.defaultLanguage);
  const admin = await nameOf(db, actor.caller.id);
  const timeZone = await portalTimeZone(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(signoffRequests)
      .values({
        ...target,
        email: body.email,
        name: body.name,
        tokenHash: hashToken(token),
        requestedBy: actor.caller.id,
        createdAt: now,
        expiresAt: signoffLinkExpiry(now),
      })
      .returning();
    const view = requestViewOf(row!, now);
    await recordAudit(
      tx,
      {
        ...auditActor(actor),
        action: 'client_signoff.request',
        targetType: 'client',
        targetId: target.clientId,
        after: { month: target.month, email: view.email, name: view.name, expires_at: view.expires_at },
      },
      now,
    );
    const link = `${config.publicUrl}/signoff?${new URLSearchParams({ token })}`;
    const texts = { client: client.name, admin, language, expiresAt: row!.expiresAt, timeZone };
    await queueMail(tx, requestMail(body, target.month, link, texts), now);
    return view;
  });
}

/** The e-mail to the contact, in `language`: who asks, which client and month, the link and how long it works. */
function requestMail(
  contact: { email: string; name: string },
  month: string,
  link: string,
  texts: { client: string; admin: string; language: Language; expiresAt: Date; timeZone: string },
) {
  const say = translatorFor(texts.language);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const values = {
    client: texts.client,
    month: formatLongMonth(texts.language, year, monthNumber),
    admin: texts.admin,
  };
  const greeting = say('notifications:mail.greeting', { name: contact.name });
  const asked = say('notifications:signoff_request.body', values);
  const valid = say('notifications:signoff_request.valid', {
    days: SIGNOFF_LINK_DAYS,
    date: formatLongDay(texts.language, texts.expiresAt, texts.timeZone),
  });
  const open = { link, label: say('notifications:signoff_request.open') };
  const subject = say('notifications:signoff_request.subject', values);
  return mailOfParagraphs(contact.email, subject, [greeting, asked, open, valid]);
}

async function isApproved(db: Database, target: { clientId: number; month: string }): Promise<boolean> {
  const [row] = await db
    .select({ status: clientSignoffs.status })
    .from(clientSignoffs)
    .where(and(eq(clientSignoffs.clientId, target.clientId), eq(clientSignoffs.month, target.month)));
  return row?.status === 'approved';
}

/** The portal account with this address, if there is one: its role and language. */
async function accountOf(db: Database, email: string) {
  const [account] = await db
    .select({ roleId: users.roleId, language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return account;
}

async function nameOf(db: Database, userId: number): Promise<string> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? '';
}

/** docs/product/closing.md#signoff-links: the requests of a year's months, newest first, for the Clients screen. */
export async function signoffRequestsOfYear(deps: AppDeps, year: number): Promise<SignoffRequestView[]> {
  const rows = await deps.db
    .select()
    .from(signoffRequests)
    .where(like(signoffRequests.month, `${year}-%`))
    .orderBy(desc(signoffRequests.createdAt), desc(signoffRequests.id))
    .limit(MAX_LISTED_REQUESTS);
  const now = deps.clock.now();
  return rows.map((row) => requestViewOf(row, now));
}
