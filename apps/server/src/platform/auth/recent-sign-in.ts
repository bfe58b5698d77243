import { signInIsRecent } from '@portal/shared';
import type { Database } from '../db/index.js';
import { AppError } from '../errors.js';
import { sessionVerifiedAt, type SignedInUser } from './sessions.js';

/** docs/product/access.md#api-tokens: what a token may not do, whatever its owner's role. */
export class ApiTokenNotAllowed extends AppError {
  constructor() {
    super('API_TOKEN_NOT_ALLOWED');
  }
}

/** docs/product/access.md#recent-sign-in: the session gave no password or code in the last 10 minutes. */
export class ReauthRequired extends AppError {
  constructor() {
    super('REAUTH_REQUIRED');
  }
}

/**
 * docs/product/access.md#recent-sign-in: a sensitive action needs a session that proved its password or code in
 * the last 10 minutes; an API token never does one. The access hook calls this for routes declared
 * `recentSignIn`; services call it for what depends on the fields sent (settings, roles).
 */
export async function assertRecentSignIn(db: Database, user: SignedInUser, now: Date): Promise<void> {
  if (user.sessionId === null) throw new ApiTokenNotAllowed();
  if (!signInIsRecent(await sessionVerifiedAt(db, user.sessionId), now)) throw new ReauthRequired();
}
