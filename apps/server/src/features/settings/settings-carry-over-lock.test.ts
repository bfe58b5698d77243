import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { auditEntries } from '../../platform/db/schema.js';
import { buildUser } from '../../test/factories.js';
import { useSettingsKit, CLOSING_DEFAULTS } from './settings-test-kit.js';

describe('settings: the leave approver (docs/product/leave.md#approver; docs/product/leave.md#approver)', () => {
  const { t, as, read, change } = useSettingsKit();

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
});
