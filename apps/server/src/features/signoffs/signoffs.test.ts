import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { auditEntries, clientSignoffs, mailOutbox } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildAssignment } from '../../test/record-factories.js';

type Headers = Record<string, string>;

/** docs/product/closing.md#client-sign-off; the tests' today is 2026-11-23. */
describe('client sign-off (docs/product/closing.md#client-sign-off)', () => {
  const t = useTestContext();

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** Acme with its CLIENT user Carla, an admin, and Ana who works for Acme. */
  const setting = async () => {
    const db = t.database.db;
    const acme = await buildClient(db, 'Acme');
    const carla = await signedIn(t.app, db, { roleId: Role.CLIENT, clientId: acme.id, name: 'Carla' });
    const boss = await signedIn(t.app, db, { roleId: Role.ADMIN, name: 'Adele' });
    const ana = await signedIn(t.app, db, { name: 'Ana' });
    await buildAssignment(db, { userId: ana.user.id, clientId: acme.id });
    return { acme, carla, boss, ana };
  };
  const auditOf = (action: string) => t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  describe('GET /api/clients/{id}/signoffs', () => {
    it("lists the year's months that have started, pending until decided, to admins, the client's user and the share key", async () => {
      const { acme, carla, boss } = await setting();
      await send('POST', `/api/clients/${acme.id}/signoffs/2026-10`, carla.headers, { decision: 'approve' });

      const forClient = await send('GET', `/api/clients/${acme.id}/signoffs?year=2026`, carla.headers);
      const forAdmin = await send('GET', `/api/clients/${acme.id}/signoffs?year=2026`, boss.headers);
      const byKey = await send('GET', `/api/clients/${acme.id}/signoffs?year=2026&key=${acme.shareKey}`);

      expect(forClient.statusCode).toBe(200);
      const months = forClient.json().data;
      expect(months.map((month: { month: string }) => month.month)).toEqual(
        Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
      );
      expect(months[9]).toEqual({
        month: '2026-10',
        status: 'approved',
        by: 'Carla',
        at: '2026-11-23T09:00:00.000Z',
        comment: null,
      });
      expect(months[10]).toEqual({ month: '2026-11', status: 'pending', by: null, at: null, comment: null });
      expect(forAdmin.json()).toEqual(forClient.json());
      expect(byKey.json()).toEqual(forClient.json());
    });

    it('has all twelve months of a past year and none of a future one', async () => {
      const { acme, carla } = await setting();

      const past = await send('GET', `/api/clients/${acme.id}/signoffs?year=2025`, carla.headers);
      const future = await send('GET', `/api/clients/${acme.id}/signoffs?year=2027`, carla.headers);

      expect(past.json().data).toHaveLength(12);
      expect(future.json().data).toEqual([]);
    });

    it('is "Client not found." to employees, to other clients and to a wrong key', async () => {
      const { acme, ana } = await setting();
      const other = await signedIn(t.app, t.database.db, {
        roleId: Role.CLIENT,
        clientId: (await buildClient(t.database.db)).id,
      });

      for (const response of [
        await send('GET', `/api/clients/${acme.id}/signoffs?year=2026`, ana.headers),
        await send('GET', `/api/clients/${acme.id}/signoffs?year=2026`, other.headers),
        await send('GET', `/api/clients/${acme.id}/signoffs?year=2026&key=wrong`),
      ]) {
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('POST /api/clients/{id}/signoffs/{month}', () => {
    it("lets the client's user approve a month, which locks the client's work logs of it, audited", async () => {
      const { acme, carla, ana } = await setting();

      const approved = await send('POST', `/api/clients/${acme.id}/signoffs/2026-10`, carla.headers, {
        decision: 'approve',
      });
      const again = await send('POST', `/api/clients/${acme.id}/signoffs/2026-10`, carla.headers, {
        decision: 'query',
        comment: 'Too late?',
      });
      const log = await send('POST', '/api/logs', ana.headers, {
        description: 'Work',
        user_id: ana.user.id,
        date: '2026-10-20',
        duration: 60,
        client_id: acme.id,
      });

      expect(approved.statusCode).toBe(200);
      expect(approved.json().data).toMatchObject({ month: '2026-10', status: 'approved', by: 'Carla' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'SIGNOFF_ALREADY_APPROVED',
        message: 'This month has been approved already.',
      });
      expect(log.json().code).toBe('PERIOD_LOCKED');
      expect(await auditOf('client_signoff.approve')).toEqual([
        expect.objectContaining({
          actorId: carla.user.id,
          targetType: 'client',
          targetId: String(acme.id),
          after: { month: '2026-10', status: 'approved', by: 'Carla', comment: null },
        }),
      ]);
    });

    it('refuses the share key: it reads the report but signs nothing (403 SIGNOFF_NEEDS_IDENTITY)', async () => {
      const { acme } = await setting();

      const byKey = await send(
        'POST',
        `/api/clients/${acme.id}/signoffs/2026-11?key=${acme.shareKey}`,
        {},
        {
          decision: 'approve',
        },
      );
      const wrongKey = await send(
        'POST',
        `/api/clients/${acme.id}/signoffs/2026-11?key=wrong`,
        {},
        {
          decision: 'approve',
        },
      );
      const months = await send('GET', `/api/clients/${acme.id}/signoffs?year=2026&key=${acme.shareKey}`);

      expect(byKey.statusCode).toBe(403);
      expect(byKey.json().code).toBe('SIGNOFF_NEEDS_IDENTITY');
      expect(wrongKey.statusCode).toBe(404);
      expect(months.json().data[10].status).toBe('pending');
      expect(await auditOf('client_signoff.approve')).toEqual([]);
    });

    it('a query needs a comment, e-mails every active admin, and the month can be approved afterwards', async () => {
      const { acme, carla, boss } = await setting();
      await buildUser(t.database.db, { roleId: Role.ADMIN, email: 'former-admin@example.com', active: false });
      const url = `/api/clients/${acme.id}/signoffs/2026-11`;

      const silent = await send('POST', url, carla.headers, { decision: 'query' });
      const queried = await send('POST', url, carla.headers, {
        decision: 'query',
        comment: 'Why 12 hours on the 3rd?',
      });
      const approved = await send('POST', url, carla.headers, { decision: 'approve' });

      expect(silent.statusCode).toBe(400);
      expect(silent.json().errors).toHaveProperty('comment');
      expect(queried.json().data).toMatchObject({ status: 'queried', comment: 'Why 12 hours on the 3rd?' });
      expect(approved.json().data.status).toBe('approved');
      const mails = await t.database.db.select().from(mailOutbox);
      // Every active ADMIN and SUPER_ADMIN: not the deactivated one, not the employee or the client.
      expect(mails.map((mail) => mail.recipient).sort()).toEqual([boss.user.email, 'root@example.com'].sort());
      expect(mails[0]!.subject).toBe('Acme queried 2026-11');
      expect(mails[0]!.text).toContain('Carla of Acme queried the time logged for 2026-11');
      expect(mails[0]!.text).toContain('Why 12 hours on the 3rd?');
      expect(mails[0]!.text).toContain(`${t.config.publicUrl}/clients`);
      expect(await auditOf('client_signoff.query')).toHaveLength(1);
    });

    it('refuses admins (403 SIGNOFF_CLIENT_ONLY) and a month that has not started (400)', async () => {
      const { acme, carla, boss } = await setting();

      const byAdmin = await send('POST', `/api/clients/${acme.id}/signoffs/2026-11`, boss.headers, {
        decision: 'approve',
      });
      const future = await send('POST', `/api/clients/${acme.id}/signoffs/2026-12`, carla.headers, {
        decision: 'approve',
      });

      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().code).toBe('SIGNOFF_CLIENT_ONLY');
      expect(future.statusCode).toBe(400);
      expect(future.json().errors).toHaveProperty('month');
    });
  });

  describe('DELETE /api/clients/{id}/signoffs/{month} and GET /api/signoffs', () => {
    it('an admin reopens an approved month: pending again, open to changes, audited', async () => {
      const { acme, carla, boss, ana } = await setting();
      await send('POST', `/api/clients/${acme.id}/signoffs/2026-10`, carla.headers, { decision: 'approve' });

      const reopened = await send('DELETE', `/api/clients/${acme.id}/signoffs/2026-10`, boss.headers);
      const twice = await send('DELETE', `/api/clients/${acme.id}/signoffs/2026-10`, boss.headers);
      const log = await send('POST', '/api/logs', ana.headers, {
        description: 'Work',
        user_id: ana.user.id,
        date: '2026-10-20',
        duration: 60,
        client_id: acme.id,
      });
      const months = await send('GET', `/api/clients/${acme.id}/signoffs?year=2026`, boss.headers);

      expect(reopened.statusCode).toBe(204);
      expect(twice.statusCode).toBe(404);
      expect(log.statusCode).toBe(201);
      expect(months.json().data[9].status).toBe('pending');
      expect(await auditOf('client_signoff.reopen')).toEqual([
        expect.objectContaining({ actorId: boss.user.id, before: expect.objectContaining({ month: '2026-10' }) }),
      ]);
    });

    it('deleting a client (one without logged time, docs/product/people-and-clients.md) deletes its sign-offs', async () => {
      const { boss } = await setting();
      const gone = await buildClient(t.database.db, 'Gone');
      await t.database.db
        .insert(clientSignoffs)
        .values({ clientId: gone.id, month: '2026-10', status: 'approved', byName: 'Gil', at: new Date() });

      const deleted = await send('DELETE', `/api/clients/${gone.id}`, boss.headers);

      expect(deleted.statusCode).toBe(204);
      expect((await send('GET', '/api/signoffs?year=2026', boss.headers)).json().data).toEqual([]);
    });

    it("lists every client's decided months of a year for admins", async () => {
      const { acme, carla, boss } = await setting();
      const globex = await buildClient(t.database.db, 'Globex');
      const gil = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: globex.id, name: 'Gil' });
      await send('POST', `/api/clients/${acme.id}/signoffs/2026-10`, carla.headers, { decision: 'approve' });
      await send('POST', `/api/clients/${globex.id}/signoffs/2026-09`, gil.headers, {
        decision: 'query',
        comment: 'Hm.',
      });
      await send('POST', `/api/clients/${acme.id}/signoffs/2025-12`, carla.headers, { decision: 'approve' });

      const response = await send('GET', '/api/signoffs?year=2026', boss.headers);

      expect(response.json().data).toEqual([
        expect.objectContaining({ client_id: acme.id, month: '2026-10', status: 'approved', by: 'Carla' }),
        expect.objectContaining({ client_id: globex.id, month: '2026-09', status: 'queried', by: 'Gil' }),
      ]);
      expect((await send('GET', '/api/signoffs?year=2026', carla.headers)).statusCode).toBe(403);
    });
  });
});
