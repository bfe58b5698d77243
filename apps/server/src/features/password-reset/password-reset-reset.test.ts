import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../platform/auth/passwords.js';
import { buildUser, DEFAULT_PASSWORD, signIn } from '../../test/factories.js';
import { usePasswordResetKit, NEW_PASSWORD, INVALID_LINK } from './password-reset-test-kit.js';

describe('forgotten password by e-mail (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation, #endpoints; docs/product/people-and-clients.md#password-reset)', () => {
  const { t, reset, resetWith, login, currentUser, requestLink } = usePasswordResetKit();

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
});
