import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { skills } from '../../platform/db/schema.js';
import { buildClient, buildUser, signIn } from '../../test/factories.js';
import { buildAssignment } from '../../test/record-factories.js';
import { useAuditKit, type Headers, type AuditRow } from './audit-test-kit.js';

const DAY_MS = 86_400_000;

describe('GET /api/audit (docs/product/reports.md#audit)', () => {
  const { t, as, audit, entries, call } = useAuditKit();

  describe('filters and pages', () => {
    it('filters by actor and by action', async () => {
      const ada = await as(Role.SUPER_ADMIN);
      const ben = await as(Role.ADMIN);
      await call('POST', '/api/clients', ada.headers, { name: 'By Ada' });
      await call('POST', '/api/clients', ben.headers, { name: 'By Ben' });

      const byBen = await entries(ada.headers, `?actor_id=${ben.user.id}`);
      const creations = await entries(ada.headers, '?action=client.create');

      expect(byBen.map((entry) => entry.action)).toEqual(['client.create', 'auth.sign_in']);
      expect(byBen.every((entry) => entry.actor_id === ben.user.id)).toBe(true);
      expect(creations.map((entry) => entry.after)).toEqual([{ name: 'By Ben' }, { name: 'By Ada' }]);
    });

    it('filters by day, from and to both included', async () => {
      const superAdmin = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN });
      const addClientOn = async (name: string) => {
        const token = await signIn(t.app, superAdmin.email);
        await call('POST', '/api/clients', { authorization: `Bearer ${token}` }, { name });
        return { authorization: `Bearer ${token}` };
      };
      t.clock.advance(3 * 3_600_000); // 12:00 UTC: the same calendar day in any nearby time zone
      await addClientOn('Monday');
      t.clock.advance(DAY_MS);
      await addClientOn('Tuesday');
      t.clock.advance(DAY_MS);
      const headers = await addClientOn('Wednesday');
      const namesOf = async (query: string) =>
        (await entries(headers, `?action=client.create${query}`)).map(
          (entry) => (entry.after as { name: string }).name,
        );

      const tuesday = await namesOf('&from=2026-11-24&to=2026-11-24');
      const fromTuesday = await namesOf('&from=2026-11-24');
      const toTuesday = await namesOf('&to=2026-11-24');

      expect(tuesday).toEqual(['Tuesday']);
      expect(fromTuesday).toEqual(['Wednesday', 'Tuesday']);
      expect(toTuesday).toEqual(['Tuesday', 'Monday']);
    });

    it('pages newest first and says how many entries there are', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
        await call('POST', '/api/clients', headers, { name });
        t.clock.advance(1000);
      }
      const page = (n: number) => audit(headers, `?action=client.create&page_size=2&page=${n}`);

      const [first, second, third, beyond] = await Promise.all([page(1), page(2), page(3), page(4)]);

      const names = (response: typeof first) =>
        (response.json().data as AuditRow[]).map((entry) => (entry.after as { name: string }).name);
      expect(first.json().meta).toEqual({ total: 5, page: 1, page_size: 2 });
      expect(names(first)).toEqual(['Five', 'Four']);
      expect(names(second)).toEqual(['Three', 'Two']);
      expect(names(third)).toEqual(['One']);
      expect(beyond.json()).toEqual({ data: [], meta: { total: 5, page: 4, page_size: 2 } });
    });

    it('answers 50 entries a page by default', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);

      const response = await audit(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json().meta).toEqual({ total: 1, page: 1, page_size: 50 });
      expect(response.json().data).toEqual([expect.objectContaining({ action: 'auth.sign_in' })]);
    });
  });

  describe("an admin's changes to another person's own records", () => {
    const actionsOf = async (headers: Headers) =>
      (await entries(headers, '?page_size=250'))
        .filter((row) => !row.action.startsWith('auth.'))
        .map(({ action, actor_id, target_type, target_id }) => ({ action, actor_id, target_type, target_id }))
        .reverse();

    it('records work logs, home-office days and skills written for someone else, and nothing for their own', async () => {
      const root = await as(Role.SUPER_ADMIN);
      const admin = await as(Role.ADMIN);
      const person = await as(Role.USER);
      const company = await buildClient(t.database.db);
      await buildAssignment(t.database.db, { userId: person.user.id, clientId: company.id });
      await buildAssignment(t.database.db, { userId: admin.user.id, clientId: company.id });
      const [skill] = await t.database.db.insert(skills).values({ name: 'Go' }).returning();
      const log = { description: 'Review', date: '2026-11-16', duration: 60, client_id: company.id };

      const created = await call('POST', '/api/logs', admin.headers, { ...log, user_id: person.user.id });
      const id = created.json().data.id as number;
      await call('PUT', `/api/logs/${id}`, admin.headers, { ...log, duration: 90, user_id: person.user.id });
      await call('DELETE', `/api/logs/${id}`, admin.headers);
      await call('POST', '/api/home_office', admin.headers, { user_id: person.user.id, dates: ['2026-11-17'] });
      const dayOff = { user_id: person.user.id, date: '2026-11-17' };
      await call('DELETE', '/api/home_office/delete_by_user_id_and_date', admin.headers, dayOff);
      await call('PUT', `/api/users/${person.user.id}/skills`, admin.headers, { skills: [skill!.id] });
      await call('DELETE', `/api/users/${person.user.id}/skills/${skill!.id}`, admin.headers);
      // Their own records: not admin changes.
      await call('POST', '/api/logs', admin.headers, { ...log, user_id: admin.user.id });
      await call('POST', '/api/home_office', person.headers, { user_id: person.user.id, dates: ['2026-11-18'] });
      await call('PUT', `/api/users/${person.user.id}/skills`, person.headers, { skills: [skill!.id] });

      const of = (action: string, targetType: string, targetId: number) => ({
        action,
        actor_id: admin.user.id,
        target_type: targetType,
        target_id: String(targetId),
      });
      expect(await actionsOf(root.headers)).toEqual([
        of('work_log.create', 'work_log', id),
        of('work_log.update', 'work_log', id),
        of('work_log.delete', 'work_log', id),
        of('home_office.mark', 'user', person.user.id),
        of('home_office.unmark', 'user', person.user.id),
        of('user_skill.add', 'user', person.user.id),
        of('user_skill.remove', 'user', person.user.id),
      ]);
    });

    it('keeps a changed work log before and after', async () => {
      const root = await as(Role.SUPER_ADMIN);
      const person = await as(Role.USER);
      const company = await buildClient(t.database.db);
      await buildAssignment(t.database.db, { userId: person.user.id, clientId: company.id });
      const log = {
        description: 'Review',
        date: '2026-11-16',
        duration: 60,
        client_id: company.id,
        user_id: person.user.id,
      };
      const id = (await call('POST', '/api/logs', person.headers, log)).json().data.id as number;

      await call('PUT', `/api/logs/${id}`, root.headers, { ...log, duration: 90 });

      const [update] = (await entries(root.headers, '?action=work_log.update')) as AuditRow[];
      expect(update).toMatchObject({ before: { id, duration: 60 }, after: { id, duration: 90 } });
    });
  });
});
