import { and, eq, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { recordAudit } from '../../platform/audit.js';
import { startSession } from '../../platform/auth/sessions.js';
import type { Config } from '../../platform/config.js';
import { oidcLogins, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, Forbidden, InvalidInput, NotFound } from '../../platform/errors.js';

/** How long someone may take at the identity provider before the sign-in must start again. */
const SIGN_IN_WINDOW_MS = 10 * 60_000;
/** The web app's callback route (spec §2.1). */
const CALLBACK_PATH = '/auth/google';

export class OidcNotConfigured extends NotFound {
  constructor() {
    super('Sign-in with Google is not configured on this portal.');
  }
}

export class ProviderUnavailable extends AppError {
  constructor() {
    super(503, 'The identity provider cannot be reached. Please try again later.');
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

/** Decisions R23: authorization code with PKCE, state and nonce; returns where to send the browser. */
export async function signInAddress(deps: AppDeps): Promise<string> {
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
  return client
    .buildAuthorizationUrl(configuration, {
      redirect_uri: `${config.publicUrl}${CALLBACK_PATH}`,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

/**
 * The callback's query string for a session token. Only an existing, active account with the same
 * verified e-mail gets in; no account is created (R23). Issuer, audience, state and nonce are
 * checked by openid-client.
 */
export async function completeSignIn(deps: AppDeps, query: string, ip: string): Promise<string> {
  const { db, config, clock } = deps;
  if (!config.oidc) throw new OidcNotConfigured();
  const now = clock.now();
  const state = new URLSearchParams(query).get('state') ?? '';
  const [login] = await db
    .delete(oidcLogins)
    .where(and(eq(oidcLogins.state, state)))
    .returning();
  if (!login || login.expiresAt <= now) throw new InvalidInput('This sign-in has expired. Please try again.');
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
    throw new InvalidInput('The identity provider did not confirm this sign-in. Please try again.');
  }
  const email = typeof claims?.email === 'string' ? claims.email : undefined;
  // Decisions R65: every refusal is a failed sign-in in the audit trail.
  const refuse = async (actorId: number | null, reason: string, message: string) => {
    await recordAudit(db, { actorId, action: 'auth.sign_in_failed', after: { email, via: 'oidc', reason }, ip }, now);
    return new Forbidden(message);
  };
  if (!email || claims?.email_verified !== true) {
    throw await refuse(null, 'unverified', 'Your e-mail address is not verified with the identity provider.');
  }
  const [user] = await db
    .select({ id: users.id, active: users.active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) {
    throw await refuse(
      null,
      'no_account',
      'No account of this portal uses this e-mail address. Please ask an administrator.',
    );
  }
  if (!user.active) {
    throw await refuse(user.id, 'deactivated', 'This account has been deactivated. Please contact an administrator.');
  }
  const token = await startSession(db, user.id, config, now);
  await recordAudit(
    db,
    { actorId: user.id, action: 'auth.sign_in_oidc', targetType: 'user', targetId: user.id, ip },
    now,
  );
  return token;
}
