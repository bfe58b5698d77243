import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { recordFigures, sleep } from './figures.js';
import { ADMIN, api, freshStore, signIn, startServer, stop, type Server } from './server.js';

/**
 * docs/product/README.md#running, docs/decisions/0015-faults-and-shared-limits.md: on SIGTERM under load the server stops accepting, finishes the requests
 * in flight, answers 503 to a request that arrives on a connection it still holds, and exits within
 * SHUTDOWN_TIMEOUT (10 s).
 */
const IN_FLIGHT = 30;

/** A connection that has started a request (headers half sent): not idle, so the server keeps it. */
async function halfSentRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  return {
    async finish(): Promise<string> {
      socket.write('\r\n');
      for (let waited = 0; waited < 5_000 && !answer.includes('\r\n\r\n'); waited += 20) await sleep(20);
      socket.destroy();
      return answer.split('\r\n')[0] ?? '';
    },
  };
}

/** Waits until the server has logged the start of `count` in-flight requests. */
async function startedRequests(server: Server, count: number): Promise<void> {
  const started = () => server.output().match(/"reqId":"in-flight-\d+".*"msg":"incoming request"/g)?.length ?? 0;
  for (let waited = 0; waited < 10_000 && started() < count; waited += 10) await sleep(10);
  expect(started()).toBe(count);
}

describe('SIGTERM under load', () => {
  it('finishes the requests in flight, answers 503 to new ones, and exits within 10 s', async () => {
    const store = await freshStore('postgres');
    // 30 sign-ins from one address at once: each is counted before its password is checked
    // (docs/product/http-contract.md#rate-limits), so the limit must leave room for all of them.
    const server = await startServer(store, { LOG_LEVEL: 'info', LOGIN_MAX_FAILURES: String(IN_FLIGHT * 2) });
    try {
      const late = await halfSentRequest(server.port);
      // Sign-ins hash with argon2: 30 of them keep the server busy for a while. Each carries its
      // own request id, so that the log shows when the server has read them all (in flight).
      const inFlight = Array.from({ length: IN_FLIGHT }, async (_, index) => {
        const response = await api(server, undefined, { 'x-request-id': `in-flight-${index}` })(
          'POST',
          '/login',
          ADMIN,
        );
        return { status: response.status, at: Date.now() };
      });
      await startedRequests(server, IN_FLIGHT);

      const signalAt = Date.now();
      server.process.kill('SIGTERM');
      await sleep(100);
      const lateStatus = await late.finish();
      const newConnection = await fetch(`${server.url}/api/health`).then(
        (response) => `HTTP ${response.status}`,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
      const finished = await Promise.all(inFlight);
      const exit = await server.exited;

      const afterSignal = finished.filter((response) => response.at > signalAt).length;
      expect(finished.map((response) => response.status)).toEqual(Array(IN_FLIGHT).fill(200));
      expect(afterSignal).toBeGreaterThan(0);
      expect(lateStatus).toBe('HTTP/1.1 503 Service Unavailable');
      expect(newConnection).toBe('ECONNREFUSED');
      expect(exit.code).toBe(0);
      expect(exit.at - signalAt).toBeLessThan(10_000);

      recordFigures(
        'sigterm',
        [
          `PostgreSQL, ${IN_FLIGHT} sign-ins (argon2) in flight when SIGTERM arrives:`,
          '',
          '| in flight | answered 200 | of them answered after the signal | request finished on a held connection after the signal | new connection after the signal | exit code | exit after the signal |',
          '|---|---|---|---|---|---|---|',
          `| ${IN_FLIGHT} | ${finished.filter((response) => response.status === 200).length} | ${afterSignal} | ${lateStatus.replace('HTTP/1.1 ', '')} | ${newConnection} (not listening) | ${exit.code} | ${exit.at - signalAt} ms |`,
        ].join('\n'),
      );
    } finally {
      await stop(server);
      await store.drop();
    }
  });

  it('still has the writes it acknowledged after a graceful stop', async () => {
    const store = await freshStore('pglite');
    let server = await startServer(store);
    try {
      const token = await signIn(server);
      const me = ((await api(server, token)('GET', '/user')).body.data as { id: number }).id;
      const marks = Array.from({ length: 20 }, (_, index) =>
        api(server, token)('POST', '/home_office', {
          user_id: me,
          dates: [`2026-03-${String(index + 1).padStart(2, '0')}`],
        }),
      );
      await sleep(20);
      server.process.kill('SIGTERM');
      const answered = (await Promise.allSettled(marks)).filter(
        (result) => result.status === 'fulfilled' && result.value.status === 201,
      ).length;
      await server.exited;

      server = await startServer(store);
      const stored = (await api(server, token)('GET', `/home_office?user_id=${me}&month=2026-03`)).body
        .data as unknown[];

      expect(answered).toBeGreaterThan(0);
      expect(stored).toHaveLength(answered);
    } finally {
      await stop(server);
      await store.drop();
    }
  });
});
