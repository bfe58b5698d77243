import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';

/**
 * A local OpenID Connect provider (oauth2-mock-server) for sign-in tests: `claims` go into every token it signs, so a
 * test says who "signed in" there and how (`amr`). `signInWith` is a browser's whole round trip: the portal's
 * /api/auth, the provider's redirect back, and the portal's callback, whose answer it returns.
 */
export class LocalProvider {
  readonly server = new OAuth2Server();
  claims: Record<string, unknown> = {};

  async start(): Promise<string> {
    await this.server.issuer.keys.generate('RS256');
    await this.server.start(0, '127.0.0.1');
    this.server.issuer.url = `http://127.0.0.1:${this.server.address().port}`;
    this.server.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, this.claims));
    return this.server.issuer.url;
  }

  async stop(): Promise<void> {
    await this.server.stop();
  }

  async signInWith(app: FastifyInstance, claims: Record<string, unknown>): Promise<LightMyRequestResponse> {
    this.claims = claims;
    const started = await app.inject({ method: 'GET', url: '/api/auth' });
    const [cookie] = String(started.headers['set-cookie']).split(';');
    const address = new URL((started.json() as { url: string }).url);
    const back = await fetch(address, { redirect: 'manual' });
    const search = new URL(back.headers.get('location')!).search;
    return app.inject({ method: 'GET', url: `/api/auth/callback${search}`, headers: { cookie: cookie! } });
  }
}
