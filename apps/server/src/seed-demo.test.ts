import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isWeekend, LEVELS, Role } from '@portal/shared';
import type { DatabaseHandle } from './platform/db/index.js';
import {
  allowances,
  assignments,
  clients,
  documents,
  homeOfficeDays,
  leaveRequests,
  publicHolidays,
  skills,
  storedFileChunks,
  users,
  userSkills,
  workLogs,
} from './platform/db/schema.js';
import { prepareDatabase } from './bootstrap/first-start.js';
import { loadConfig } from './platform/config.js';
import { seedDemo, seedDemoCommand } from './seed-demo.js';
import { emptyDatabase, openTestDatabase } from './test/database.js';
import { buildUser } from './test/factories.js';

describe('the demo company (npm run seed:demo)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareDatabase(
      database.db,
      loadConfig({ PORTAL_ADMIN_EMAIL: 'root@example.com', PORTAL_ADMIN_PASSWORD: 'Root-Pass-2026' }),
    );
  });
  afterAll(async () => database.close());

  it('has clients, employees of every level, a deactivated employee and a client user with a client', async () => {
    expect(await seedDemo(database.db)).toEqual({ created: true });

    const people = await database.db.select().from(users);
    const employees = people.filter((person) => person.roleId !== Role.CLIENT);
    expect(new Set(employees.map((person) => person.level).filter(Boolean))).toEqual(new Set(LEVELS));
    expect(people.some((person) => !person.active)).toBe(true);
    const clientUser = people.find((person) => person.roleId === Role.CLIENT);
    expect(clientUser?.clientId).not.toBeNull();
    expect((await database.db.select().from(clients)).length).toBeGreaterThanOrEqual(3);
    expect((await database.db.select().from(assignments)).length).toBeGreaterThan(employees.length - 2);
  });

  it('has about three months of working days with 7.5 to 8.5 hours, and home-office days', async () => {
    const logs = await database.db.select().from(workLogs);
    const perPersonDay = new Map<string, number>();
    for (const log of logs)
      perPersonDay.set(
        `${log.userId}/${log.date}`,
        (perPersonDay.get(`${log.userId}/${log.date}`) ?? 0) + log.durationMinutes,
      );

    expect(perPersonDay.size).toBeGreaterThan(300);
    expect([...perPersonDay.values()].every((minutes) => minutes >= 450 && minutes <= 510)).toBe(true);
    expect(logs.every((log) => !isWeekend(log.date))).toBe(true);
    expect((await database.db.select().from(homeOfficeDays)).length).toBeGreaterThan(100);
  });

  it('has allowances for three years, public holidays and leave in every status', async () => {
    const statuses = new Set((await database.db.select().from(leaveRequests)).map((request) => request.status));

    expect(statuses).toEqual(new Set([0, 1, 2]));
    expect((await database.db.select().from(publicHolidays)).length).toBeGreaterThanOrEqual(4);
    expect((await database.db.select().from(allowances)).length).toBeGreaterThan(30);
  });

  it('has a skills catalogue, skills for every employee and a few PDF documents of every type', async () => {
    const employees = await database.db.select().from(users);
    const withSkills = new Set((await database.db.select().from(userSkills)).map((link) => link.userId));
    const contents = (await database.db.select().from(storedFileChunks)).map(({ bytes }) => ({ content: bytes }));

    expect((await database.db.select().from(skills)).length).toBeGreaterThanOrEqual(10);
    expect(withSkills.size).toBe(employees.filter((person) => person.roleId !== Role.CLIENT).length);
    expect(new Set((await database.db.select().from(documents)).map((document) => document.type))).toEqual(
      new Set([0, 1, 2, 3]),
    );
    expect(contents.every(({ content }) => Buffer.from(content).subarray(0, 5).toString() === '%PDF-')).toBe(true);
    expect(contents.every(({ content }) => Buffer.from(content).toString('latin1').trimEnd().endsWith('%%EOF'))).toBe(
      true,
    );
  });

  it('changes nothing when run again', async () => {
    const count = async () => ({
      users: (await database.db.select().from(users)).length,
      skills: (await database.db.select().from(skills)).length,
      documents: (await database.db.select().from(documents)).length,
    });
    const before = await count();

    expect(await seedDemo(database.db)).toEqual({ created: false });

    expect(await count()).toEqual(before);
  });
});

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
