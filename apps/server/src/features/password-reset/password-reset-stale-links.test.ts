import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';
import { buildUser, DEFAULT_PASSWORD, signIn } from '../../test/factories.js';
import { usePasswordResetKit, NEW_PASSWORD, INVALID_LINK } from './password-reset-test-kit.js';

describe('forgotten password by e-mail (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation, #endpoints; docs/product/people-and-clients.md#password-reset)', () => {
  const { t, reset, resetWith, login, requestLink } = usePasswordResetKit();

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
