import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The built server as an operator runs it: its own process, data directory and port. A fault test (npm run test:faults):
 * it starts servers of its own rather than driving the browser tests' one.
 */
const root = path.resolve(import.meta.dirname, '..');
const running: ChildProcessWithoutNullStreams[] = [];

interface Started {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  port: number;
}

function startServer(dataDir: string, env: Record<string, string> = {}): Started {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', ...env },
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, port, output: () => output };
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the server process', () => {
  it('creates the first super administrator and prints the generated password once', async () => {
    const dataDir = tempDir();
    const server = startServer(dataDir, { PORTAL_ADMIN_EMAIL: '', PORTAL_ADMIN_PASSWORD: '' });
    await waitFor(() => /with the password \S+\n/.test(server.output()), 'start');
    const password = server.output().match(/with the password (\S+)/)?.[1];

    const response = await fetch(`http://127.0.0.1:${server.port}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });

    expect(password).toBeDefined();
    expect(response.status).toBe(200);
    server.child.kill('SIGTERM');
    await exited(server.child);
    const again = startServer(dataDir);
    await waitFor(() => again.output().includes('is running'), 'restart');
    expect(again.output()).not.toContain('with the password');
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const dataDir = tempDir();
    const first = startServer(dataDir);
    await waitFor(() => first.output().includes('is running'), 'first start');

    const second = startServer(dataDir);
    const code = await exited(second.child);

    expect(code).toBe(1);
    expect(second.output()).toContain(
      `Another Staff Portal server (pid ${first.child.pid}) is using the data directory`,
    );
  });

  it('stops with a message naming a wrong setting', async () => {
    const server = startServer(tempDir(), { PORT: 'eighty' });

    expect(await exited(server.child)).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT:/);
  });

  it('writes JSON log lines with a request id', async () => {
    const server = startServer(tempDir(), { LOG_LEVEL: 'info' });
    await waitFor(() => server.output().includes('is running'), 'start');

    const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    await waitFor(() => server.output().includes('request completed'), 'log line');

    const line = server
      .output()
      .split('\n')
      .find((candidate) => candidate.includes('request completed'))!;
    expect(JSON.parse(line)).toMatchObject({ reqId: response.headers.get('x-request-id'), msg: 'request completed' });
  });

  it('on SIGTERM finishes the request in flight, exits 0 and frees the data directory', async () => {
    const dataDir = tempDir();
    const server = startServer(dataDir);
    await waitFor(() => server.output().includes('is running'), 'start');
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });

    const answer = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/login',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (response) => resolve(response.statusCode ?? 0),
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });

    expect(await answer).toBe(401);
    expect(await exited(server.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  });
});
