import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Language } from './photograph';
import { addStaleSessions, type StalePerson } from './stale-sessions';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the Chromium profiles of support/tabs.ts live for the run. */
    profilesFolder: string;
    /** docs/product/access.md#recent-sign-in: a person per language whose session is an hour past its last check. */
    staleSessions: Record<Language, StalePerson>;
    /** Where the server writes the e-mails it sends, one .eml each (no SMTP_URL: support/mail-folder.ts). */
    mailFolder: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
export const E2E_ADMIN = { email: 'root@example.com', password: 'E2e-Root-Pass-2026' };

/**
 * Starts the real server on a fresh database loaded with the demo company: a PostgreSQL database of its own when
 * TEST_DATABASE_URL names one (as `npm test` and CI have it), else the embedded PGlite. The server and web app must be
 * built (`npm test` builds them first).
 */
export default async function setup(project: TestProject) {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const database = await freshDatabase();
  const port = 3100 + Math.floor(Math.random() * 800);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database?.url ?? '',
    PORTAL_ADMIN_EMAIL: E2E_ADMIN.email,
    PORTAL_ADMIN_PASSWORD: E2E_ADMIN.password,
  };
  const seeded = spawnSync('node', ['apps/server/dist/seed-demo.js'], { cwd: root, env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`Demo seed failed: ${seeded.stderr}`);
  project.provide('staleSessions', await addStaleSessions(dataDir, database?.url));

  const server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  await unlockThePast(baseUrl);
  project.provide('baseUrl', baseUrl);
  project.provide('mailFolder', path.join(dataDir, 'mail'));
  const profilesFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-profiles-'));
  project.provide('profilesFolder', profilesFolder);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profilesFolder, { recursive: true, force: true });
  };
}

/**
 * A PostgreSQL database for this run. The server then keeps no database engine in its own process: the browser run took
 * 7 % less time than on PGlite, whose engine competes with Chromium for the two cores (docs/decisions/0004-testing.md).
 * The embedded database is what the server tests and faults/ test first.
 */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `portal_e2e_${Date.now().toString(36)}_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The demo company closes the month before last (docs/product/closing.md#month-life), but the browser tests write in
 * weeks of every age: they start on a portal without a lock date, and the tests of locks set their own.
 */
async function unlockThePast(baseUrl: string): Promise<void> {
  const post = (url: string, method: string, body: object, token?: string) =>
    fetch(`${baseUrl}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const signedIn = await post('/login', 'POST', E2E_ADMIN);
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const unlocked = await post('/settings', 'PATCH', { locked_until: null }, token);
  if (!unlocked.ok) throw new Error(`Clearing the demo's lock date failed: ${unlocked.status}`);
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become healthy within 30 s');
}
