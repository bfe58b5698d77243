import { timingSafeEqual } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { oidcSignInOwesCode, type LoginResponse, type RoleId } from '@portal/shared';
import { recordAudit } from '../../platform/audit.js';
import { startSession } from '../../platform/auth/sessions.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { startChallenge } from '../../platform/auth/two-factor.js';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db/index.js';
import { oidcLogins, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, Forbidden, InvalidInput, NotFound } from '../../platform/errors.js';
import { twoFactorRequiredForAdmins } from '../../platform/settings.js';

/** How long someone may take at the identity provider before the sign-in must start again. */
export const SIGN_IN_WINDOW_MS = 10 * 60_000;
/** The web app's callback route (docs/product/roles-and-access.md#routes). */
const CALLBACK_PATH = '/auth/google';

export class OidcNotConfigured extends NotFound {
  constructor() {
    super('errors:oidc.not_configured');
  }
}

export class ProviderUnavailable extends AppError {
  constructor() {
    super('PROVIDER_UNAVAILABLE');
  }
}

class SignInExpired extends InvalidInput {
  constructor() {
    super('errors:oidc.expired');
  }
}

export class StartedInAnotherBrowser extends InvalidInput {
  constructor() {
    super('errors:oidc.other_browser');
  }
}

let discovered: { issuer: string; configuration: Promise<client.Configuration> } | undefined;

/** The provider's metadata, fetched once per process (and again after a failure). */
function providerConfiguration(oidc: NonNullable<Config['oidc']>): Promise<client.Configuration> {
  if (discovered?.issuer !== oidc.issuer) {
    const configuration = client
      .discovery(new URL(oidc.issuer), oidc.clientId, oidc.clientSecret, undefined, {
        // Test and intranet providers may speak plain HTTP; production issuers are HTTPS.
        ...(oidc.issuer.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    discovered = { issuer: oidc.issuer, configuration };
  }
  return discovered.configuration;
}

export interface SignInStart {
  /** Where to send the browser. */
  url: string;
  /** What the browser that starts the sign-in keeps (in a cookie) and shows again at the callback. */
  binding: string;
}

/**
 * docs/product/people-and-clients.md#google-sign-in: authorization code with PKCE, state and nonce. The state is also bound to the
 * browser that asks (docs/product/http-contract.md#secrets): only that browser can finish the sign-in, so nobody can sign a victim in
 * to the attacker's account by sending them the attacker's callback link (login CSRF).
 */
export async function signInAddress(deps: AppDeps): Promise<SignInStart> {
  const { db, config, clock } = deps;
  if (!config.oidc) throw new OidcNotConfigured();
  const configuration = await providerConfiguration(config.oidc).catch(() => {
    throw new ProviderUnavailable();
  });
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const now = clock.now();
  await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, now));
  await db
    .insert(oidcLogins)
    .values({ state, codeVerifier, nonce, expiresAt: new Date(now.getTime() + SIGN_IN_WINDOW_MS) });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: `${config.publicUrl}${CALLBACK_PATH}`,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.toString(), binding: bindingOf(state) };
}

/** The state's hash: the cookie then holds nothing the provider's answer carries. */
function bindingOf(state: string): string {
  return hashToken(state);
}

function isBoundTo(binding: string | undefined, state: string): boolean {
  if (!binding) return false;
  const given = Buffer.from(binding);
  const expected = Buffer.from(bindingOf(state));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The callback's query string, in the browser that started the sign-in (its binding), for a session token, or for an
 * admin who owes the portal's own code a challenge of the second step (docs/product/access.md#oidc-second-factor). Only
 * an existing, active account with the same verified e-mail gets in; no account is created
 * (docs/product/people-and-clients.md#google-sign-in). Issuer, audience, state and nonce are checked by openid-client.
 */
export async function completeSignIn(
  deps: AppDeps,
  query: string,
  binding: string | undefined,
  ip: string,
): Promise<LoginResponse> {
  const { db, config, clock } = deps;
  if (!config.oidc) throw new OidcNotConfigured();
  const now = clock.now();
  const login = await takePendingSignIn(db, new URLSearchParams(query).get('state') ?? '', binding, now);
  const configuration = await providerConfiguration(config.oidc).catch(() => {
    throw new ProviderUnavailable();
  });
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(
      configuration,
      new URL(`${config.publicUrl}${CALLBACK_PATH}?${query}`),
      {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      },
    );
    claims = tokens.claims();
  } catch {
    throw new InvalidInput('errors:oidc.not_confirmed');
  }
  const email = typeof claims?.email === 'string' ? claims.email : undefined;
  // docs/product/reports.md#audit: every refusal is a failed sign-in in the audit trail.
  const refuse = async (actorId: number | null, reason: string, message?: string) => {
    await recordAudit(db, { actorId, action: 'auth.sign_in_failed', after: { email, via: 'oidc', reason }, ip }, now);
    return message ? new Forbidden(message) : new AppError('ACCOUNT_DEACTIVATED');
  };
  if (!email || claims?.email_verified !== true) {
    throw await refuse(null, 'unverified', 'errors:oidc.email_unverified');
  }
  const [user] = await db
    .select({ id: users.id, active: users.active, roleId: users.roleId, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) {
    throw await refuse(null, 'no_account', 'errors:oidc.no_account');
  }
  if (!user.active) {
    throw await refuse(user.id, 'deactivated');
  }
  const owesCode = oidcSignInOwesCode({
    roleId: user.roleId as RoleId,
    twoFactorEnabled: user.totpEnabledAt !== null,
    requiredForAdmins: await twoFactorRequiredForAdmins(db),
    amr: claims?.amr,
  });
  // docs/product/access.md#oidc-second-factor: the code step of the password sign-in, POST /login/2fa, finishes it.
  if (owesCode) return { two_factor_required: true, challenge: await startChallenge(db, user.id, now) };
  // docs/product/reports.md#one-transaction: the session and its audit row commit together.
  return db.transaction(async (tx) => {
    const token = await startSession(tx, user.id, config, now);
    await recordAudit(
      tx,
      { actorId: user.id, action: 'auth.sign_in_oidc', targetType: 'user', targetId: user.id, ip },
      now,
    );
    return { access_token: token };
  });
}

/**
 * The sign-in this state belongs to, used up. A browser that did not start it is refused and
 * leaves it to the one that did.
 */
async function takePendingSignIn(db: Database, state: string, binding: string | undefined, now: Date) {
  const [pending] = await db.select().from(oidcLogins).where(eq(oidcLogins.state, state));
  if (!pending || pending.expiresAt <= now) throw new SignInExpired();
  if (!isBoundTo(binding, pending.state)) throw new StartedInAnotherBrowser();
  const [login] = await db.delete(oidcLogins).where(eq(oidcLogins.state, state)).returning();
  if (!login) throw new SignInExpired();
  return login;
}
