import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import type { DatabaseHandle } from './platform/db/index.js';
import { allowances, clients, leaveRequests, skills, users } from './platform/db/schema.js';
import { prepareDatabase } from './bootstrap/first-start.js';
import { loadConfig } from './platform/config.js';
import { seedDemoCommand } from './seed-demo.js';
import { emptyDatabase, openTestDatabase } from './test/database.js';
import { buildUser } from './test/factories.js';

describe('npm run seed:demo on a database that is not a demo (docs/product/README.md#first-start)', () => {
  const config = loadConfig({ PORTAL_ADMIN_EMAIL: 'root@example.com', PORTAL_ADMIN_PASSWORD: 'Root-Pass-2026' });
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(async () => emptyDatabase(database));
  afterAll(async () => database.close());

  /** Runs the command as `npm run seed:demo -- ...args` would, keeping what it prints. */
  const run = async (...args: string[]) => {
    const printed = { out: '', err: '' };
    const output = {
      out: { write: (text: string) => (printed.out += text) },
      err: { write: (text: string) => (printed.err += text) },
    };
    const exitCode = await seedDemoCommand(database.db, config, args, output);
    return { exitCode, ...printed };
  };
  const everything = async () => ({
    users: (await database.db.select().from(users)).length,
    clients: (await database.db.select().from(clients)).length,
    allowances: (await database.db.select().from(allowances)).length,
    leave: (await database.db.select().from(leaveRequests)).length,
    skills: (await database.db.select().from(skills)).length,
  });

  it('refuses a database with other people than the first super administrator, says why and how, changes nothing', async () => {
    await prepareDatabase(database.db, config);
    await buildUser(database.db, { name: 'Real Employee' });
    await buildUser(database.db, { roleId: Role.SUPER_ADMIN, name: 'Second Super Admin' });
    const before = await everything();

    const result = await run();

    expect(result.exitCode).not.toBe(0);
    expect(result.err).toContain('holds 2 people besides the first super administrator and the demo company');
    expect(result.err).toContain('npm run seed:demo -- --force');
    expect(result.out).toBe('');
    expect(await everything()).toEqual(before);
  });

  it('loads the demo company into such a database with --force', async () => {
    await prepareDatabase(database.db, config);
    await buildUser(database.db, { name: 'Real Employee' });

    const result = await run('--force');

    expect(result.exitCode).toBe(0);
    expect(result.out).toContain('Demo company loaded');
    expect((await database.db.select().from(users)).length).toBeGreaterThan(10);
  });

  it('loads an empty database, then finds the demo company there when run again', async () => {
    const first = await run();
    const before = await everything();

    const second = await run();

    expect([first.exitCode, second.exitCode]).toEqual([0, 0]);
    expect(first.out).toContain('Demo company loaded');
    expect(second.out).toContain('The demo company is already there; nothing changed.');
    expect(second.err).toBe('');
    expect(await everything()).toEqual(before);
  });

  it('refuses an unknown option', async () => {
    await expect(run('--frce')).rejects.toThrow(/--frce/);
    expect((await database.db.select().from(users)).length).toBe(0);
  });
});
