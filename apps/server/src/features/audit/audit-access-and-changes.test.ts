import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { useAuditKit } from './audit-test-kit.js';

const NEW_PASSWORD = 'Amber-Lantern-731';

describe('GET /api/audit (docs/product/reports.md#audit)', () => {
  const { t, as, audit, entries, call } = useAuditKit();

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

  it('lists the route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toContain('GET /api/audit audit:read');
  });
});
