import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/index.js';
import { dropPostgresDatabases, testsRunOnPostgres } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresDatabasePrefix: string;
  }
}

export default async function setup(project: TestProject) {
  return testsRunOnPostgres ? namePostgresDatabases(project) : dumpMigratedPglite(project);
}

/**
 * Creating a PGlite cluster costs about 2.5 s and loading a dump of one under 1 s, so the server
 * tests' in-memory databases start from one migrated cluster, dumped once per run.
 */
async function dumpMigratedPglite(project: TestProject) {
  const handle = await openDatabase({ inMemory: true });
  // drizzle keeps the PGlite it was given as $client; the handle's type only knows it as a database.
  const pglite = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

/** The workers keep their databases until they end (./database.ts), so the run drops them once all have. */
function namePostgresDatabases(project: TestProject) {
  const prefix = `portal_test_${randomBytes(4).toString('hex')}_`;
  project.provide('postgresDatabasePrefix', prefix);
  return () => dropPostgresDatabases(prefix);
}
