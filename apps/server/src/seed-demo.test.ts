import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { seedDemo } from './seed-demo.js';
import { openTestDatabase } from './test/database.js';

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
