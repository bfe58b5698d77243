import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../platform/config.js';
import { oidcLogins } from '../../platform/db/schema.js';
import { createDeps } from '../../platform/deps-factory.js';
import { useOidcKit, PUBLIC_URL, CLIENT_ID } from './oidc-test-kit.js';

const NOT_CONFIGURED = { code: 'NOT_FOUND', message: 'Sign-in with Google is not configured on this portal.' };

describe('sign-in with an OpenID Connect provider (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#endpoints; docs/product/people-and-clients.md#google-sign-in)', () => {
  const { provider, t, signInAddress } = useOidcKit();

  describe('GET /api/auth', () => {
    it("points at the provider's authorize endpoint with PKCE (S256), state, nonce and the callback", async () => {
      const address = await signInAddress();

      expect(address.origin).toBe(provider.issuer.url);
      expect(address.pathname).toBe('/authorize');
      const query = Object.fromEntries(address.searchParams);
      expect(query).toMatchObject({
        client_id: CLIENT_ID,
        response_type: 'code',
        redirect_uri: `${PUBLIC_URL}/auth/google`,
        code_challenge_method: 'S256',
      });
      expect(query.scope!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
      expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
      expect(query.state).toMatch(/^[\w-]{20,}$/);
      expect(query.nonce).toMatch(/^[\w-]{20,}$/);
      const [stored] = await t.database.db.select().from(oidcLogins).where(eq(oidcLogins.state, query.state!));
      expect(stored).toMatchObject({ nonce: query.nonce });
      expect(stored!.codeVerifier).not.toBe(query.code_challenge);
    });

    it('binds the sign-in to this browser with an HttpOnly, SameSite=Lax cookie for /api/auth (docs/product/http-contract.md#secrets)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth' });

      const state = new URL((response.json() as { url: string }).url).searchParams.get('state')!;
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^portal_oidc=[\w-]{43}; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Lax$/);
      expect(cookie).not.toContain(state);
    });

    it('marks the cookie Secure on a portal served over https', async () => {
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'https://portal.test',
        OIDC_ISSUER: provider.issuer.url!,
        OIDC_CLIENT_ID: CLIENT_ID,
      });
      const secure = await buildApp(createDeps(t.database, config, t.clock), { logger: false });

      const response = await secure.inject({ method: 'GET', url: '/api/auth' });
      await secure.close();

      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    });

    it('gives every sign-in its own state, nonce and challenge', async () => {
      const first = (await signInAddress()).searchParams;
      const second = (await signInAddress()).searchParams;

      for (const name of ['state', 'nonce', 'code_challenge']) expect(first.get(name)).not.toBe(second.get(name));
    });
  });

  describe('without OIDC settings, or with a provider that cannot be reached', () => {
    let app: FastifyInstance | undefined;
    afterAll(async () => app?.close());
    const appWith = async (env: Record<string, string>) => {
      await app?.close();
      app = await buildApp(createDeps(t.database, loadConfig({ LOG_LEVEL: 'silent', ...env }), t.clock), {
        logger: false,
      });
      return app;
    };

    it("answers 404 'Sign-in with Google is not configured on this portal.'", async () => {
      const plain = await appWith({ PUBLIC_URL });

      const address = await plain.inject({ method: 'GET', url: '/api/auth' });
      const answer = await plain.inject({ method: 'GET', url: '/api/auth/callback?code=abc&state=def' });

      expect(address.statusCode).toBe(404);
      expect(address.json()).toEqual(NOT_CONFIGURED);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(NOT_CONFIGURED);
    });

    it('answers 503 when the provider does not answer', async () => {
      const unreachable = await appWith({ PUBLIC_URL, OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: CLIENT_ID });

      const response = await unreachable.inject({ method: 'GET', url: '/api/auth' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'PROVIDER_UNAVAILABLE',
        message: 'The identity provider cannot be reached. Please try again later.',
      });
    });
  });
});
