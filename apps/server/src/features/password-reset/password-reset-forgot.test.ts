import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, passwordResets } from '../../platform/db/schema.js';
import { buildUser } from '../../test/factories.js';
import { headerOf, linkIn, plainTextOf } from '../../test/smtp.js';
import { usePasswordResetKit, PUBLIC_URL } from './password-reset-test-kit.js';

const TOO_MANY = 'Too many password reset requests. Please try again later.';

describe('forgotten password by e-mail (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation, #endpoints; docs/product/people-and-clients.md#password-reset)', () => {
  const { smtp, t, forgot, resetWith, deliver } = usePasswordResetKit();

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
});
