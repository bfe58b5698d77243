import { and, eq, inArray, ne } from 'drizzle-orm';
import { addDays, monthBounds, monthOfDate, Role, signoffLinkExpiry, type IsoDate } from '@portal/shared';
import { hashToken, newToken } from './platform/auth/tokens.js';
import type { Database } from './platform/db/index.js';
import { clients, clientSignoffs, settings, signoffRequests, timesheets, users } from './platform/db/schema.js';

/**
 * docs/product/closing.md#month-life in the demo company: the month before last is closed (lock date at its end,
 * approved for everyone, signed off by Northwind Traders); last month is under way: Ben's approved, Carla's
 * submitted, Deniz's reopened with a comment, Northwind Traders approved it, Globex's contact queried it through
 * the sign-off link an admin sent them (docs/product/closing.md#signoff-links), and Initech's contact has an open one.
 */
export const DEMO_MONTH_CLOSE = {
  approved: 'ben.fischer@example.com',
  submitted: 'carla.gomez@example.com',
  reopened: 'deniz.kaya@example.com',
  reopenComment: 'Please split the Northwind hours by task, then submit again.',
  approver: 'ada.admin@example.com',
  signedOff: { client: 'Northwind Traders', by: 'nora.lind@northwind.example' },
  queried: {
    client: 'Globex Corporation',
    by: 'Sam Ortiz',
    email: 'sam.ortiz@globex.example',
    comment: 'The hours on the 14th look high. Can you confirm them?',
  },
  requested: { client: 'Initech', name: 'Peter Gibbons', email: 'peter.gibbons@initech.example' },
} as const;

/** The demo's months relative to `today`: last month, and the closed month before it with its last day. */
export function demoMonths(today: IsoDate): { lastMonth: string; closedMonth: string; lockedUntil: IsoDate } {
  const lastMonth = monthOfDate(addDays(`${monthOfDate(today)}-01`, -1));
  const lockedUntil = addDays(`${lastMonth}-01`, -1);
  return { lastMonth, closedMonth: monthOfDate(lockedUntil), lockedUntil };
}

/** `demoEmails`: the demo company's people, so that a portal's own people are left as they are. */
export async function seedMonthClose(db: Database, today: IsoDate, demoEmails: string[]): Promise<void> {
  const { lastMonth, closedMonth, lockedUntil } = demoMonths(today);
  const decidedAt = new Date(`${addDays(`${monthOfDate(today)}-01`, 2)}T09:00:00Z`);
  await db.insert(settings).values({ key: 'locked_until', value: lockedUntil }).onConflictDoNothing();
  const idOf = await emailsToIds(db);
  const approverId = idOf(DEMO_MONTH_CLOSE.approver);
  const decided = { submittedAt: decidedAt, decidedBy: approverId, decidedAt };
  await db
    .insert(timesheets)
    .values([
      ...(await employedIn(db, closedMonth, demoEmails)).map((userId) => ({
        userId,
        month: closedMonth,
        status: 'approved',
        ...decided,
      })),
      { userId: idOf(DEMO_MONTH_CLOSE.approved), month: lastMonth, status: 'approved', ...decided },
      { userId: idOf(DEMO_MONTH_CLOSE.submitted), month: lastMonth, status: 'submitted', submittedAt: decidedAt },
      {
        userId: idOf(DEMO_MONTH_CLOSE.reopened),
        month: lastMonth,
        status: 'open',
        submittedAt: decidedAt,
        decidedBy: approverId,
        decidedAt,
        comment: DEMO_MONTH_CLOSE.reopenComment,
      },
    ])
    .onConflictDoNothing();
  await seedSignoffs(db, idOf, { lastMonth, closedMonth }, decidedAt, new Date(`${today}T08:00:00Z`));
}

async function seedSignoffs(
  db: Database,
  idOf: (email: string) => number,
  months: { lastMonth: string; closedMonth: string },
  at: Date,
  now: Date,
): Promise<void> {
  const clientRows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(
      inArray(clients.name, [
        DEMO_MONTH_CLOSE.signedOff.client,
        DEMO_MONTH_CLOSE.queried.client,
        DEMO_MONTH_CLOSE.requested.client,
      ]),
    );
  const clientId = (name: string) => clientRows.find((client) => client.name === name)!.id;
  const nora = { byUserId: idOf(DEMO_MONTH_CLOSE.signedOff.by), byName: 'Nora Lind', at };
  const northwind = clientId(DEMO_MONTH_CLOSE.signedOff.client);
  await db
    .insert(clientSignoffs)
    .values([
      { clientId: northwind, month: months.closedMonth, status: 'approved', ...nora },
      { clientId: northwind, month: months.lastMonth, status: 'approved', ...nora },
      {
        clientId: clientId(DEMO_MONTH_CLOSE.queried.client),
        month: months.lastMonth,
        status: 'queried',
        byName: DEMO_MONTH_CLOSE.queried.by,
        at,
        comment: DEMO_MONTH_CLOSE.queried.comment,
        linkQueries: 1,
      },
    ])
    .onConflictDoNothing();
  await seedSignoffRequests(db, clientId, months.lastMonth, { at, now });
}

/**
 * The links of the demo: Globex's, sent the day before its query and used for it; Initech's, sent on the day the demo
 * is loaded and open. Their tokens were never kept anywhere.
 */
async function seedSignoffRequests(
  db: Database,
  clientId: (name: string) => number,
  month: string,
  { at, now }: { at: Date; now: Date },
): Promise<void> {
  const [existing] = await db.select({ id: signoffRequests.id }).from(signoffRequests).limit(1);
  if (existing) return;
  const { queried, requested } = DEMO_MONTH_CLOSE;
  const sentAt = (moment: Date) => ({ month, createdAt: moment, expiresAt: signoffLinkExpiry(moment) });
  await db.insert(signoffRequests).values([
    {
      ...sentAt(new Date(at.getTime() - 24 * 60 * 60 * 1000)),
      clientId: clientId(queried.client),
      email: queried.email,
      name: queried.by,
      tokenHash: hashToken(newToken()),
      usedAt: at,
    },
    {
      ...sentAt(now),
      clientId: clientId(requested.client),
      email: requested.email,
      name: requested.name,
      tokenHash: hashToken(newToken()),
    },
  ]);
}

async function emailsToIds(db: Database): Promise<(email: string) => number> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users);
  return (email) => rows.find((row) => row.email === email)!.id;
}

/** Active employees (not client users) of the demo whose employment touches `month`. */
async function employedIn(db: Database, month: string, demoEmails: string[]): Promise<number[]> {
  const [first, last] = monthBounds(month);
  const rows = await db
    .select({ id: users.id, start: users.startDate, end: users.endDate })
    .from(users)
    .where(and(eq(users.active, true), ne(users.roleId, Role.CLIENT), inArray(users.email, demoEmails)));
  return rows
    .filter((row) => (row.start === null || row.start <= last) && (row.end === null || row.end >= first))
    .map((row) => row.id);
}
