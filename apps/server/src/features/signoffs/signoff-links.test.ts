import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { auditEntries, mailOutbox, signoffRequests, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';

type Headers = Record<string, string>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product/closing.md#signoff-links; the tests' today is 2026-11-23. */
describe('sign-off links (docs/product/closing.md#signoff-links)', () => {
  const t = useTestContext();

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** Acme, its admin Adele, Ana who logs public hours for Acme in October, and Bo whose logs are private. */
  const setting = async () => {
    const db = t.database.db;
    const acme = await buildClient(db, 'Acme');
    const boss = await signedIn(t.app, db, { roleId: Role.ADMIN, name: 'Adele' });
    const ana = await buildUser(db, { name: 'Ana' });
    const bo = await buildUser(db, { name: 'Bo' });
    await db.update(users).set({ publicLogs: true }).where(eq(users.id, ana.id));
    for (const person of [ana, bo]) {
      await buildAssignment(db, { userId: person.id, clientId: acme.id });
      await buildWorkLog(db, { userId: person.id, clientId: acme.id, date: '2026-10-12', minutes: 90 });
    }
    return { acme, boss };
  };

  /** An admin's request, and the token read from the e-mail it sent (the only place the link exists). */
  const requestLink = async (
    clientId: number,
    month: string,
    headers: Headers,
    contact: object = { email: 'dora@acme.example', name: 'Dora Director' },
  ) => {
    const response = await send('POST', `/api/clients/${clientId}/signoffs/${month}/request`, headers, contact);
    const mails = await t.database.db.select().from(mailOutbox);
    const text = mails.at(-1)?.text ?? '';
    const token = /\/signoff\?token=([\w-]+)/.exec(text)?.[1] ?? '';
    return { response, token, mail: mails.at(-1) };
  };
  const link = (token: string) => `/api/signoff-link?token=${token}`;
  const auditOf = (action: string) => t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  describe('POST /api/clients/{id}/signoffs/{month}/request', () => {
    it('e-mails the contact a link for that client and month, keeps only its hash, and audits the request', async () => {
      const { acme, boss } = await setting();

      const { response, token, mail } = await requestLink(acme.id, '2026-10', boss.headers);

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toEqual({
        id: expect.any(Number),
        client_id: acme.id,
        month: '2026-10',
        email: 'dora@acme.example',
        name: 'Dora Director',
        requested_at: '2026-11-23T09:00:00.000Z',
        expires_at: '2026-12-07T09:00:00.000Z',
        state: 'open',
      });
      expect(JSON.stringify(response.json())).not.toContain(token);
      expect(mail).toMatchObject({
        recipient: 'dora@acme.example',
        subject: 'Please sign off the hours of Acme for October 2026',
      });
      expect(mail!.text).toContain('Hello Dora Director,');
      expect(mail!.text).toContain('Adele asks you to look at the hours logged for Acme in October 2026');
      expect(mail!.text).toContain(`${t.config.publicUrl}/signoff?token=${token}`);
      expect(mail!.text).toContain('The link works once, for 14 days (until 7 December 2026)');
      const [stored] = await t.database.db.select().from(signoffRequests);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(await auditOf('client_signoff.request')).toEqual([
        expect.objectContaining({
          actorId: boss.user.id,
          targetId: String(acme.id),
          after: {
            month: '2026-10',
            email: 'dora@acme.example',
            name: 'Dora Director',
            expires_at: '2026-12-07T09:00:00.000Z',
          },
        }),
      ]);
    });

    it("writes the e-mail in the language asked for, else the contact's account's, else the portal's", async () => {
      const { acme, boss } = await setting();
      const kai = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: acme.id, email: 'kai@acme.example' });
      await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, kai.id));

      const asked = await requestLink(acme.id, '2026-10', boss.headers, {
        email: 'x@acme.example',
        name: 'X',
        language: 'de',
      });
      const account = await requestLink(acme.id, '2026-10', boss.headers, { email: 'KAI@acme.example', name: 'Kai' });
      const portal = await requestLink(acme.id, '2026-10', boss.headers, { email: 'y@acme.example', name: 'Y' });

      expect(asked.mail!.subject).toBe('Bitte zeichne die Stunden für Acme im Oktober 2026 ab');
      expect(account.mail!.text).toContain('Hallo Kai,');
      expect(portal.mail!.text).toContain('Hello Y,');
    });

    it("refuses a month that has not started (400), an approved one (409), and an employee's address (403)", async () => {
      const { acme, boss } = await setting();
      const approved = await requestLink(acme.id, '2026-09', boss.headers);
      await send('POST', link(approved.token), {}, { decision: 'approve' });

      const future = await requestLink(acme.id, '2026-12', boss.headers);
      const again = await requestLink(acme.id, '2026-09', boss.headers);
      const toAdmin = await requestLink(acme.id, '2026-10', boss.headers, { email: boss.user.email, name: 'Me' });
      const missing = await send('POST', '/api/clients/99999/signoffs/2026-10/request', boss.headers, {
        email: 'dora@acme.example',
        name: 'Dora',
      });

      expect(future.response.statusCode).toBe(400);
      expect(future.response.json().errors).toHaveProperty('month');
      expect(again.response.statusCode).toBe(409);
      expect(again.response.json().code).toBe('SIGNOFF_ALREADY_APPROVED');
      expect(toAdmin.response.statusCode).toBe(403);
      expect(toAdmin.response.json().code).toBe('SIGNOFF_CLIENT_ONLY');
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('GET and POST /api/signoff-link', () => {
    it("shows the link's client month (the entries a share link shows) and who signs", async () => {
      const { acme, boss } = await setting();
      const { token } = await requestLink(acme.id, '2026-10', boss.headers);

      const response = await send('GET', link(token));

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        client: { id: acme.id, name: 'Acme' },
        month: '2026-10',
        contact: { name: 'Dora Director', email: 'dora@acme.example' },
        expires_at: '2026-12-07T09:00:00.000Z',
        signoff: { month: '2026-10', status: 'pending' },
        queries_left: 5,
      });
      expect(response.json().data.report.map((item: { username: string }) => item.username)).toEqual(['Ana']);
    });

    it('approves the month as the named contact, once: the link is used up, audited without a person', async () => {
      const { acme, boss } = await setting();
      const { token } = await requestLink(acme.id, '2026-10', boss.headers);

      const approved = await send('POST', link(token), {}, { decision: 'approve' });
      const twice = await send('POST', link(token), {}, { decision: 'query', comment: 'Wait' });
      const reread = await send('GET', link(token));
      const months = await send('GET', `/api/clients/${acme.id}/signoffs?year=2026`, boss.headers);
      const requests = await send('GET', '/api/signoffs/requests?year=2026', boss.headers);

      expect(approved.statusCode).toBe(200);
      expect(approved.json().data).toMatchObject({ month: '2026-10', status: 'approved', by: 'Dora Director' });
      expect(twice.statusCode).toBe(410);
      expect(twice.json().code).toBe('SIGNOFF_LINK_USED');
      expect(reread.json().code).toBe('SIGNOFF_LINK_USED');
      expect(months.json().data[9]).toMatchObject({ status: 'approved', by: 'Dora Director' });
      expect(requests.json().data).toEqual([expect.objectContaining({ month: '2026-10', state: 'used' })]);
      expect(await auditOf('client_signoff.approve')).toEqual([
        expect.objectContaining({
          actorId: null,
          after: expect.objectContaining({ by: 'Dora Director', email: 'dora@acme.example', status: 'approved' }),
        }),
      ]);
    });

    it('works for 14 days and not a moment longer (410 SIGNOFF_LINK_EXPIRED)', async () => {
      const { acme, boss } = await setting();
      const early = await requestLink(acme.id, '2026-10', boss.headers);
      const late = await requestLink(acme.id, '2026-09', boss.headers);

      t.clock.advance(14 * DAY_MS - 1000);
      const inTime = await send('POST', link(early.token), {}, { decision: 'approve' });
      t.clock.advance(1000);
      const tooLate = await send('POST', link(late.token), {}, { decision: 'approve' });
      const page = await send('GET', link(late.token));

      expect(inTime.statusCode).toBe(200);
      expect(tooLate.statusCode).toBe(410);
      expect(tooLate.json().code).toBe('SIGNOFF_LINK_EXPIRED');
      expect(page.json().code).toBe('SIGNOFF_LINK_EXPIRED');
    });

    it('signs only its own client and month: a wrong token is 404, and the token opens nothing else', async () => {
      const { acme, boss } = await setting();
      const globex = await buildClient(t.database.db, 'Globex');
      const { token } = await requestLink(acme.id, '2026-10', boss.headers);

      const wrong = await send('POST', link(`${token}x`), {}, { decision: 'approve' });
      const asShareKey = await send(
        'POST',
        `/api/clients/${globex.id}/signoffs/2026-10?key=${token}`,
        {},
        {
          decision: 'approve',
        },
      );
      const asReportKey = await send('GET', `/api/logs/client/${acme.id}/month/9/year/2026?key=${token}`);
      await send('POST', link(token), {}, { decision: 'approve' });
      const acmeMonths = (await send('GET', `/api/clients/${acme.id}/signoffs?year=2026`, boss.headers)).json().data;
      const globexMonths = (await send('GET', `/api/clients/${globex.id}/signoffs?year=2026`, boss.headers)).json()
        .data;

      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().code).toBe('SIGNOFF_LINK_INVALID');
      expect(asShareKey.statusCode).toBe(404);
      expect(asReportKey.statusCode).toBe(404);
      expect(acmeMonths.filter((month: { status: string }) => month.status !== 'pending')).toEqual([
        expect.objectContaining({ month: '2026-10', status: 'approved' }),
      ]);
      expect(globexMonths.every((month: { status: string }) => month.status === 'pending')).toBe(true);
    });

    it('takes at most 5 queries a month through links until an admin reopens it; each e-mails the admins once', async () => {
      const { acme, boss } = await setting();
      const tokens: string[] = [];
      for (let index = 0; index < 7; index += 1)
        tokens.push((await requestLink(acme.id, '2026-10', boss.headers)).token);
      await t.database.db.delete(mailOutbox);

      const answers = [];
      for (const token of tokens.slice(0, 6)) {
        answers.push(await send('POST', link(token), {}, { decision: 'query', comment: 'Why?' }));
      }
      const adminMails = await t.database.db.select().from(mailOutbox);
      const leftOpen = await send('GET', link(tokens[5]!));
      await send('DELETE', `/api/clients/${acme.id}/signoffs/2026-10`, boss.headers);
      const afterReopen = await send('POST', link(tokens[5]!), {}, { decision: 'query', comment: 'Still?' });

      expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(answers[5]!.statusCode).toBe(409);
      expect(answers[5]!.json()).toMatchObject({
        code: 'SIGNOFF_QUERY_LIMIT',
        message:
          'This month has 5 open queries already. An administrator will answer them before the month can be queried again.',
      });
      // Two admins (Adele and the first super admin), five queries.
      expect(adminMails).toHaveLength(10);
      expect(leftOpen.json().data).toMatchObject({ queries_left: 0, signoff: { status: 'queried' } });
      expect(afterReopen.statusCode).toBe(200);
      expect(await auditOf('client_signoff.query')).toHaveLength(6);
    });
  });
});
