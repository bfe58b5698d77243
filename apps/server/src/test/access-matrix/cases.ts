import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { newApiToken } from '../../platform/auth/api-tokens.js';
import { startSession } from '../../platform/auth/sessions.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { apiTokens, clients, holidayCalendars, signoffRequests, skills, users } from '../../platform/db/schema.js';
import type { TestContext } from '../app.js';
import { buildClient, buildUser } from '../factories.js';
import { multipart, PNG_BYTES, TINY_PDF } from '../multipart.js';
import { buildAssignment } from '../record-factories.js';
import type { Caller, Whose } from './table.js';

/** A case of the access matrix (table.ts): the fixture, the caller and whose record, and the records its request needs. */

export interface Person {
  id: number;
  email: string;
  roleId: RoleId;
  clientId: number | null;
}

export interface Fixture {
  t: TestContext;
  callers: Record<Exclude<Caller, 'anonymous'>, Person>;
  /** The client whose CLIENT user is one of the callers; 'other' clients are made per case. */
  clientOfClientUser: number;
  /** An uploaded PDF that every employee may read. */
  documentId: number;
  /** People who have a profile picture already. */
  withPicture: Set<number>;
  /** One session per signed-in caller; only the sign-out row uses a session of its own. */
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** One personal API token per signed-in caller, for the matrix sent again with tokens. */
  apiTokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** Who an anonymous caller is when a row needs a person (sign-in, reset, calendar feed). */
  bystander: Person;
}

export interface Case {
  f: Fixture;
  /** The person whose request it is; for an anonymous caller, somebody who is not signed in. */
  me: Person;
  whose: Whose;
  /** A distinct address per case, so sign-in and reset limits never mix cases up. */
  remoteAddress: string;
}

let serial = 0;

export const next = () => ++serial;

/** A fresh weekday in 2027 per call, so leave requests and public holidays never overlap. */
export function freshDate(): string {
  const day = new Date(Date.UTC(2027, 0, 4 + next() * 7));
  return day.toISOString().slice(0, 10);
}

export async function person(db: TestContext['database']['db'], roleId: RoleId, clientId: number | null = null) {
  // Explicit names: the factory's own numbering is not safe for cases that run side by side.
  const n = next();
  const user = await buildUser(db, { roleId, clientId, name: `Matrix ${n}`, email: `matrix${n}@example.com` });
  return { id: user.id, email: user.email, roleId, clientId } satisfies Person;
}

/** The person a request names: the caller, another employee or another SUPER_ADMIN. */
export async function subject(c: Case): Promise<Person> {
  const db = c.f.t.database.db;
  if (c.whose === 'super') return person(db, Role.SUPER_ADMIN);
  if (c.whose === 'other') return person(db, Role.USER);
  return c.me;
}

export async function assignedClient(c: Case, userId: number): Promise<number> {
  const client = await buildClient(c.f.t.database.db);
  await buildAssignment(c.f.t.database.db, { userId, clientId: client.id, fromDate: '2026-01-01' });
  return client.id;
}

/** The client a client-report case names: the CLIENT caller's own, or one of nobody's. */
export async function reportClient(c: Case): Promise<{ id: number; shareKey: string }> {
  const db = c.f.t.database.db;
  if (c.whose !== 'own') return buildClient(db);
  const [own] = await db.select().from(clients).where(eq(clients.id, c.f.clientOfClientUser));
  if (!own) throw new Error('fixture client is gone');
  return own;
}

export async function sessionHeaders(c: Case, userId: number) {
  const token = await startSession(c.f.t.database.db, userId, c.f.t.config, c.f.t.clock.now());
  return { authorization: `Bearer ${token}` };
}

/** An API token of the person's, straight in the table (the route that makes one is a row of its own). */
export async function apiTokenOf(c: Case, owner: Person): Promise<number> {
  const now = c.f.t.clock.now();
  const [token] = await c.f.t.database.db
    .insert(apiTokens)
    .values({
      userId: owner.id,
      name: 'Matrix',
      tokenHash: `matrix-${next()}`,
      expiresAt: new Date(now.getTime() + 86_400_000),
    })
    .returning({ id: apiTokens.id });
  return token!.id;
}

export type Built = Omit<InjectOptions, 'method'> & { url: string };

export const MATRIX_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Puts the case's person in the two-factor state a row needs: off, pending a first code, or on (with no step used). */
export async function withTwoFactor(c: Case, state: 'off' | 'pending' | 'on') {
  await c.f.t.database.db
    .update(users)
    .set({
      totpPendingSecret: state === 'pending' ? MATRIX_SECRET : null,
      totpSecret: state === 'on' ? MATRIX_SECRET : null,
      totpEnabledAt: state === 'on' ? c.f.t.clock.now() : null,
      totpLastStep: null,
    })
    .where(eq(users.id, c.me.id));
}

/** An open sign-off link of a fresh client's October (docs/product/closing.md#signoff-links): its token. */
export async function signoffLink(c: Case): Promise<string> {
  const client = await buildClient(c.f.t.database.db);
  const token = `matrix-link-${next()}`;
  await c.f.t.database.db.insert(signoffRequests).values({
    clientId: client.id,
    month: '2026-10',
    email: 'contact@client.example',
    name: 'Matrix contact',
    tokenHash: hashToken(token),
    expiresAt: new Date(c.f.t.clock.now().getTime() + 86_400_000),
  });
  return token;
}

export const leaveTypeNamed = () => ({ name: `Matrix type ${next()}` });

export const leaveTypeBody = () => ({
  ...leaveTypeNamed(),
  color: '#00695c',
  uses_allowance: false,
  needs_approval: true,
});

export async function buildCalendar(c: Case): Promise<number> {
  const [row] = await c.f.t.database.db
    .insert(holidayCalendars)
    .values({ name: `Matrix office ${next()}` })
    .returning({ id: holidayCalendars.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function buildSkill(c: Case): Promise<number> {
  const [row] = await c.f.t.database.db
    .insert(skills)
    .values({ name: `Matrix skill ${next()}` })
    .returning({ id: skills.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export function pdfUpload() {
  return multipart(
    { title: `Handbook ${next()}`, description: 'For the matrix', type: '0' },
    { name: 'file', fileName: 'handbook.pdf', contentType: 'application/pdf', content: TINY_PDF },
  );
}

/**
 * Uploads go one at a time: side by side on PostgreSQL, one of six failed with 500 in the chunked
 * file store that is being written (reported to its owner; the matrix is about rights, not that).
 */
let uploads: Promise<unknown> = Promise.resolve();

export function uploadDocument(f: Fixture): Promise<number> {
  const next = uploads.then(() => uploadDocumentNow(f));
  uploads = next.catch(() => undefined);
  return next;
}

async function uploadDocumentNow(f: Fixture): Promise<number> {
  const { headers, payload } = pdfUpload();
  const auth = await sessionHeaders({ f } as Case, f.callers.SUPER_ADMIN.id);
  const response = await f.t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...headers, ...auth },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: number }).id;
}

export async function uploadPicture(f: Fixture, userId: number): Promise<void> {
  const { headers, payload } = multipart(
    {},
    { name: 'profile_picture', fileName: 'me.png', contentType: 'image/png', content: PNG_BYTES },
  );
  const auth = await sessionHeaders({ f } as Case, userId);
  const response = await f.t.app.inject({
    method: 'POST',
    url: '/api/user/profile',
    headers: { ...headers, ...auth },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`picture upload failed: ${response.statusCode} ${response.body}`);
  f.withPicture.add(userId);
}

export async function storedApiToken(t: TestContext, owner: Person): Promise<string> {
  const token = newApiToken();
  const expiresAt = new Date(t.clock.now().getTime() + 86_400_000);
  await t.database.db
    .insert(apiTokens)
    .values({ userId: owner.id, name: 'Matrix caller', tokenHash: hashToken(token), expiresAt });
  return token;
}
