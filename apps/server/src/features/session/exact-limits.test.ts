import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MemoryLimitStore, RedisLimitStore, type LimitStore } from '../../platform/auth/limit-store.js';
import { auditEntries, mailOutbox } from '../../platform/db/schema.js';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.js';
import { itWithRedis, testRedisPrefix, testRedisUrl } from '../../test/redis.js';
import { useServersOnOneDatabase } from '../../test/servers.js';

/**
 * docs/product/http-contract.md#rate-limits: the sign-in and forgot-password limits hold exactly when requests arrive all at
 * once, in one process's memory and across processes sharing Redis; IPv6 clients count per /64;
 * TRUST_PROXY names which X-Forwarded-For hop is the client.
 */
const LIMIT = 10;
const PARALLEL = 40;
const WRONG_PASSWORD = 'Not-The-Password-1';

describe('exact limits under concurrency (docs/product/http-contract.md#rate-limits)', () => {
  const running = useServersOnOneDatabase();
  // The address limit at 10 too, so that the per-address cases need as few attempts as the per-account ones.
  const servers = (count: number, store: () => LimitStore, env: Record<string, string> = {}) =>
    running.start(count, store, { LOGIN_MAX_FAILURES_PER_ADDRESS: String(LIMIT), ...env });
  const login = (app: FastifyInstance, email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: WRONG_PASSWORD },
      remoteAddress,
      headers,
    });

  /** Failed sign-ins whose password was checked: a locked account's are recorded with reason 'locked'. */
  async function passwordChecks(email: string): Promise<number> {
    const rows = await running.database.db
      .select({ after: auditEntries.after })
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'auth.sign_in_failed'), sql`${auditEntries.after}->>'email' = ${email}`));
    return rows.filter((row) => (row.after as { reason?: string }).reason !== 'locked').length;
  }

  async function fortyAtOnceOnOneAccount(targets: FastifyInstance[]) {
    const user = await buildUser(running.database.db);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        login(targets[i % targets.length]!, user.email, `198.51.100.${i + 1}`),
      ),
    );
    return { user, statuses: answers.map((answer) => answer.statusCode) };
  }

  it('checks at most 10 of 40 simultaneous wrong passwords for one account, in memory', async () => {
    const [app] = await servers(1, () => new MemoryLimitStore());

    const { user, statuses } = await fortyAtOnceOnOneAccount([app!]);

    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(await passwordChecks(user.email)).toBe(LIMIT);
  });

  itWithRedis('checks at most 10 of 40 simultaneous wrong passwords sent to two servers sharing Redis', async () => {
    const prefix = testRedisPrefix();
    const both = await servers(2, () => new RedisLimitStore(testRedisUrl, prefix));

    const { user, statuses } = await fortyAtOnceOnOneAccount(both);

    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(await passwordChecks(user.email)).toBe(LIMIT);
  });

  it('answers 40 simultaneous sign-ins from one address with 10 checks and 30 × 429', async () => {
    const [app] = await servers(1, () => new MemoryLimitStore());

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => login(app!, `person${i}@example.com`, '203.0.113.7')),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(PARALLEL - LIMIT);
  });

  it('sends at most 5 of 40 simultaneous reset requests for one e-mail', async () => {
    const [app] = await servers(1, () => new MemoryLimitStore());
    const user = await buildUser(running.database.db);

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        app!.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: user.email },
          remoteAddress: `198.51.100.${i + 1}`,
        }),
      ),
    );

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(await running.database.db.$count(mailOutbox)).toBe(5);
  });

  it('counts IPv6 clients per /64: a new address in the same block is still limited, another block is not', async () => {
    const [app] = await servers(1, () => new MemoryLimitStore());
    for (let i = 0; i < LIMIT; i += 1) await login(app!, 'nobody@example.com', `2001:db8:1:2::${i + 1}`);

    const sameBlock = await login(app!, 'nobody@example.com', '2001:db8:1:2:ffff:ffff:ffff:ffff');
    const otherBlock = await login(app!, 'nobody@example.com', '2001:db8:1:3::1');

    expect(sameBlock.statusCode).toBe(429);
    expect(otherBlock.statusCode).toBe(401);
  });

  describe('TRUST_PROXY', () => {
    const throughProxy = (client: string, forwardedBy = '10.0.0.1') => ({
      remoteAddress: forwardedBy,
      headers: { 'x-forwarded-for': `192.0.2.250, ${client}` },
    });
    async function lockOutThroughProxy(app: FastifyInstance, client: string) {
      const { remoteAddress, headers } = throughProxy(client);
      for (let i = 0; i < LIMIT; i += 1) await login(app, 'nobody@example.com', remoteAddress, headers);
    }

    it.each([['1'], ['10.0.0.0/8']])(
      'with %s takes the address the proxy saw, not what the client wrote before it',
      async (setting) => {
        const [app] = await servers(1, () => new MemoryLimitStore(), { TRUST_PROXY: setting });
        await lockOutThroughProxy(app!, '198.51.100.20');

        const sameClient = throughProxy('198.51.100.20');
        const otherClient = throughProxy('198.51.100.21');
        const user = await buildUser(running.database.db);
        const limited = await app!.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: DEFAULT_PASSWORD },
          ...sameClient,
        });
        const free = await login(app!, 'nobody@example.com', otherClient.remoteAddress, otherClient.headers);

        expect(limited.statusCode).toBe(429);
        expect(free.statusCode).toBe(401);
      },
    );

    it('with proxy addresses ignores X-Forwarded-For from anyone else', async () => {
      const [app] = await servers(1, () => new MemoryLimitStore(), { TRUST_PROXY: '10.0.0.1' });
      for (let i = 0; i < LIMIT; i += 1) {
        await login(app!, 'nobody@example.com', '203.0.113.9', { 'x-forwarded-for': `198.51.100.${i}` });
      }

      const response = await login(app!, 'nobody@example.com', '203.0.113.9', { 'x-forwarded-for': '198.51.100.99' });

      expect(response.statusCode).toBe(429);
    });
  });
});
