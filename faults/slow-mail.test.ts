import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { percentile, recordFigures, sleep } from './figures.js';
import { ADMIN, api, freshStore, startServer, stop } from './server.js';

/**
 * docs/product/people-and-clients.md#password-reset, docs/product/leave.md#notifications: a mail round claims its mails in a short transaction and sends outside it, so
 * a mail server that accepts the connection and never greets does not stall the portal (on the
 * embedded database, one backend, an open transaction would). The quick version without timings
 * runs in npm test (platform/mail.test.ts).
 */
const ROUNDS = 10;
const ANSWER_BOUND_MS = 5_000;

/** An SMTP server that accepts connections and never says a word. */
async function silentMailServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sockets,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(['pglite', 'postgres'] as const)('a mail server that never greets, on %s', (kind) => {
  it('leaves health and sign-in answering at once while a mail round waits for it', async () => {
    const silent = await silentMailServer();
    const store = await freshStore(kind);
    const server = await startServer(store, { SMTP_URL: silent.url });
    try {
      const call = api(server);
      expect((await call('POST', '/forgot-password', { email: ADMIN.email })).status).toBe(200);
      // The sender's round (every 2 s) connects and then waits for a greeting that never comes.
      for (let waited = 0; silent.sockets.size === 0 && waited < 10_000; waited += 100) await sleep(100);

      const took: number[] = [];
      const answers: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = Date.now();
        answers.push((await call('GET', '/health')).status, (await call('POST', '/login', ADMIN)).status);
        took.push(Date.now() - started);
      }

      expect(silent.sockets.size).toBeGreaterThan(0);
      expect(answers).toEqual(Array(2 * ROUNDS).fill(200));
      expect(Math.max(...took)).toBeLessThan(ANSWER_BOUND_MS);

      recordFigures(
        `slow-mail-${kind}`,
        `| ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${percentile(took, 50)} ms | ${Math.max(...took)} ms |`,
      );
    } finally {
      await silent.close();
      await stop(server);
      await store.drop();
    }
  });
});
