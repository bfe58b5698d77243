import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Role } from '@portal/shared';
import { buildApp } from '../../app.js';
import { createTestContext, type TestContext } from '../../test/app.js';
import { openGoneDatabase } from '../../test/database.js';
import { buildClient, signedIn } from '../../test/factories.js';
import { loadConfig } from '../config.js';
import { createDeps } from '../deps-factory.js';
import { linkSigner } from '../signed-links.js';
import { redactUrl } from './redact-url.js';

/** A log destination that keeps every line, as the server's log file would. */
class CapturedLog {
  text = '';
  write(line: string): void {
    this.text += line;
  }
  lines(): Record<string, unknown>[] {
    return this.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

const LOGGING = { LOG_LEVEL: 'info', PUBLIC_URL: 'http://portal.test' };

describe('secrets in the request log (docs/product/http-contract.md#secrets)', () => {
  describe('redactUrl', () => {
    it.each([
      ['/api/calendar/AbCdEfGhIjKlMnOpQrStUvWx.ics', '/api/calendar/[redacted].ics'],
      ['/api/calendar/team/AbCdEfGhIjKlMnOpQrStUvWx.ics', '/api/calendar/team/[redacted].ics'],
      ['/api/calendar/AbCdEfGhIjKlMnOpQrStUvWx%2Eics', '/api/calendar/[redacted]'],
      ['/api/calendar/feed', '/api/calendar/feed'],
      [
        '/api/logs/client/3/month/11/year/2026?key=s3cr3t&format=csv',
        '/api/logs/client/3/month/11/year/2026?key=[redacted]&format=csv',
      ],
      ['/change-password?email=a%40b.test&token=t0k3n', '/change-password?email=a%40b.test&token=[redacted]'],
      ['/api/auth/callback?code=c0d3&state=st4t3&iss=x', '/api/auth/callback?code=[redacted]&state=[redacted]&iss=x'],
      ['/api/files/7?expires=1795400000000&signature=s1gn', '/api/files/7?expires=1795400000000&signature=[redacted]'],
      ['/api/user?access_token=b34r3r', '/api/user?access_token=[redacted]'],
      ['/x?Token=a&%74oken=b&key', '/x?Token=[redacted]&%74oken=[redacted]&key'],
      ['/api/users?page=2', '/api/users?page=2'],
    ])('shows %s as %s', (url, logged) => {
      expect(redactUrl(url)).toBe(logged);
    });
  });

  describe('the request log of a running app', () => {
    let harness: Awaited<ReturnType<typeof createTestContext>>;
    let t: TestContext;
    let app: FastifyInstance;
    let log: CapturedLog;
    beforeAll(async () => {
      harness = await createTestContext();
    });
    beforeEach(async () => {
      t = await harness.reset();
      log = new CapturedLog();
      app = await buildApp(createDeps(t.database, loadConfig(LOGGING), t.clock), { logStream: log });
    });
    afterEach(async () => app.close());
    afterAll(async () => harness.close());

    const get = (url: string) => app.inject({ method: 'GET', url });
    const loggedUrls = () => log.lines().flatMap((line) => ((line.req as { url?: string })?.url ?? []) as string[]);

    it('writes every secret-bearing address with [redacted] in place of the secret', async () => {
      const admin = await signedIn(app, t.database.db, { roleId: Role.ADMIN });
      const feeds = (await app.inject({ method: 'GET', url: '/api/calendar/feed', headers: admin.headers })).json()
        .data as { personal: string; team: string };
      const client = await buildClient(t.database.db);
      const signature = await linkSigner(t.database.db, t.clock.now());
      const secrets = {
        feed: feeds.personal.slice('/api/calendar/'.length, -'.ics'.length),
        shareKey: client.shareKey,
        resetToken: 'Reset-Token-From-The-Mail-0123456789abcdef',
        oidcCode: 'Code-From-The-Provider-0123456789',
        oidcState: 'State-Of-This-Sign-In-0123456789',
        fileSignature: new URLSearchParams(signature.query('file', 1)).get('signature')!,
        pictureSignature: new URLSearchParams(signature.query('picture', admin.user.id, 'v1')).get('signature')!,
      };

      const answers = await Promise.all([
        get(feeds.personal),
        get(feeds.team),
        get(`/api/logs/client/${client.id}/month/11/year/2026?key=${secrets.shareKey}`),
        get(`/api/clients/${client.id}/public?key=${secrets.shareKey}`),
        get(`/timelog/client/${client.id}?key=${secrets.shareKey}`),
        get(`/change-password?email=someone%40example.com&token=${secrets.resetToken}`),
        get(`/api/auth/callback?code=${secrets.oidcCode}&state=${secrets.oidcState}`),
        get(`/auth/google?code=${secrets.oidcCode}&state=${secrets.oidcState}`),
        get(`/api/files/1${signature.query('file', 1)}`),
        get(`/api/users/${admin.user.id}/picture${signature.query('picture', admin.user.id, 'v1')}`),
      ]);

      expect(answers[0]!.statusCode).toBe(200);
      expect(answers[2]!.statusCode).toBe(200);
      for (const [name, secret] of Object.entries(secrets)) {
        expect(log.text, `the ${name} is in the log`).not.toContain(secret);
      }
      expect(loggedUrls()).toEqual(
        expect.arrayContaining([
          '/api/calendar/[redacted].ics',
          '/api/calendar/team/[redacted].ics',
          `/api/logs/client/${client.id}/month/11/year/2026?key=[redacted]`,
          `/timelog/client/${client.id}?key=[redacted]`,
          '/change-password?email=someone%40example.com&token=[redacted]',
          '/api/auth/callback?code=[redacted]&state=[redacted]',
          '/auth/google?code=[redacted]&state=[redacted]',
          expect.stringMatching(/^\/api\/files\/1\?expires=\d+&signature=\[redacted\]$/),
          expect.stringMatching(/^\/api\/users\/\d+\/picture\?v=v1&expires=\d+&signature=\[redacted\]$/),
        ]),
      );
    });

    it('keeps the rest of the request line as Fastify writes it', async () => {
      await app.inject({ method: 'GET', url: '/api/health?probe=1', remoteAddress: '10.2.3.4' });

      const incoming = log.lines().find((line) => line.msg === 'incoming request');
      expect(incoming?.req).toEqual({
        method: 'GET',
        url: '/api/health?probe=1',
        host: 'localhost:80',
        remoteAddress: '10.2.3.4',
      });
    });
  });

  describe('the error log of a failed query', () => {
    let app: FastifyInstance;
    let log: CapturedLog;
    beforeAll(async () => {
      log = new CapturedLog();
      app = await buildApp(createDeps(await openGoneDatabase(), loadConfig(LOGGING)), { logStream: log });
    });
    afterAll(async () => app.close());

    it('keeps the SQL but not its parameters, which can be secrets', async () => {
      const token = 'Calendar-Token-Of-Someone-0123456789';

      const response = await app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });

      expect(response.statusCode).toBe(500);
      const failure = log.lines().find((line) => line.msg === 'request failed');
      const error = failure?.err as { message: string; stack: string; query: string; params: unknown };
      expect(error.query).toContain('"calendar_token" = $1');
      expect(error.params).toEqual(['[redacted]']);
      expect(error.message).toContain('params: [redacted]');
      expect(error.stack).toContain('params: [redacted]');
      expect(log.text).not.toContain(token);
    });
  });
});
