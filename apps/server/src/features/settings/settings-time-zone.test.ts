import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { auditEntries } from '../../platform/db/schema.js';
import { buildUser } from '../../test/factories.js';
import { useSettingsKit, CLOSING_DEFAULTS } from './settings-test-kit.js';

describe('settings: the leave approver (docs/product/leave.md#approver; docs/product/leave.md#approver)', () => {
  const { t, as, read, change } = useSettingsKit();

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
});
