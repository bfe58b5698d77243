import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { useTestContext } from '../../test/app.js';
import { acceptAuditRows } from '../../test/failing-audit.js';

/** What the OpenID Connect sign-in tests (oidc-start.test.ts, oidc-callback.test.ts) share. */

export const PUBLIC_URL = 'http://portal.test';
export const CLIENT_ID = 'staff-portal';

/** The cookies a browser keeps for the portal's /api/auth routes, as it would from their answers. */
export class Browser {
  private cookie = '';

  keep(response: LightMyRequestResponse): void {
    const set = response.headers['set-cookie'];
    const [pair] = String(Array.isArray(set) ? set[0] : (set ?? '')).split(';');
    if (!pair) return;
    this.cookie = pair.endsWith('=') ? '' : pair;
  }

  headers(): Record<string, string> {
    return this.cookie ? { cookie: this.cookie } : {};
  }
}

/** What the provider puts into the next tokens it signs (the person who "signed in" there): a test file that sets them itself passes its own. */
export interface Claims {
  read(): Record<string, unknown>;
  write(next: Record<string, unknown>): void;
}

function ownClaims(): Claims {
  let claims: Record<string, unknown> = {};
  return { read: () => claims, write: (next) => (claims = next) };
}

/**
 * A local OpenID Connect provider and the test file's app signing in with it (useTestContext), with the calls of a
 * browser's round trip. Call it inside the file's describe.
 */
export function useOidcKit(claims: Claims = ownClaims()) {
  const provider = new OAuth2Server();
  /** The payloads the provider signed, newest last. */
  const signed: MutableToken['payload'][] = [];
  /** The browser the tests sign in with, unless they name another. */
  let browser: Browser;
  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
    provider.service.on('beforeTokenSigning', (token: MutableToken) => {
      Object.assign(token.payload, claims.read());
      signed.push(token.payload);
    });
  });
  const t = useTestContext(() => ({ PUBLIC_URL, OIDC_ISSUER: provider.issuer.url!, OIDC_CLIENT_ID: CLIENT_ID }));
  beforeEach(() => {
    claims.write({});
    signed.length = 0;
    browser = new Browser();
  });
  afterEach(async () => acceptAuditRows(t.database.db));
  afterAll(async () => provider.stop());

  const signInAddress = async (from = browser) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth', headers: from.headers() });
    expect(response.statusCode).toBe(200);
    from.keep(response);
    return new URL((response.json() as { url: string }).url);
  };
  /** The browser's trip to the provider: it answers with a redirect back to the portal's callback. */
  const visitProvider = async (address: URL) => {
    const response = await fetch(address, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location')!);
  };
  const callback = async (search: string, from = browser) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/callback${search}`, headers: from.headers() });
    from.keep(response);
    return response;
  };
  /** The whole round trip with these claims in the ID token; the callback's answer. */
  const signInWith = async (idTokenClaims: Record<string, unknown>) => {
    claims.write(idTokenClaims);
    const back = await visitProvider(await signInAddress());
    return callback(back.search);
  };
  const signInAs = (email: string) => signInWith({ email, email_verified: true });
  const currentUser = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

  return { provider, signed, t, signInAddress, visitProvider, callback, signInWith, signInAs, currentUser };
}
