import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deadPid, startIdleProcess } from '../../test/processes.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

/** One server per data directory (docs/product/README.md#running; PGlite has no lock of its own). */
describe('lockDataDir', () => {
  let dataDir: string;
  let idle: ChildProcess | undefined;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  });
  afterEach(() => {
    idle?.kill();
    idle = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const lockFile = () => path.join(dataDir, 'portal.lock');

  it('writes its own pid into the lock file', () => {
    const release = lockDataDir(dataDir);

    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('creates a data directory that does not exist yet', () => {
    const fresh = path.join(dataDir, 'nested', 'data');

    const release = lockDataDir(fresh);

    expect(fs.existsSync(path.join(fresh, 'portal.lock'))).toBe(true);
    release();
  });

  it('refuses a directory that a running server holds, naming the directory', () => {
    idle = startIdleProcess();
    fs.writeFileSync(lockFile(), String(idle.pid));

    const attempt = () => lockDataDir(dataDir);

    expect(attempt).toThrow(DataDirLockedError);
    expect(attempt).toThrow(`Another Staff Portal server (pid ${idle.pid}) is using the data directory ${dataDir}.`);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(idle.pid));
  });

  it('frees the directory when released', () => {
    const release = lockDataDir(dataDir);

    release();

    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    fs.writeFileSync(lockFile(), String(await deadPid()));

    const release = lockDataDir(dataDir);

    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock that carries its own pid, as a restarted container often has the same pid', () => {
    fs.writeFileSync(lockFile(), String(process.pid));

    const release = lockDataDir(dataDir);

    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an empty or garbled lock file', () => {
    fs.writeFileSync(lockFile(), 'not a pid');

    const release = lockDataDir(dataDir);

    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });
});
