import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db/index.js';
import { settings } from './db/schema.js';

/**
 * docs/product/people-and-clients.md#signed-links: links a browser opens by itself (a PDF in a new tab, an <img>) carry a signature
 * for that one file and a few minutes instead of the bearer token. The secret lives in the settings
 * table so that every server process sharing the database signs and checks alike.
 */
const SECRET_KEY = 'link_signing_secret';

/** A link works for at least LINK_TTL_MS; expiries are rounded up so repeated lists give one URL. */
export const LINK_TTL_MS = 5 * 60_000;

export type LinkKind = 'file' | 'picture';

const secrets = new WeakMap<Database, Promise<Buffer>>();

/** The shared secret, created on first use (racing processes agree: the first insert wins). */
export function signingSecret(db: Database): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

async function loadOrCreateSecret(db: Database): Promise<Buffer> {
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_KEY));
  if (typeof row?.value !== 'string') throw new Error('The link signing secret is missing.');
  return Buffer.from(row.value, 'base64url');
}

export interface LinkSigner {
  /** `?expires=…&signature=…` for one thing, valid until the next window ends. */
  query(kind: LinkKind, id: number, version?: string): string;
}

export async function linkSigner(db: Database, now: Date): Promise<LinkSigner> {
  const secret = await signingSecret(db);
  const expires = Math.ceil(now.getTime() / LINK_TTL_MS) * LINK_TTL_MS + LINK_TTL_MS;
  return {
    query(kind, id, version = '') {
      const signature = sign(secret, kind, id, version, expires);
      const v = version ? `v=${encodeURIComponent(version)}&` : '';
      return `?${v}expires=${expires}&signature=${signature}`;
    },
  };
}

function sign(secret: Buffer, kind: LinkKind, id: number, version: string, expires: number): string {
  return createHmac('sha256', secret).update(`${kind}:${id}:${version}:${expires}`).digest('base64url');
}

export interface SignedQuery {
  expires?: number | undefined;
  signature?: string | undefined;
  v?: string | undefined;
}

/** True when the signature is for this thing and has not expired. */
export async function verifyLink(
  db: Database,
  kind: LinkKind,
  id: number,
  query: SignedQuery,
  now: Date,
): Promise<boolean> {
  if (!query.expires || !query.signature || query.expires < now.getTime()) return false;
  const expected = Buffer.from(sign(await signingSecret(db), kind, id, query.v ?? '', query.expires));
  const given = Buffer.from(query.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
