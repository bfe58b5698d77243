import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { auditEntries, clientSignoffs, homeOfficeDays, timesheets, workLogs } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, signedIn } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';

type Headers = Record<string, string>;

/**
 * docs/product/closing.md#locks: the lock date, an approved timesheet and a client's approved sign-off each lock work
 * logs and home-office days; a SUPER_ADMIN's change goes through and is audited with the reason.
 */
describe('locked periods (docs/product/closing.md#locks)', () => {
  const t = useTestContext();

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** Ana, who works for Acme, with a log and a home-office day on 2026-10-14 and a log on 2026-11-10. */
  const setting = async (roleId: (typeof Role)[keyof typeof Role] = Role.USER) => {
    const db = t.database.db;
    const ana = await signedIn(t.app, db, { roleId, name: 'Ana' });
    const admin = await signedIn(t.app, db, { roleId: Role.ADMIN });
    const acme = await buildClient(db, 'Acme');
    await buildAssignment(db, { userId: ana.user.id, clientId: acme.id });
    const october = await buildWorkLog(db, { userId: ana.user.id, clientId: acme.id, date: '2026-10-14', minutes: 60 });
    const november = await buildWorkLog(db, {
      userId: ana.user.id,
      clientId: acme.id,
      date: '2026-11-10',
      minutes: 60,
    });
    await db.insert(homeOfficeDays).values({ userId: ana.user.id, date: '2026-10-14' });
    return { ana, admin, acme, october, november };
  };
  type Setting = Awaited<ReturnType<typeof setting>>;

  const logBody = (s: Setting, date: string, duration = 90) => ({
    description: 'Work',
    user_id: s.ana.user.id,
    date,
    duration,
    client_id: s.acme.id,
  });

  /** Every kind of write to Ana's October 14th, as Ana. */
  const writesTo14thOctober = (s: Setting) => [
    () => send('POST', '/api/logs', s.ana.headers, logBody(s, '2026-10-14')),
    () => send('PUT', `/api/logs/${s.october.id}`, s.ana.headers, logBody(s, '2026-10-14', 30)),
    () => send('DELETE', `/api/logs/${s.october.id}`, s.ana.headers),
    () =>
      send('POST', '/api/home_office', s.ana.headers, { user_id: s.ana.user.id, dates: ['2026-10-15', '2026-10-14'] }),
    () =>
      send('DELETE', '/api/home_office/delete_by_user_id_and_date', s.ana.headers, {
        user_id: s.ana.user.id,
        date: '2026-10-14',
      }),
  ];

  const storedOf = async (s: Setting) => ({
    logs: await t.database.db.select().from(workLogs).where(eq(workLogs.userId, s.ana.user.id)),
    days: await t.database.db.select().from(homeOfficeDays).where(eq(homeOfficeDays.userId, s.ana.user.id)),
  });

  const lockUntil = (s: Setting, date: string | null) =>
    send('PATCH', '/api/settings', s.admin.headers, { locked_until: date });

  it.each([
    ['the lock date', (s: Setting) => lockUntil(s, '2026-10-31')],
    [
      'an approved timesheet',
      (s: Setting) => send('POST', `/api/timesheets/${s.ana.user.id}/2026-10/approve`, s.admin.headers),
    ],
  ])(
    '%s refuses every work-log and home-office write of the day with 409 PERIOD_LOCKED and stores nothing',
    async (_, lock) => {
      const s = await setting();
      expect((await lock(s)).statusCode).toBe(200);
      const before = await storedOf(s);

      for (const write of writesTo14thOctober(s)) {
        const response = await write();
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'PERIOD_LOCKED', message: 'This period is locked.' });
      }

      expect(await storedOf(s)).toEqual(before);
    },
  );

  it("an approved month locks only its person's days, and only that month", async () => {
    const s = await setting();
    const bob = await signedIn(t.app, t.database.db, { name: 'Bob' });
    await buildAssignment(t.database.db, { userId: bob.user.id, clientId: s.acme.id });
    await send('POST', `/api/timesheets/${s.ana.user.id}/2026-10/approve`, s.admin.headers);

    const bobs = await send('POST', '/api/logs', bob.headers, { ...logBody(s, '2026-10-14'), user_id: bob.user.id });
    const november = await send('POST', '/api/logs', s.ana.headers, logBody(s, '2026-11-02'));

    expect(bobs.statusCode).toBe(201);
    expect(november.statusCode).toBe(201);
  });

  it('moving a log out of a locked month, or into one, is refused: the old and the new day count', async () => {
    const s = await setting();
    await lockUntil(s, '2026-10-31');

    const outOf = await send('PUT', `/api/logs/${s.october.id}`, s.ana.headers, logBody(s, '2026-11-03'));
    const into = await send('PUT', `/api/logs/${s.november.id}`, s.ana.headers, logBody(s, '2026-10-20'));

    expect(outOf.json().code).toBe('PERIOD_LOCKED');
    expect(into.json().code).toBe('PERIOD_LOCKED');
  });

  it("a client's approved month locks that client's logs of the month, not the person's other clients or days", async () => {
    const s = await setting();
    const globex = await buildClient(t.database.db, 'Globex');
    await buildAssignment(t.database.db, { userId: s.ana.user.id, clientId: globex.id });
    await t.database.db.insert(clientSignoffs).values({
      clientId: s.acme.id,
      month: '2026-10',
      status: 'approved',
      byName: 'Carla',
      at: new Date('2026-11-02T10:00:00Z'),
    });

    const acmeLog = await send('POST', '/api/logs', s.ana.headers, logBody(s, '2026-10-20'));
    const changed = await send('PUT', `/api/logs/${s.october.id}`, s.ana.headers, logBody(s, '2026-10-14', 30));
    const globexLog = await send('POST', '/api/logs', s.ana.headers, {
      ...logBody(s, '2026-10-20'),
      client_id: globex.id,
    });
    const homeOffice = await send('POST', '/api/home_office', s.ana.headers, {
      user_id: s.ana.user.id,
      dates: ['2026-10-20'],
    });

    expect(acmeLog.json().code).toBe('PERIOD_LOCKED');
    expect(changed.json().code).toBe('PERIOD_LOCKED');
    expect(globexLog.statusCode).toBe(201);
    expect(homeOffice.statusCode).toBe(201);
  });

  it("a SUPER_ADMIN changes their own locked day, and the audit trail records it with the lock's reason", async () => {
    const s = await setting(Role.SUPER_ADMIN);
    await send('POST', `/api/timesheets/${s.ana.user.id}/2026-10/approve`, s.admin.headers);

    const changed = await send('PUT', `/api/logs/${s.october.id}`, s.ana.headers, logBody(s, '2026-10-14', 30));
    const unmarked = await send('DELETE', '/api/home_office/delete_by_user_id_and_date', s.ana.headers, {
      user_id: s.ana.user.id,
      date: '2026-10-14',
    });

    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.duration).toBe(30);
    expect(unmarked.statusCode).toBe(204);
    const audited = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.actorId, s.ana.user.id), ne(auditEntries.action, 'auth.sign_in')));
    expect(audited.map((row) => row.action).sort()).toEqual(['home_office.unmark', 'work_log.update']);
    expect(audited.find((row) => row.action === 'work_log.update')!.after).toMatchObject({
      duration: 30,
      locked: 'timesheet',
    });
    expect(audited.find((row) => row.action === 'home_office.unmark')!.before).toMatchObject({
      dates: ['2026-10-14'],
      locked: 'timesheet',
    });
  });

  it("a SUPER_ADMIN's change of someone else's day before the lock date is audited with the reason", async () => {
    const s = await setting();
    await lockUntil(s, '2026-10-31');
    const root = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });

    const removed = await send('DELETE', `/api/logs/${s.october.id}`, root.headers);

    expect(removed.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'work_log.delete'));
    expect(row).toMatchObject({ actorId: root.user.id, before: { id: s.october.id, locked: 'lock_date' } });
  });

  it('an admin is refused like everyone else', async () => {
    const s = await setting();
    await lockUntil(s, '2026-10-31');

    const response = await send('DELETE', `/api/logs/${s.october.id}`, s.admin.headers);

    expect(response.statusCode).toBe(409);
    expect(await t.database.db.select().from(workLogs).where(eq(workLogs.id, s.october.id))).toHaveLength(1);
  });

  describe('GET /api/locks', () => {
    it("tells the dashboard the lock date, the person's approved months and the signed-off client months", async () => {
      const s = await setting();
      await lockUntil(s, '2026-09-30');
      await t.database.db.insert(timesheets).values([
        { userId: s.ana.user.id, month: '2026-10', status: 'approved' },
        { userId: s.ana.user.id, month: '2026-11', status: 'submitted' },
        { userId: s.admin.user.id, month: '2026-11', status: 'approved' },
      ]);
      await t.database.db.insert(clientSignoffs).values([
        { clientId: s.acme.id, month: '2026-11', status: 'approved', byName: 'Carla', at: new Date() },
        { clientId: s.acme.id, month: '2026-09', status: 'queried', byName: 'Carla', at: new Date() },
        { clientId: s.acme.id, month: '2026-06', status: 'approved', byName: 'Carla', at: new Date() },
      ]);

      const response = await send(
        'GET',
        `/api/locks?user_id=${s.ana.user.id}&from=2026-09-28&to=2026-11-29`,
        s.ana.headers,
      );

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        locked_until: '2026-09-30',
        approved_timesheets: ['2026-10'],
        signed_off: [{ client_id: s.acme.id, month: '2026-11' }],
        may_override: false,
      });
    });

    it('says that a SUPER_ADMIN may change locked days', async () => {
      const root = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });

      const response = await send(
        'GET',
        `/api/locks?user_id=${root.user.id}&from=2026-11-01&to=2026-11-30`,
        root.headers,
      );

      expect(response.json().data).toEqual({
        locked_until: null,
        approved_timesheets: [],
        signed_off: [],
        may_override: true,
      });
    });

    it('refuses a range of more than a year, or one that ends before it starts', async () => {
      const { user, headers } = await signedIn(t.app, t.database.db);

      const long = await send('GET', `/api/locks?user_id=${user.id}&from=2025-01-01&to=2026-06-30`, headers);
      const backwards = await send('GET', `/api/locks?user_id=${user.id}&from=2026-06-30&to=2026-06-01`, headers);

      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toHaveProperty('to');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors).toHaveProperty('from');
    });
  });
});
