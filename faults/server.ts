import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The built server (npm run build:server), started as a real process: what production runs. */
const MAIN = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
export const ADMIN = { email: 'faults-admin@example.com', password: 'Faults-Admin-2026' };
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type Store = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface Server {
  process: ChildProcess;
  url: string;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output(): string;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
}

/** A fresh database: a PGlite data directory, or a PostgreSQL database created for this run. */
export async function freshStore(kind: Store['kind']): Promise<Store & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-faults-'));
    return { kind, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `portal_faults_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { kind, url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function startServer(store: Store, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PORTAL_ADMIN_EMAIL: ADMIN.email,
      PORTAL_ADMIN_PASSWORD: ADMIN.password,
      ...(store.kind === 'pglite' ? { DATA_DIR: store.dataDir } : { DATABASE_URL: store.url }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
    at: Date.now(),
  }));
  const url = `http://127.0.0.1:${port}`;
  const server: Server = { process: child, url, port, exited, output: () => output };
  await waitForHealth(server);
  return server;
}

async function waitForHealth(server: Server): Promise<void> {
  let gone = false;
  void server.exited.then(() => (gone = true));
  // 60 s: a first start on a shared, busy machine (PGlite creating its cluster) has taken 18 s.
  for (let attempt = 0; attempt < 1_200; attempt += 1) {
    if (gone) throw new Error(`the server exited during start:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not become healthy in 60 s:\n${server.output()}`);
}

/** kill -9: no handler runs, nothing is flushed or closed. */
export async function killHard(server: Server): Promise<void> {
  server.process.kill('SIGKILL');
  await server.exited;
}

export async function stop(server: Server): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGTERM');
  await server.exited;
}

/** A small API client for one server. */
export function api(server: Pick<Server, 'url'>, token?: string, headers: Record<string, string> = {}) {
  return async (method: string, pathName: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api${pathName}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}

export async function signIn(server: Pick<Server, 'url'>, email = ADMIN.email, password = ADMIN.password) {
  const response = await api(server)('POST', '/login', { email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.access_token as string;
}
