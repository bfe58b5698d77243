/**
 * The benchmark's server process, started by bench/server/run.ts: the real app (buildApp on
 * PostgreSQL, as main.ts builds it) on BENCH_PORTAL_PORT, and the framework limit, a bare Fastify
 * route answering the same JSON from memory, on BENCH_BARE_PORT. Both live in this one process so
 * the load generator never shares their event loop; they are never measured at the same time.
 *
 * Messages from the parent (IPC): `record` starts recording SQL statements with their parameters,
 * `recorded` stops and sends them back, `bare` stores the answers the bare route gives.
 */
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { openDatabase } from '../../apps/server/src/platform/db/index.js';
import { createDeps } from '../../apps/server/src/platform/deps-factory.js';
import type { BareAnswer, ParentMessage, ChildMessage, Statement } from './protocol.js';

let recording: Statement[] | null = null;
const config = loadConfig({
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  PORTAL_ADMIN_EMAIL: 'admin@bench.example',
  // autocannon sends thousands of requests a second from one address; the flood limit would answer them.
  ANONYMOUS_RATE_LIMIT: '0',
});
const database = await openDatabase(
  { url: config.databaseUrl! },
  { onQuery: (sql, params) => void recording?.push({ sql, params: [...params] }) },
);
const portal = await buildApp(createDeps(database, config));
await portal.listen({ port: Number(process.env.BENCH_PORTAL_PORT), host: '127.0.0.1' });

const answers = new Map<string, BareAnswer>();
const bare = Fastify({ logger: false });
bare.route({
  method: ['GET', 'POST', 'PUT'],
  url: '/*',
  handler: async (request, reply) => {
    const answer = answers.get(`${request.method} ${request.url}`) ?? answers.get(`${request.method} *`);
    if (!answer) return reply.code(404).send({ message: 'Not recorded' });
    return reply.code(answer.status).send(answer.body);
  },
});
await bare.listen({ port: Number(process.env.BENCH_BARE_PORT), host: '127.0.0.1' });

const send = (message: ChildMessage) => process.send!(message);
process.on('message', (message: ParentMessage) => {
  if (message.type === 'record') {
    database.changes.changed(); // a recorded call reads cold: every statement it needs
    recording = [];
    send({ type: 'recording' });
  } else if (message.type === 'recorded') {
    send({ type: 'statements', statements: recording ?? [] });
    recording = null;
  } else if (message.type === 'bare') {
    for (const [key, answer] of message.answers) answers.set(key, answer);
    send({ type: 'stored' });
  } else if (message.type === 'stop') {
    void Promise.all([portal.close(), bare.close()])
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});
send({ type: 'ready' });
