import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMMON_PASSWORD_MESSAGE } from '../../platform/auth/passwords.js';
import { mailOutbox, passwordResets, users } from '../../platform/db/schema.js';
import { MailSender } from '../../platform/mail.js';
import { useTestContext } from '../../test/app.js';
import { buildUser, DEFAULT_PASSWORD, signIn } from '../../test/factories.js';
import { headerOf, linkIn, plainTextOf, useSmtpServer } from '../../test/smtp.js';
import { INVALID_RESET_LINK } from './service.js';

const PUBLIC_URL = 'http://portal.test';
const NEW_PASSWORD = 'Copper-Meadow-913';
const INVALID_LINK = {
  code: 'INVALID_RESET_LINK',
  message: INVALID_RESET_LINK,
  errors: { token: [INVALID_RESET_LINK] },
};
const TOO_MANY = 'Too many password reset requests. Please try again later.';
const silent = { info: () => {}, warn: () => {} };

describe('forgotten password by e-mail (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation, #endpoints; docs/product/people-and-clients.md#password-reset)', () => {
  const smtp = useSmtpServer();
  const t = useTestContext(() => ({ SMTP_URL: smtp.url, PUBLIC_URL }));

  const forgot = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress });
  const reset = (body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password', payload: body });
  const resetWith = (link: URL, password = NEW_PASSWORD, confirmation = password) =>
    reset({
      email: link.searchParams.get('email')!,
      token: link.searchParams.get('token')!,
      password,
      password_confirmation: confirmation,
    });
  const deliver = () => new MailSender(t.database.db, t.config, silent).deliverDue(t.clock.now());
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const currentUser = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
  /** Asks for a reset, delivers it through the SMTP server and returns the link of the newest mail. */
  const requestLink = async (email: string) => {
    expect((await forgot(email)).statusCode).toBe(200);
    expect(await deliver()).toBe(1);
    return linkIn(smtp.received.at(-1)!.raw, `${PUBLIC_URL}/change-password?`);
  };

  describe('POST /api/forgot-password', () => {
    it('e-mails a link to /change-password with the e-mail and a token, stored only hashed', async () => {
      const person = await buildUser(t.database.db, { name: 'Rita Reset', email: 'rita.reset@example.com' });

      const response = await forgot('Rita.Reset@example.com');
      const delivered = await deliver();

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(delivered).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['rita.reset@example.com']);
      expect(mail!.from).toBe('portal@localhost');
      expect(headerOf(mail!.raw, 'subject')).toBe('Reset your Staff Portal password');
      expect(plainTextOf(mail!.raw)).toContain('Hello Rita Reset,');
      expect(plainTextOf(mail!.raw)).toContain('within 30 minutes');
      const link = linkIn(mail!.raw, PUBLIC_URL);
      expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/change-password`);
      expect(link.searchParams.get('email')).toBe('rita.reset@example.com');
      const token = link.searchParams.get('token')!;
      expect(token.length).toBeGreaterThanOrEqual(32);
      const [stored] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, person.id));
      expect(stored!.tokenHash).not.toContain(token);
      expect(stored!.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
    });

    it('answers the same for an unknown or deactivated address and sends nothing', async () => {
      await buildUser(t.database.db, { email: 'gone@example.com', active: false });

      const unknown = await forgot('nobody@example.com');
      const deactivated = await forgot('gone@example.com');
      const delivered = await deliver();

      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ success: true });
      expect(deactivated.statusCode).toBe(200);
      expect(deactivated.json()).toEqual({ success: true });
      expect(delivered).toBe(0);
      expect(smtp.received).toEqual([]);
      expect(await t.database.db.select().from(passwordResets)).toEqual([]);
    });

    it('names a missing or malformed e-mail with 400', async () => {
      const missing = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: {} });
      const malformed = await forgot('not-an-address');

      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Email is required',
        errors: { email: ['Email is required'] },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ email: ['Invalid email address'] });
    });

    it('limits one e-mail to 5 requests in 15 minutes (429), and lets it ask again afterwards', async () => {
      const person = await buildUser(t.database.db);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        // Different client addresses: only the per-e-mail limit counts here.
        expect((await forgot(person.email, `10.0.0.${attempt + 1}`)).statusCode).toBe(200);
      }

      const sixth = await forgot(person.email.toUpperCase(), '10.0.0.99');
      t.clock.advance(15 * 60_000 + 1);
      const afterWindow = await forgot(person.email, '10.0.0.99');

      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(afterWindow.statusCode).toBe(200);
      expect(await deliver()).toBe(6);
    });

    it('limits one client address to 20 requests in 15 minutes, whatever the e-mails', async () => {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await forgot(`someone${attempt}@example.com`, '10.1.1.1')).statusCode).toBe(200);
      }

      const blocked = await forgot('someone-else@example.com', '10.1.1.1');
      const otherAddress = await forgot('someone-else@example.com', '10.1.1.2');
      t.clock.advance(15 * 60_000 + 1);
      const afterWindow = await forgot('someone-new@example.com', '10.1.1.1');

      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY });
      expect(otherAddress.statusCode).toBe(200);
      expect(afterWindow.statusCode).toBe(200);
    });

    it('never fails the request when the mail server refuses the mail', async () => {
      const person = await buildUser(t.database.db);
      smtp.refuse = () => 'Mailbox unavailable';

      const response = await forgot(person.email);
      const delivered = await deliver();

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect(delivered).toBe(0);
      const [queued] = await t.database.db.select().from(mailOutbox);
      expect(queued).toMatchObject({ recipient: person.email, attempts: 1, sentAt: null });
      expect(queued!.lastError).toContain('Mailbox unavailable');
    });

    it('keeps the link in the outbox until the mail is sent, and not after (docs/product/http-contract.md#secrets)', async () => {
      const person = await buildUser(t.database.db);
      smtp.refuse = () => 'Mailbox unavailable';
      await forgot(person.email);
      await deliver();
      const [waiting] = await t.database.db.select().from(mailOutbox);

      smtp.refuse = undefined;
      t.clock.advance(60_000);
      const delivered = await deliver();

      expect(delivered).toBe(1);
      const link = linkIn(smtp.received.at(-1)!.raw, `${PUBLIC_URL}/change-password?`);
      const token = link.searchParams.get('token')!;
      expect(waiting!.text).toContain(token);
      const outbox = await t.database.db.select().from(mailOutbox);
      expect(outbox).toEqual([
        expect.objectContaining({ recipient: person.email, subject: 'Reset your Staff Portal password', attempts: 2 }),
      ]);
      expect(outbox[0]!.sentAt).not.toBeNull();
      expect(JSON.stringify(outbox)).not.toContain(token);
      expect(JSON.stringify(outbox)).not.toContain('/change-password');
      expect((await resetWith(link)).statusCode).toBe(200);
    });
  });

  describe('POST /api/reset-password', () => {
    it('sets the new password once, and ends every session of that person', async () => {
      const person = await buildUser(t.database.db);
      const sessions = [await signIn(t.app, person.email), await signIn(t.app, person.email)];
      const link = await requestLink(person.email);

      const response = await resetWith(link);
      const again = await resetWith(link, 'Another-Fresh-Pass-77');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(person.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
      for (const token of sessions) expect((await currentUser(token)).statusCode).toBe(401);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(INVALID_LINK);
      expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses the link after PASSWORD_RESET_TTL (30 minutes)', async () => {
      const person = await buildUser(t.database.db);
      const link = await requestLink(person.email);

      t.clock.advance(30 * 60_000 + 1);
      const response = await resetWith(link);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
      expect((await login(person.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    });

    it('still accepts the link just before it expires', async () => {
      const person = await buildUser(t.database.db);
      const link = await requestLink(person.email);

      t.clock.advance(30 * 60_000 - 1_000);
      const response = await resetWith(link);

      expect(response.statusCode).toBe(200);
    });

    it('replaces the first link when a second one is asked for', async () => {
      const person = await buildUser(t.database.db);
      const first = await requestLink(person.email);
      const second = await requestLink(person.email);

      const withFirst = await resetWith(first);
      const withSecond = await resetWith(second);

      expect(first.searchParams.get('token')).not.toBe(second.searchParams.get('token'));
      expect(withFirst.statusCode).toBe(400);
      expect(withFirst.json()).toEqual(INVALID_LINK);
      expect(withSecond.statusCode).toBe(200);
    });

    it("refuses a valid token with somebody else's e-mail", async () => {
      const person = await buildUser(t.database.db);
      const other = await buildUser(t.database.db);
      const link = await requestLink(person.email);

      const response = await reset({
        email: other.email,
        token: link.searchParams.get('token')!,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
      expect((await login(other.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
      expect((await resetWith(link)).statusCode).toBe(200);
    });

    it('refuses a made-up token', async () => {
      const person = await buildUser(t.database.db);
      await requestLink(person.email);

      const response = await reset({
        email: person.email,
        token: 'x'.repeat(43),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    });

    it("answers 'Passwords do not match' when the confirmation differs (docs/product/http-contract.md#validation)", async () => {
      const person = await buildUser(t.database.db);
      const link = await requestLink(person.email);

      const response = await resetWith(link, NEW_PASSWORD, `${NEW_PASSWORD}!`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Passwords do not match',
        errors: { password_confirmation: ['Passwords do not match'] },
      });
      expect((await resetWith(link)).statusCode).toBe(200);
    });

    it('refuses a common password and a short one, and the link keeps working (docs/product/people-and-clients.md#passwords)', async () => {
      const person = await buildUser(t.database.db);
      const link = await requestLink(person.email);

      const common = await resetWith(link, 'password1');
      const short = await resetWith(link, 'abc12');

      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: COMMON_PASSWORD_MESSAGE,
        errors: { password: [COMMON_PASSWORD_MESSAGE] },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual({ password: ['Password must be at least 6 characters'] });
      expect((await resetWith(link)).statusCode).toBe(200);
    });

    it('refuses the link of a person deactivated since', async () => {
      const person = await buildUser(t.database.db);
      const link = await requestLink(person.email);
      const admin = await signIn(t.app, 'root@example.com', 'Root-Pass-2026');
      const deactivated = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/delete/${person.id}`,
        headers: { authorization: `Bearer ${admin}` },
      });

      const response = await resetWith(link);

      expect(deactivated.statusCode).toBe(200);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    });
  });

  describe('a link asked for before a change of the account (docs/product/http-contract.md#secrets)', () => {
    const asAdmin = async () => ({
      authorization: `Bearer ${await signIn(t.app, 'root@example.com', 'Root-Pass-2026')}`,
    });
    const changeEmail = async (id: number, email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/edit/${id}`,
        headers: await asAdmin(),
        payload: { email, public_logs: false },
      });

    it('stops working when an administrator sets a new password', async () => {
      const person = await buildUser(t.database.db);
      const link = await requestLink(person.email);
      const chosen = 'Admin-Chosen-Pass-58';
      const set = await t.app.inject({
        method: 'POST',
        url: `/api/users/${person.id}/password`,
        headers: await asAdmin(),
        payload: { password: chosen, password_confirmation: chosen },
      });

      const response = await resetWith(link);

      expect(set.statusCode).toBe(200);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
      expect((await login(person.email, chosen)).statusCode).toBe(200);
    });

    it('stops working when the e-mail address changes, with the old address or the new one', async () => {
      const person = await buildUser(t.database.db, { email: 'old.address@example.com' });
      const link = await requestLink(person.email);
      const changed = await changeEmail(person.id, 'new.address@example.com');

      const withOldAddress = await resetWith(link);
      const withNewAddress = await reset({
        email: 'new.address@example.com',
        token: link.searchParams.get('token')!,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });

      expect(changed.statusCode).toBe(200);
      for (const response of [withOldAddress, withNewAddress]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(INVALID_LINK);
      }
      expect((await login('new.address@example.com', DEFAULT_PASSWORD)).statusCode).toBe(200);
    });

    it('keeps working when the address only changes case (the same mailbox)', async () => {
      const person = await buildUser(t.database.db, { email: 'case.only@example.com' });
      const link = await requestLink(person.email);

      const changed = await changeEmail(person.id, 'Case.Only@example.com');
      const response = await resetWith(link);

      expect(changed.statusCode).toBe(200);
      expect(response.statusCode).toBe(200);
    });

    it('stops working when the account is deactivated, also once it is made active again', async () => {
      const person = await buildUser(t.database.db);
      const link = await requestLink(person.email);
      const deactivated = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/delete/${person.id}`,
        headers: await asAdmin(),
      });
      await t.database.db.update(users).set({ active: true }).where(eq(users.id, person.id));

      const response = await resetWith(link);

      expect(deactivated.statusCode).toBe(200);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    });
  });
});
