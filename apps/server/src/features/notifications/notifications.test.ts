import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaveStatus, Role } from '@portal/shared';
import { allowances, mailOutbox, users } from '../../platform/db/schema.js';
import { MailSender } from '../../platform/mail.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, signIn, signedIn } from '../../test/factories.js';
import { headerOf, linkIn, plainTextOf, useSmtpServer } from '../../test/smtp.js';

type Headers = Record<string, string>;

const PUBLIC_URL = 'http://portal.test';
/** A December week after the test clock's today (2026-11-23): 5 working days. */
const MONDAY = '2026-12-07';
const FRIDAY = '2026-12-11';
const silent = { info: () => {}, warn: () => {} };

describe('e-mail notifications (docs/product/leave.md#notifications)', () => {
  const smtp = useSmtpServer();
  const t = useTestContext(() => ({ SMTP_URL: smtp.url, PUBLIC_URL }));

  const getSettings = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user/notifications', headers });
  const putSettings = (headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/user/notifications', headers, payload });
  /** The SUPER_ADMIN of first start: the default leave approver (docs/product/leave.md#approver). */
  const approver = async () => {
    const [root] = await t.database.db.select().from(users).where(eq(users.email, 'root@example.com'));
    const token = await signIn(t.app, root!.email, 'Root-Pass-2026');
    return { user: root!, headers: { authorization: `Bearer ${token}` } };
  };
  /** An employee with 25 days for 2026, signed in. */
  const employee = async (name = 'Erik Employee') => {
    const signed = await signedIn(t.app, t.database.db, { roleId: Role.USER, name });
    await t.database.db.insert(allowances).values({ userId: signed.user.id, year: 2026, total: 25 });
    return signed;
  };
  const requestLeave = async (headers: Headers, requestingId: number, from = MONDAY, to = FRIDAY) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/holidays',
      headers,
      payload: { type: 0, from_date: from, to_date: to, notes: 'Family visit', requesting_id: requestingId },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { data: { id: number } }).data;
  };
  const decide = async (headers: Headers, id: number, status: number) => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/holidays/${id}`, headers, payload: { status } });
    expect(response.statusCode).toBe(200);
  };
  const queued = () => t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  const deliver = () => new MailSender(t.database.db, t.config, silent).deliverDue(t.clock.now());

  describe('GET /api/user/notifications', () => {
    it('answers 401 without a token', async () => {
      expect((await getSettings({})).statusCode).toBe(401);
    });

    it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
      const company = await buildClient(t.database.db);
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: company.id });

      expect((await getSettings(headers)).statusCode).toBe(403);
    });

    it('has every e-mail on for a new person', async () => {
      const { headers } = await employee();

      const response = await getSettings(headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { off: [] } });
    });
  });

  describe('PUT /api/user/notifications', () => {
    it('answers 401 without a token', async () => {
      expect((await putSettings({}, { off: [] })).statusCode).toBe(401);
    });

    it('refuses an unknown kind with 400 and keeps the settings', async () => {
      const { headers } = await employee();

      const unknown = await putSettings(headers, { off: ['leave_requested', 'newsletter'] });
      const missing = await putSettings(headers, {});

      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(unknown.json().errors)).toEqual(['off.1']);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('off');
      expect((await getSettings(headers)).json()).toEqual({ data: { off: [] } });
    });

    it('turns e-mails off and on again, only for the caller', async () => {
      const { headers } = await employee();
      const other = await employee('Olga Other');

      const off = await putSettings(headers, { off: ['leave_decided', 'leave_decided', 'leave_requested'] });
      const stored = await getSettings(headers);
      const othersStored = await getSettings(other.headers);
      const on = await putSettings(headers, { off: [] });

      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ data: { off: ['leave_decided', 'leave_requested'] } });
      expect(stored.json()).toEqual({ data: { off: ['leave_decided', 'leave_requested'] } });
      expect(othersStored.json()).toEqual({ data: { off: [] } });
      expect(on.json()).toEqual({ data: { off: [] } });
      expect((await getSettings(headers)).json()).toEqual({ data: { off: [] } });
    });
  });

  describe('leave e-mails', () => {
    it('tells the approver about a new request, through the SMTP server, with a link to the requests', async () => {
      const boss = await approver();
      const { headers, user } = await employee('Erik Employee');

      await requestLeave(headers, user.id);
      const delivered = await deliver();

      expect(delivered).toBe(1);
      expect(smtp.received.map((mail) => mail.to)).toEqual([[boss.user.email]]);
      const [mail] = smtp.received;
      expect(headerOf(mail!.raw, 'subject')).toBe(`Leave request: Erik Employee, ${MONDAY} to ${FRIDAY}`);
      const text = plainTextOf(mail!.raw);
      expect(text).toContain(`Hello ${boss.user.name},`);
      expect(text).toContain(`Erik Employee asks for Annual leave from ${MONDAY} to ${FRIDAY} (5 working days).`);
      expect(text).toContain('Notes: Family visit');
      expect(linkIn(mail!.raw, PUBLIC_URL).href).toBe(`${PUBLIC_URL}/holidays/manageholiday`);
    });

    it('tells the approver chosen in the settings, not the first super administrator', async () => {
      const boss = await approver();
      const chosen = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN, name: 'Chosen Approver' });
      const patched = await t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: boss.headers,
        payload: { leave_approver_id: chosen.user.id },
      });
      const { headers, user } = await employee();

      await requestLeave(headers, user.id);

      expect(patched.statusCode).toBe(200);
      expect((await queued()).map((mail) => mail.recipient)).toEqual([chosen.user.email]);
    });

    it('tells the requester about a decision: approved, and declined', async () => {
      const boss = await approver();
      const { headers, user } = await employee('Erik Employee');
      const first = await requestLeave(headers, user.id);
      const second = await requestLeave(headers, user.id, '2026-12-14', '2026-12-15');

      await decide(boss.headers, first.id, LeaveStatus.APPROVED);
      await decide(boss.headers, second.id, LeaveStatus.DECLINED);
      const delivered = await deliver();

      expect(delivered).toBe(4);
      const toRequester = smtp.received.filter((mail) => mail.to[0] === user.email);
      expect(toRequester.map((mail) => headerOf(mail.raw, 'subject'))).toEqual([
        `Your leave from ${MONDAY} was approved`,
        'Your leave from 2026-12-14 was declined',
      ]);
      expect(plainTextOf(toRequester[0]!.raw)).toContain(
        `Your Annual leave from ${MONDAY} to ${FRIDAY} was approved by ${boss.user.name}.`,
      );
      expect(linkIn(toRequester[0]!.raw, PUBLIC_URL).href).toBe(`${PUBLIC_URL}/holidays`);
    });

    it('sends nothing when the status is set to what it already is, or reopened', async () => {
      const boss = await approver();
      const { headers, user } = await employee();
      const request = await requestLeave(headers, user.id);
      await decide(boss.headers, request.id, LeaveStatus.APPROVED);
      const before = (await queued()).length;

      await decide(boss.headers, request.id, LeaveStatus.APPROVED);
      await decide(boss.headers, request.id, LeaveStatus.PENDING);

      expect((await queued()).length).toBe(before);
    });

    it('does not write to the approver about their own request', async () => {
      const boss = await approver();
      await t.database.db.insert(allowances).values({ userId: boss.user.id, year: 2026, total: 25 });

      await requestLeave(boss.headers, boss.user.id);

      expect(await queued()).toEqual([]);
    });

    it("stops the approver's e-mail once 'leave_requested' is turned off", async () => {
      const boss = await approver();
      const { headers, user } = await employee();

      const turnedOff = await putSettings(boss.headers, { off: ['leave_requested'] });
      await requestLeave(headers, user.id);

      expect(turnedOff.statusCode).toBe(200);
      expect(await queued()).toEqual([]);
      expect(await deliver()).toBe(0);
      expect(smtp.received).toEqual([]);
    });

    it("stops the requester's e-mail once 'leave_decided' is turned off, and only that one", async () => {
      const boss = await approver();
      const { headers, user } = await employee();
      await putSettings(headers, { off: ['leave_decided'] });
      const request = await requestLeave(headers, user.id);

      await decide(boss.headers, request.id, LeaveStatus.APPROVED);

      expect((await queued()).map((mail) => mail.recipient)).toEqual([boss.user.email]);
    });

    it('writes again once the e-mail is turned back on', async () => {
      const boss = await approver();
      const { headers, user } = await employee();
      await putSettings(headers, { off: ['leave_decided'] });
      await putSettings(headers, { off: [] });
      const request = await requestLeave(headers, user.id);

      await decide(boss.headers, request.id, LeaveStatus.DECLINED);

      expect((await queued()).map((mail) => mail.recipient)).toEqual([boss.user.email, user.email]);
    });
  });
});
