import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { auditEntries, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn, signedInClientUser } from '../../test/factories.js';

type Headers = Record<string, string>;

/** docs/product/closing.md#settings: no lock date, and the weekly reminder on Fridays at 14:00, until chosen. */
const CLOSING_DEFAULTS = { locked_until: null, reminder_weekday: 5, reminder_hour: 14, require_2fa_for_admins: false };

const NOT_AN_ADMIN = {
  code: 'VALIDATION_FAILED',
  message: 'The leave approver must be an active administrator.',
  errors: { leave_approver_id: ['Choose an active administrator.'] },
};

describe('settings: the leave approver (docs/product/leave.md#approver; docs/product/leave.md#approver)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  /** The SUPER_ADMIN that first start creates (docs/product/README.md#first-start). */
  const root = async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'root@example.com'));
    if (!row) throw new Error('first start made no admin');
    return row;
  };
  const read = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/settings', headers });
  const change = (headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/settings', headers, payload: payload as object });

  describe('GET /api/settings', () => {
    it('answers 401 without a token', async () => {
      const response = await read({});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers } = await asClientUser();

      const response = await read(headers);

      expect(response.statusCode).toBe(403);
    });

    it('gives every employee the first active SUPER_ADMIN as leave approver by default', async () => {
      const first = await root();
      await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN });
      const { headers } = await as(Role.USER);

      const response = await read(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          leave_approver: { id: first.id, name: 'Administrator' },
          time_zone: 'Europe/Berlin',
          carry_over_until: null,
          ...CLOSING_DEFAULTS,
        },
      });
    });

    it('passes over a deactivated SUPER_ADMIN', async () => {
      const first = await root();
      const second = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN, name: 'Second Super' });
      await t.database.db.update(users).set({ active: false }).where(eq(users.id, first.id));
      const { headers } = await as(Role.USER);

      const response = await read(headers);

      expect(response.json().data.leave_approver).toEqual({ id: second.id, name: 'Second Super' });
    });
  });

  describe('PATCH /api/settings', () => {
    it('answers 401 without a token', async () => {
      const response = await change({}, { leave_approver_id: 1 });

      expect(response.statusCode).toBe(401);
    });

    it('refuses a malformed leave_approver_id with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const text = await change(headers, { leave_approver_id: 'root' });

      expect(text.statusCode).toBe(400);
      expect(text.json().errors).toHaveProperty('leave_approver_id');
    });

    it('refuses a change that names no setting with 400 (docs/product/closing.md#settings: a subset, but not an empty one)', async () => {
      await root();
      const { headers } = await as(Role.ADMIN);

      const response = await change(headers, {});

      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('refuses a USER with 403 and keeps the approver', async () => {
      const first = await root();
      const { headers, user } = await as(Role.USER);

      const response = await change(headers, { leave_approver_id: user.id });

      expect(response.statusCode).toBe(403);
      expect((await read(headers)).json().data.leave_approver.id).toBe(first.id);
    });

    it.each([
      ['a USER', { roleId: Role.USER }],
      ['a deactivated ADMIN', { roleId: Role.ADMIN, active: false }],
    ] as const)('refuses %s as approver with 400', async (_label, options) => {
      const first = await root();
      const { headers } = await as(Role.ADMIN);
      const candidate = await buildUser(t.database.db, options);

      const response = await change(headers, { leave_approver_id: candidate.id });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NOT_AN_ADMIN);
      expect((await read(headers)).json().data.leave_approver.id).toBe(first.id);
    });

    it('refuses a CLIENT account or an unknown person as approver with 400', async () => {
      const { headers } = await as(Role.ADMIN);
      const company = await buildClient(t.database.db);
      const clientAccount = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: company.id });

      const client = await change(headers, { leave_approver_id: clientAccount.id });
      const unknown = await change(headers, { leave_approver_id: 99_999 });

      expect(client.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
    });

    it('chooses an active ADMIN, and new requests carry that confirming_id', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const approver = await buildUser(t.database.db, { roleId: Role.ADMIN, name: 'Anna Approver' });
      const employee = await signedIn(t.app, t.database.db, { roleId: Role.USER });

      const response = await change(headers, { leave_approver_id: approver.id });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          leave_approver: { id: approver.id, name: 'Anna Approver' },
          time_zone: 'Europe/Berlin',
          carry_over_until: null,
          ...CLOSING_DEFAULTS,
        },
      });
      expect((await read(employee.headers)).json()).toEqual(response.json());
      const requested = await t.app.inject({
        method: 'POST',
        url: '/api/holidays',
        headers: employee.headers,
        payload: { type: 1, from_date: '2026-12-07', to_date: '2026-12-07', requesting_id: employee.user.id },
      });
      expect(requested.statusCode).toBe(201);
      expect(requested.json().data.confirming_id).toBe(approver.id);
    });

    it('then refuses the former approver as confirming_id (docs/product/roles-and-access.md#body-ids)', async () => {
      const first = await root();
      const { headers } = await as(Role.ADMIN);
      const approver = await buildUser(t.database.db, { roleId: Role.ADMIN });
      const employee = await signedIn(t.app, t.database.db, { roleId: Role.USER });
      await change(headers, { leave_approver_id: approver.id });

      const requested = await t.app.inject({
        method: 'POST',
        url: '/api/holidays',
        headers: employee.headers,
        payload: {
          type: 1,
          from_date: '2026-12-07',
          to_date: '2026-12-07',
          requesting_id: employee.user.id,
          confirming_id: first.id,
        },
      });

      expect(requested.statusCode).toBe(400);
      expect(requested.json().errors).toHaveProperty('confirming_id');
    });

    it('falls back to the first SUPER_ADMIN when the chosen approver is deactivated', async () => {
      const first = await root();
      const { headers } = await as(Role.ADMIN);
      const approver = await buildUser(t.database.db, { roleId: Role.ADMIN });
      await change(headers, { leave_approver_id: approver.id });

      await t.database.db.update(users).set({ active: false }).where(eq(users.id, approver.id));

      expect((await read(headers)).json().data.leave_approver.id).toBe(first.id);
    });

    it('falls back to the first SUPER_ADMIN when the chosen approver is made a USER', async () => {
      const first = await root();
      const { headers } = await as(Role.SUPER_ADMIN);
      const approver = await buildUser(t.database.db, { roleId: Role.ADMIN });
      await change(headers, { leave_approver_id: approver.id });

      const demoted = await t.app.inject({
        method: 'POST',
        url: `/api/users/edit/${approver.id}`,
        headers,
        payload: { role_id: Role.USER, public_logs: false },
      });

      expect(demoted.statusCode).toBe(200);
      expect((await read(headers)).json().data.leave_approver.id).toBe(first.id);
    });

    it('records the change with the approver before and after in the audit trail (docs/product/reports.md#audit)', async () => {
      const first = await root();
      const { headers, user: admin } = await as(Role.ADMIN);
      const approver = await buildUser(t.database.db, { roleId: Role.ADMIN, name: 'Anna Approver' });

      await change(headers, { leave_approver_id: approver.id });

      const rows = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'settings.update'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: admin.id,
        targetType: 'settings',
        before: { leave_approver: { id: first.id, name: 'Administrator' } },
        after: { leave_approver: { id: approver.id, name: 'Anna Approver' } },
      });
    });
  });

  describe('the time zone (docs/product/time-model.md#time-zone)', () => {
    it("answers the server's own time zone until an admin chooses one", async () => {
      const { headers } = await as(Role.USER);

      const response = await read(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json().data.time_zone).toBe('Europe/Berlin');
    });

    it('changes only the time zone: the approver stays', async () => {
      const { headers } = await as(Role.ADMIN);
      const approver = await buildUser(t.database.db, { roleId: Role.ADMIN, name: 'Anna Approver' });
      await change(headers, { leave_approver_id: approver.id });

      const response = await change(headers, { time_zone: 'Europe/Lisbon' });

      expect(response.statusCode).toBe(200);
      const expected = {
        leave_approver: { id: approver.id, name: 'Anna Approver' },
        time_zone: 'Europe/Lisbon',
        carry_over_until: null,
        ...CLOSING_DEFAULTS,
      };
      expect(response.json().data).toEqual(expected);
      expect((await read(headers)).json().data).toEqual(expected);
    });

    it('refuses an unknown time zone with 400 and keeps the one chosen', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await change(headers, { time_zone: 'Europe/Atlantis' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { time_zone: ['Choose a time zone from the list.'] },
      });
      expect((await read(headers)).json().data.time_zone).toBe('Europe/Berlin');
    });

    it('refuses a USER with 403', async () => {
      const { headers } = await as(Role.USER);

      const response = await change(headers, { time_zone: 'Europe/Lisbon' });

      expect(response.statusCode).toBe(403);
      expect((await read(headers)).json().data.time_zone).toBe('Europe/Berlin');
    });

    it('records the change in the audit trail (docs/product/reports.md#audit)', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);

      await change(headers, { time_zone: 'Europe/Lisbon' });

      const rows = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'settings.update'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: admin.id,
        before: { time_zone: 'Europe/Berlin' },
        after: { time_zone: 'Europe/Lisbon' },
      });
    });
  });

  describe('the carry-over day (docs/product/leave.md#carry-over)', () => {
    it('is null (leftover days never expire) until an admin chooses one', async () => {
      const { headers } = await as(Role.USER);

      const response = await read(headers);

      expect(response.json().data.carry_over_until).toBeNull();
    });

    it('changes only the carry-over day: the approver and the time zone stay, and every employee reads it', async () => {
      const { headers } = await as(Role.ADMIN);
      const approver = await buildUser(t.database.db, { roleId: Role.ADMIN, name: 'Anna Approver' });
      await change(headers, { leave_approver_id: approver.id, time_zone: 'Europe/Lisbon' });
      const employee = await as(Role.USER);

      const response = await change(headers, { carry_over_until: '03-31' });

      expect(response.statusCode).toBe(200);
      const expected = {
        leave_approver: { id: approver.id, name: 'Anna Approver' },
        time_zone: 'Europe/Lisbon',
        carry_over_until: '03-31',
        ...CLOSING_DEFAULTS,
      };
      expect(response.json().data).toEqual(expected);
      expect((await read(employee.headers)).json().data).toEqual(expected);
    });

    it('takes 29 February and goes back to never with null', async () => {
      const { headers } = await as(Role.ADMIN);

      const leap = await change(headers, { carry_over_until: '02-29' });
      const never = await change(headers, { carry_over_until: null });

      expect(leap.json().data.carry_over_until).toBe('02-29');
      expect(never.statusCode).toBe(200);
      expect((await read(headers)).json().data.carry_over_until).toBeNull();
    });

    it.each([['3-31'], ['13-01'], ['02-30'], ['2026-03-31'], ['never'], [331]])(
      'refuses %s with 400 under carry_over_until and keeps the day chosen',
      async (value) => {
        const { headers } = await as(Role.ADMIN);
        await change(headers, { carry_over_until: '03-31' });

        const response = await change(headers, { carry_over_until: value });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          errors: { carry_over_until: ['Choose a month and a day, or never.'] },
        });
        expect((await read(headers)).json().data.carry_over_until).toBe('03-31');
      },
    );

    it('refuses a USER with 403', async () => {
      const { headers } = await as(Role.USER);

      const response = await change(headers, { carry_over_until: '03-31' });

      expect(response.statusCode).toBe(403);
      expect((await read(headers)).json().data.carry_over_until).toBeNull();
    });

    it('records the change in the audit trail (docs/product/reports.md#audit)', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);

      await change(headers, { carry_over_until: '03-31' });

      const rows = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'settings.update'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: admin.id,
        before: { carry_over_until: null },
        after: { carry_over_until: '03-31' },
      });
    });
  });

  describe('the lock date and the weekly reminder (docs/product/closing.md#settings)', () => {
    it('takes a lock date and a reminder time, keeps the others, and every employee reads them', async () => {
      const { headers } = await as(Role.ADMIN);
      const employee = await as(Role.USER);

      const response = await change(headers, { locked_until: '2026-10-31', reminder_weekday: 1, reminder_hour: 9 });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        time_zone: 'Europe/Berlin',
        carry_over_until: null,
        locked_until: '2026-10-31',
        reminder_weekday: 1,
        reminder_hour: 9,
      });
      expect((await read(employee.headers)).json().data).toEqual(response.json().data);
    });

    it('clears the lock date with null', async () => {
      const { headers } = await as(Role.ADMIN);
      await change(headers, { locked_until: '2026-10-31' });

      const response = await change(headers, { locked_until: null });

      expect(response.statusCode).toBe(200);
      expect((await read(headers)).json().data.locked_until).toBeNull();
    });

    it.each([
      [{ locked_until: '2026-02-30' }, 'locked_until'],
      [{ locked_until: '31.10.2026' }, 'locked_until'],
      [{ reminder_weekday: 0 }, 'reminder_weekday'],
      [{ reminder_weekday: 8 }, 'reminder_weekday'],
      [{ reminder_hour: 24 }, 'reminder_hour'],
      [{ reminder_hour: 9.5 }, 'reminder_hour'],
    ])('refuses %o with 400 under its field and changes nothing', async (payload, field) => {
      const { headers } = await as(Role.ADMIN);

      const response = await change(headers, payload);

      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect((await read(headers)).json().data).toMatchObject(CLOSING_DEFAULTS);
    });

    it('records the lock date in the audit trail', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);

      await change(headers, { locked_until: '2026-10-31' });

      const [row] = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'settings.update'));
      expect(row).toMatchObject({
        actorId: admin.id,
        before: { locked_until: null },
        after: { locked_until: '2026-10-31' },
      });
    });
  });

  it('lists the routes with their permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining(['GET /api/settings leave:read', 'PATCH /api/settings settings:manage']),
    );
  });
});
