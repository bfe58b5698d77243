import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildApp } from '../../app.js';
import { publicHolidays, users } from '../db/schema.js';
import { createDeps } from '../deps-factory.js';
import { createTestContext, QueryCounter, useTestContext } from '../../test/app.js';
import { changesHeard, openAsAnotherProcess, rowsOf } from '../../test/database.js';
import { buildClient, signedIn } from '../../test/factories.js';
import { buildAssignment } from '../../test/record-factories.js';

/** Monday 16 November 2026, in the week before the test clock's day. */
const MONDAY = '2026-11-16';
const WEEK = `/api/logs/user/%d/from/${MONDAY}`;
const HOLIDAYS = `/api/range/national_holidays?from=${MONDAY}&to=2026-11-22`;

/**
 * Record 0017: a process reuses a session it has looked up and the answers of the dashboard's calls
 * for READ_CACHE_TTL (1 s), and never after a change to the data, its own or another process's.
 */
describe('read cache of sessions and dashboard answers (docs/decisions/0017-read-cache.md, docs/product/roles-and-access.md#deactivation, docs/product/README.md#running)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({ READ_CACHE_TTL: '1s' }, queries);

  const get = (app: FastifyInstance, url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });
  const weekOf = (id: number) => WEEK.replace('%d', String(id));

  it('gives a dashboard answer again without a query, session included', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    await changesHeard(t.database);
    const first = await get(t.app, '/api/users/names', headers);

    const again = await queries.during(async () => {
      const second = await get(t.app, '/api/users/names', headers);
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.body).toBe(first.body);
    });

    expect(again).toBe(0);
  });

  // Issue 28 (record 0018): every read call of the screens in bench/server/screens.ts keeps its answer.
  it.each([
    '/api/user',
    '/api/holidays?status=0&page=1&page_size=50',
    '/api/holidays/pending_context?request_ids=1,2',
    '/api/users/names?status=all&kind=all',
    '/api/users?kind=employees&status=active&page=1&page_size=50',
    '/api/team_calendar?year=2026',
    '/api/clients',
    '/api/home_office/counts?year=2026',
    '/api/report/user/%d/month/10/year/2026',
    '/api/files?page=1&page_size=50',
    '/api/assignments?as_of=2026-11-23&page=1&page_size=50',
    '/api/skills',
    '/api/all/skills?page=1&page_size=50',
    '/api/audit?page=1&page_size=50',
  ])("gives the screens' read call %s again without a query", async (path) => {
    const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });
    const url = path.replace('%d', String(user.id));
    await get(t.app, url, headers); // the first use makes the link-signing secret, a write
    await changesHeard(t.database);
    const first = await get(t.app, url, headers);
    expect(first.statusCode).toBe(200);

    const again = await queries.during(async () => expect((await get(t.app, url, headers)).body).toBe(first.body));

    expect(again).toBe(0);
  });

  it('keeps no answer to invalid input: the same bad URL is refused again', async () => {
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    await changesHeard(t.database);

    for (const _ of [1, 2]) {
      const response = await get(t.app, '/api/home_office/counts?year=twenty', headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('shows a work log written through the API in the very next read', async () => {
    const { headers, user } = await signedIn(t.app, t.database.db);
    const client = await buildClient(t.database.db);
    await buildAssignment(t.database.db, { userId: user.id, clientId: client.id });
    expect((await get(t.app, weekOf(user.id), headers)).json().data).toHaveLength(0);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers,
      payload: { description: 'Sprint planning', user_id: user.id, date: MONDAY, duration: 90, client_id: client.id },
    });

    expect(created.statusCode).toBe(201);
    expect((await get(t.app, weekOf(user.id), headers)).json().data).toHaveLength(1);
  });

  it('shows a change that another server process commits as soon as its notice arrives', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    expect((await get(t.app, HOLIDAYS, headers)).json().data).toHaveLength(0);
    const other = await openAsAnotherProcess(t.database);
    try {
      const before = t.database.changes.generation;
      await other.db.insert(publicHolidays).values({ date: '2026-11-18', title: 'Day of Prayer' });
      await expect.poll(() => t.database.changes.generation, { timeout: 1_000, interval: 1 }).toBeGreaterThan(before);

      expect((await get(t.app, HOLIDAYS, headers)).json().data).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("ends a deactivated person's session on another server process at once (docs/product/roles-and-access.md#deactivation)", async () => {
    const other = await openAsAnotherProcess(t.database);
    const secondServer = await buildApp(createDeps(other, t.config, t.clock), { logger: false });
    try {
      const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
      const { headers, user } = await signedIn(t.app, t.database.db);
      expect((await get(secondServer, '/api/users/names', headers)).statusCode).toBe(200);

      const before = other.changes.generation;
      const deactivated = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/delete/${user.id}`,
        headers: admin.headers,
      });
      expect(deactivated.statusCode).toBe(200);
      await expect.poll(() => other.changes.generation, { timeout: 1_000, interval: 1 }).toBeGreaterThan(before);

      expect((await get(secondServer, '/api/users/names', headers)).statusCode).toBe(401);
    } finally {
      await secondServer.close();
      await other.close();
    }
  });

  it('never gives one caller the answer kept for another', async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const person = await signedIn(t.app, t.database.db);
    const url = `/api/days_available/${admin.user.id}?year=2026`;
    expect((await get(t.app, url, admin.headers)).statusCode).toBe(200);

    expect((await get(t.app, url, person.headers)).statusCode).toBe(403);
  });

  it('answers by the new role once the role change is heard', async () => {
    const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const other = await signedIn(t.app, t.database.db);
    const url = `/api/days_available/${other.user.id}?year=2026`;
    expect((await get(t.app, url, headers)).statusCode).toBe(200);

    await t.database.db.update(users).set({ roleId: Role.USER }).where(eq(users.id, user.id));
    await changesHeard(t.database);

    expect((await get(t.app, url, headers)).statusCode).toBe(403);
  });

  it('asks the database again once READ_CACHE_TTL has passed', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    await changesHeard(t.database);
    await get(t.app, '/api/users/names', headers);
    t.clock.advance(999);
    expect(await queries.during(() => get(t.app, '/api/users/names', headers))).toBe(0);
    t.clock.advance(1);

    expect(await queries.during(() => get(t.app, '/api/users/names', headers))).toBeGreaterThan(0);
  });

  it('trusts nothing it kept while it does not hear the other processes', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    await changesHeard(t.database);
    await get(t.app, '/api/users/names', headers);
    expect(await queries.during(() => get(t.app, '/api/users/names', headers))).toBe(0);
    t.database.changes.setListening(false);
    try {
      expect(await queries.during(() => get(t.app, '/api/users/names', headers))).toBeGreaterThan(0);
      expect(await queries.during(() => get(t.app, '/api/users/names', headers))).toBeGreaterThan(0);
    } finally {
      t.database.changes.setListening(true);
    }
  });

  it('has every table of the portal send the change notice; sessions only when one ends', async () => {
    const rows = await rowsOf<{ table: string; events: string }>(
      t.database.db,
      sql`
      SELECT c.relname AS table, pg_get_triggerdef(tg.oid) AS events
      FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
      WHERE p.proname = 'portal_data_changed' AND NOT tg.tgisinternal`,
    );
    const tables = await rowsOf<{ table: string }>(
      t.database.db,
      sql`SELECT tablename AS table FROM pg_tables WHERE schemaname = 'public'`,
    );

    expect(rows.map(({ table }) => table).sort()).toEqual(tables.map(({ table }) => table).sort());
    const sessionsTrigger = rows.find(({ table }) => table === 'sessions')?.events;
    expect(sessionsTrigger).toMatch(/AFTER DELETE OR UPDATE OF revoked_at OR TRUNCATE ON public\.sessions/);
  });
});

describe('read cache turned off (READ_CACHE_TTL=0s)', () => {
  const queries = new QueryCounter();
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    harness = await createTestContext({ READ_CACHE_TTL: '0s' }, queries);
  });
  afterAll(async () => harness.close());

  it('looks the session and the answer up on every call', async () => {
    const t = await harness.reset();
    const { headers } = await signedIn(t.app, t.database.db);
    const names = () => t.app.inject({ method: 'GET', url: '/api/users/names', headers });
    await names();

    expect(await queries.during(names)).toBe(await queries.during(names));
    expect(await queries.during(names)).toBeGreaterThanOrEqual(2);
  });
});
