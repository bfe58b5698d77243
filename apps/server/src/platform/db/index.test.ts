import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startIdleProcess } from '../../test/processes.js';
import { clients } from './schema.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { openDatabase } from './index.js';

/** The embedded database in a data directory (docs/product/README.md#running, #running). */
describe('openDatabase with a data directory', () => {
  let dataDir: string;
  let idle: ChildProcess | undefined;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-'));
  });
  afterEach(() => {
    idle?.kill();
    idle = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const lockFile = () => path.join(dataDir, 'portal.lock');

  it('holds the lock while open, frees it on close, and keeps the data for the next start', async () => {
    const first = await openDatabase({ dataDir });
    const lockedWhileOpen = fs.existsSync(lockFile());
    await first.db.insert(clients).values({ name: 'Northwind', shareKey: 'k-1' });
    await first.close();
    const lockedAfterClose = fs.existsSync(lockFile());

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select({ name: clients.name }).from(clients);
    await second.close();

    expect(lockedWhileOpen).toBe(true);
    expect(lockedAfterClose).toBe(false);
    expect(rows).toEqual([{ name: 'Northwind' }]);
  }, 60_000);

  it('refuses a data directory that another running server holds, and leaves its lock alone', async () => {
    idle = startIdleProcess();
    fs.writeFileSync(lockFile(), String(idle.pid));

    const opening = openDatabase({ dataDir });

    await expect(opening).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(opening).rejects.toThrow(dataDir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(idle.pid));
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
  });
});
