import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';

/**
 * What the browser tests of the account flows (account-*.e2e.ts; docs/product/people-and-clients.md#sign-in,
 * #password-reset, #google-sign-in) share: their passwords, the screen's heading, and a portal of their own whose mail
 * goes to an SMTP server in the test's process.
 */

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'accounts.admin@example.com', password: 'Accounts-Admin-2026' };
export const PASSWORD = 'Harbour-Lights-2026';
export const NEW_PASSWORD = 'Granite-Orchard-5150';

export const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** What the local SMTP server received: recipient and raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export async function startSmtpServer(received: ReceivedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The link in a mail's plain-text part (quoted-printable undone), found by where it points. */
export function linkIn(raw: string, prefix: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => {
    return String.fromCharCode(parseInt(hex, 16));
  });
  const link = unfolded.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in the mail:\n${raw}`);
  return link;
}

/** The built server in a process of its own, with its own data directory, mail and identity provider. */
export async function startPortal(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-accounts-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcessWithoutNullStreams = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      PORTAL_ADMIN_EMAIL: ADMIN.email,
      PORTAL_ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await until('the portal to start', async () => {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${output}`);
    return fetch(`${url}/api/health`).then(
      (response) => (response.ok ? true : undefined),
      () => undefined,
    );
  });

  const call = async <T>(method: string, route: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${url}/api${route}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const adminToken = (await call<{ access_token: string }>('POST', '/login', ADMIN)).access_token;
  return {
    url,
    /** A USER account of this portal. */
    addPerson: (name: string, email: string) =>
      call(
        'POST',
        '/register',
        { name, email, role_id: 2, password: PASSWORD, password_confirmation: PASSWORD },
        adminToken,
      ),
    login: (email: string, password: string) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
