import { describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { skills } from '../../platform/db/schema.js';
import { buildClient, buildUser, signedIn, signIn } from '../../test/factories.js';
import { buildAssignment } from '../../test/record-factories.js';

type Headers = Record<string, string>;
interface AuditRow {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

const DAY_MS = 86_400_000;
const NEW_PASSWORD = 'Amber-Lantern-731';

describe('GET /api/audit (docs/product/reports.md#audit)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId, name?: string) => signedIn(t.app, t.database.db, { roleId, name });
  const audit = (headers: Headers, query = '') => t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers });
  const entries = async (headers: Headers, query: string) => (await audit(headers, query)).json().data as AuditRow[];
  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });

  it('answers 401 without a token', async () => {
    const response = await audit({});

    expect(response.statusCode).toBe(401);
  });

  it('refuses an unknown action and pages out of bounds with 400', async () => {
    const { headers } = await as(Role.SUPER_ADMIN);

    const unknownAction = await audit(headers, '?action=user.delete_everything');
    const pageZero = await audit(headers, '?page=0');
    const pageTooBig = await audit(headers, '?page_size=251');
    const badDate = await audit(headers, '?from=yesterday');

    expect(unknownAction.statusCode).toBe(400);
    expect(unknownAction.json().errors).toHaveProperty('action');
    expect(pageZero.statusCode).toBe(400);
    expect(pageZero.json().errors).toHaveProperty('page');
    expect(pageTooBig.statusCode).toBe(400);
    expect(pageTooBig.json().errors).toHaveProperty('page_size');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual({ from: ['Date must be in YYYY-MM-DD format'] });
  });

  it('refuses an ADMIN, a USER and a CLIENT user with 403', async () => {
    const client = await buildClient(t.database.db);
    const admin = await as(Role.ADMIN);
    const employee = await as(Role.USER);
    const clientUser = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

    const answers = await Promise.all([admin, employee, clientUser].map((who) => audit(who.headers)));

    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
  });

  describe('what the people and clients changes leave behind', () => {
    it('records a new user with the actor and the user as created, without the password', async () => {
      const { headers, user: actor } = await as(Role.SUPER_ADMIN, 'Ada Auditor');

      const created = await call('POST', '/api/register', headers, {
        name: 'Nora New',
        email: 'nora@example.com',
        role_id: Role.USER,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });

      const [entry] = await entries(headers, '?action=user.create');
      expect(entry).toMatchObject({
        actor_id: actor.id,
        actor_name: 'Ada Auditor',
        action: 'user.create',
        target_type: 'user',
        target_id: String(created.json().id),
        before: null,
        after: expect.objectContaining({ name: 'Nora New', email: 'nora@example.com', role_id: Role.USER }),
        ip: '127.0.0.1',
      });
      expect(entry?.at).toBe(t.clock.now().toISOString());
      expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
      expect(JSON.stringify(entry)).not.toMatch(/password_hash|passwordHash|argon2/);
    });

    it('records an edit with the person before and after', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const person = await buildUser(t.database.db, { name: 'Olga Original' });

      await call('POST', `/api/users/edit/${person.id}`, headers, { name: 'Olga Renamed', public_logs: true });

      const [entry] = await entries(headers, '?action=user.update');
      expect(entry).toMatchObject({
        target_id: String(person.id),
        before: expect.objectContaining({ name: 'Olga Original', public_logs: false }),
        after: expect.objectContaining({ name: 'Olga Renamed', public_logs: true }),
      });
    });

    it('records a deactivation and a new password, the password itself nowhere', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const person = await buildUser(t.database.db);

      await call('POST', `/api/users/${person.id}/password`, headers, {
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      await call('DELETE', `/api/users/delete/${person.id}`, headers);

      const deactivation = await entries(headers, '?action=user.deactivate');
      const passwordChange = await entries(headers, '?action=user.set_password');
      expect(deactivation).toEqual([
        expect.objectContaining({
          target_id: String(person.id),
          before: { status: 'active' },
          after: { status: 'inactive' },
        }),
      ]);
      expect(passwordChange).toEqual([expect.objectContaining({ target_id: String(person.id) })]);
      expect(JSON.stringify(passwordChange)).not.toContain(NEW_PASSWORD);
    });

    it('records assigning and unassigning a client', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);

      await call('POST', `/api/users/${person.id}/clients`, headers, {
        client: client.id,
        hours: 12,
        dates: ['2026-11-02'],
      });
      await call('DELETE', `/api/users/${person.id}/clients/${client.id}`, headers);

      const created = await entries(headers, '?action=assignment.create');
      const removed = await entries(headers, '?action=assignment.delete');
      expect(created).toEqual([
        expect.objectContaining({
          target_type: 'user',
          target_id: String(person.id),
          after: expect.objectContaining({ clientId: client.id, hours: 12, fromDate: '2026-11-02' }),
        }),
      ]);
      expect(removed).toEqual([
        expect.objectContaining({
          target_id: String(person.id),
          before: [expect.objectContaining({ clientId: client.id, hours: 12 })],
        }),
      ]);
    });

    it('records adding, renaming, re-keying and deleting a client, the share key nowhere', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);

      const added = await call('POST', '/api/clients', headers, { name: 'Acme' });
      const id = added.json().data.id as number;
      await call('PATCH', `/api/clients/${id}`, headers, { name: 'Acme Ltd' });
      const rekeyed = await call('POST', `/api/clients/${id}/share_key`, headers);
      await call('DELETE', `/api/clients/${id}`, headers);

      const trail = (await entries(headers, '')).filter((entry) => entry.target_type === 'client');
      expect(trail.map((entry) => [entry.action, entry.target_id, entry.before, entry.after])).toEqual([
        ['client.delete', String(id), { name: 'Acme Ltd' }, null],
        ['client.share_key', String(id), null, null],
        ['client.update', String(id), { name: 'Acme' }, { name: 'Acme Ltd' }],
        ['client.create', String(id), null, { name: 'Acme' }],
      ]);
      const serialized = JSON.stringify(trail);
      expect(serialized).not.toContain(added.json().data.share_key);
      expect(serialized).not.toContain(rekeyed.json().data.share_key);
    });
  });

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

  it('lists the route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toContain('GET /api/audit audit:read');
  });
});
