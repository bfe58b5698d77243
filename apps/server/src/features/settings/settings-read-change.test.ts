import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { auditEntries, users } from '../../platform/db/schema.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { useSettingsKit, CLOSING_DEFAULTS } from './settings-test-kit.js';

const NOT_AN_ADMIN = {
  code: 'VALIDATION_FAILED',
  message: 'The leave approver must be an active administrator.',
  errors: { leave_approver_id: ['Choose an active administrator.'] },
};

describe('settings: the leave approver (docs/product/leave.md#approver; docs/product/leave.md#approver)', () => {
  const { t, as, asClientUser, root, read, change } = useSettingsKit();

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

  it('lists the routes with their permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining(['GET /api/settings leave:read', 'PATCH /api/settings settings:manage']),
    );
  });
});
