import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { auditEntries } from '../db/schema.js';
import { limitKeyOf } from './client-address.js';

/** How far back a successful sign-in makes an address known for a person (docs/product/access.md#address-limit). */
export const KNOWN_ADDRESS_DAYS = 90;
/** The person's latest sign-ins looked at; an office's address is among them if they use it. */
const SIGN_INS_LOOKED_AT = 50;
const SIGN_IN_ACTIONS = ['auth.sign_in', 'auth.sign_in_oidc'];

/**
 * docs/product/access.md#address-limit: whether the person has signed in successfully from this address (its limit
 * key: IPv4 as it is, IPv6 by its /64) in the last 90 days. A throttled address still checks the passwords of the
 * people it knows, so colleagues' typos never shut them out; a guessing run over accounts that never signed in
 * from there stays stopped. Read from the audit trail, which every process shares and which outlives a restart.
 */
export async function hasSignedInFrom(db: Database, userId: number, addressKey: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const rows = await db
    .select({ ip: auditEntries.ip })
    .from(auditEntries)
    .where(
      and(eq(auditEntries.actorId, userId), gt(auditEntries.at, since), inArray(auditEntries.action, SIGN_IN_ACTIONS)),
    )
    .orderBy(desc(auditEntries.at))
    .limit(SIGN_INS_LOOKED_AT);
  return rows.some((row) => row.ip !== null && limitKeyOf(row.ip) === addressKey);
}
