import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { TotpKeys } from '../config.js';
import type { Database } from '../db/index.js';
import { users } from '../db/schema.js';
import { isCurrent, openTotpSecret, sealTotpSecret } from './totp-secrets.js';

const COLUMNS = ['totpSecret', 'totpPendingSecret'] as const;

/**
 * docs/operations.md#totp-key-rotation: at start, every stored TOTP secret (on and pending) not stored as the current
 * keys would store it is rewritten: plaintext rows get sealed once a key is set, rows under the previous key get the
 * current one. Each write is conditional on the value read, so that several processes starting at once agree.
 * Throws TotpKeyMissing when a row was sealed with a key that is not set. Answers how many values it rewrote.
 */
export async function resealTotpSecrets(db: Database, keys: TotpKeys): Promise<number> {
  const rows = await db
    .select({ id: users.id, totpSecret: users.totpSecret, totpPendingSecret: users.totpPendingSecret })
    .from(users)
    .where(or(isNotNull(users.totpSecret), isNotNull(users.totpPendingSecret)));
  let rewritten = 0;
  for (const row of rows) {
    for (const column of COLUMNS) {
      const stored = row[column];
      if (stored === null || isCurrent(stored, keys)) continue;
      const resealed = sealTotpSecret(openTotpSecret(stored, keys), keys);
      await db
        .update(users)
        .set({ [column]: resealed })
        .where(and(eq(users.id, row.id), eq(users[column], stored)));
      rewritten += 1;
    }
  }
  return rewritten;
}

interface Logger {
  info(object: object, message: string): void;
  warn(message: string): void;
}

/** At start: the warning without a key (docs/product/access.md#totp-encryption), then resealTotpSecrets. */
export async function prepareTotpSecrets(db: Database, keys: TotpKeys, log: Logger): Promise<void> {
  if (!keys.current) {
    log.warn(
      'TOTP_ENCRYPTION_KEY is not set: second-factor secrets are stored unencrypted in the database ' +
        '(docs/operations.md#totp-key-rotation says how to set one).',
    );
  }
  const rewritten = await resealTotpSecrets(db, keys);
  if (rewritten > 0) log.info({ rewritten }, 'second-factor secrets re-encrypted with the current key');
}
