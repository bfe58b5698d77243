import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../platform/config.js';
import type { DatabaseHandle } from '../platform/db/index.js';
import { holidayCalendars, leaveTypes, users } from '../platform/db/schema.js';
import { createDeps } from '../platform/deps-factory.js';
import { emptyDatabase, openTestDatabase } from '../test/database.js';
import { buildUser } from '../test/factories.js';
import { prepareDatabase } from './first-start.js';

/** First start on an empty database (docs/product/README.md#first-start, docs/product/leave.md#types). */
describe('prepareDatabase', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(async () => {
    await emptyDatabase(database);
  });
  afterAll(async () => database.close());

  const settings = (env: Record<string, string> = {}) => loadConfig({ LOG_LEVEL: 'silent', ...env });

  async function signInStatus(email: string, password: string): Promise<number> {
    const app = await buildApp(createDeps(database, settings()), { logger: false });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      return response.statusCode;
    } finally {
      await app.close();
    }
  }

  it('creates one SUPER_ADMIN from PORTAL_ADMIN_EMAIL and PORTAL_ADMIN_PASSWORD who can sign in', async () => {
    const config = settings({ PORTAL_ADMIN_EMAIL: 'boss@example.com', PORTAL_ADMIN_PASSWORD: 'Granite-Lake-19' });

    const created = await prepareDatabase(database.db, config);

    const people = await database.db.select().from(users);
    expect(created).toEqual({ email: 'boss@example.com' });
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ email: 'boss@example.com', roleId: Role.SUPER_ADMIN, active: true });
    expect(await signInStatus('boss@example.com', 'Granite-Lake-19')).toBe(200);
  });

  it('without settings creates admin@example.com with a generated password that signs in', async () => {
    const created = await prepareDatabase(database.db, settings());

    const people = await database.db.select().from(users);
    expect(created?.email).toBe('admin@example.com');
    expect(created?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ email: 'admin@example.com', roleId: Role.SUPER_ADMIN });
    expect(await signInStatus('admin@example.com', created?.generatedPassword ?? '')).toBe(200);
  });

  it('generates a different password on every first start', async () => {
    const first = await prepareDatabase(database.db, settings());
    await emptyDatabase(database);

    const second = await prepareDatabase(database.db, settings());

    expect(second?.generatedPassword).not.toBe(first?.generatedPassword);
  });

  it('creates nobody on a database that already has people', async () => {
    // Such a database has its calendar (migration 0008) before its people.
    await database.db.insert(holidayCalendars).values({ name: 'Default' });
    const existing = await buildUser(database.db, { roleId: Role.USER });

    const created = await prepareDatabase(
      database.db,
      settings({ PORTAL_ADMIN_EMAIL: 'boss@example.com', PORTAL_ADMIN_PASSWORD: 'Granite-Lake-19' }),
    );

    const people = await database.db.select({ id: users.id }).from(users);
    expect(created).toBeNull();
    expect(people).toEqual([{ id: existing.id }]);
  });

  it('creates nothing new when run a second time', async () => {
    await prepareDatabase(database.db, settings());

    const again = await prepareDatabase(database.db, settings());

    expect(again).toBeNull();
    expect(await database.db.select().from(users)).toHaveLength(1);
    expect(await database.db.select().from(leaveTypes)).toHaveLength(5);
  });

  it('creates the leave types 0 to 4, each needing approval, named by the catalogues, only Annual leave using the allowance, only Sick leave private', async () => {
    await prepareDatabase(database.db, settings());

    const types = await database.db.select().from(leaveTypes).orderBy(asc(leaveTypes.code));

    const first = { name: null, needsApproval: true, active: true };
    expect(types).toEqual([
      { code: 0, ...first, usesAllowance: true, color: '#1565c0', private: false },
      // docs/product/leave.md#private-absences: "The first start's Sick leave is private, the other four are not".
      { code: 1, ...first, usesAllowance: false, color: '#c62828', private: true },
      { code: 2, ...first, usesAllowance: false, color: '#6a1b9a', private: false },
      { code: 3, ...first, usesAllowance: false, color: '#5d4037', private: false },
      { code: 4, ...first, usesAllowance: false, color: '#2e7d32', private: false },
    ]);
  });

  it('numbers the types added later from 5 on (docs/product/leave.md#types)', async () => {
    await prepareDatabase(database.db, settings());

    const [added] = await database.db
      .insert(leaveTypes)
      .values({ name: 'Training', usesAllowance: false })
      .returning({ id: leaveTypes.code });

    expect(added!.id).toBe(5);
  });
});
