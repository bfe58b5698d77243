import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../../bootstrap/first-start.js';
import type { DatabaseHandle } from '../db/index.js';
import { users } from '../db/schema.js';
import { openTestDatabase } from '../../test/database.js';
import { InvalidInput } from '../errors.js';
import { assertNotCommonPassword, COMMON_PASSWORD_KEY, hashPassword, verifyPassword } from './passwords.js';

/** Password rules of docs/product/people-and-clients.md#passwords. */
describe('passwords', () => {
  describe('hashing', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => database.close());

    it('stores the first administrator with an argon2id hash, never the password', async () => {
      const config = loadConfig({ PORTAL_ADMIN_EMAIL: 'root@example.com', PORTAL_ADMIN_PASSWORD: 'Root-Pass-2026' });
      await prepareDatabase(database.db, config);

      const [admin] = await database.db.select().from(users).where(eq(users.email, 'root@example.com'));

      expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(admin?.passwordHash).not.toContain('Root-Pass-2026');
    });

    it('verifies the right password and refuses any other', async () => {
      const stored = await hashPassword('Quiet-Harbour-42');

      expect(await verifyPassword(stored, 'Quiet-Harbour-42')).toBe(true);
      expect(await verifyPassword(stored, 'quiet-harbour-42')).toBe(false);
    });

    it('does not truncate long passwords', async () => {
      const long = 'x'.repeat(100);
      const stored = await hashPassword(`${long}A`);

      expect(await verifyPassword(stored, `${long}B`)).toBe(false);
    });

    it('answers false instead of throwing for a damaged hash', async () => {
      expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    });
  });

  describe('assertNotCommonPassword', () => {
    it.each(['password', '123456', 'qwerty', 'PASSWORD', 'iloveyou'])(
      'refuses %s with 400 InvalidInput',
      (password) => {
        const attempt = () => assertNotCommonPassword(password);

        expect(attempt).toThrow(InvalidInput);
        expect(attempt).toThrow(COMMON_PASSWORD_KEY);
      },
    );

    it('names the field it checked', () => {
      let caught: unknown;
      try {
        assertNotCommonPassword('123456', 'new_password');
      } catch (error) {
        caught = error;
      }

      expect(caught).toBeInstanceOf(InvalidInput);
      expect(caught).toMatchObject({ status: 400, fieldErrors: { new_password: [COMMON_PASSWORD_KEY] } });
    });

    it('accepts a random password', () => {
      const password = randomBytes(12).toString('base64url');

      expect(() => assertNotCommonPassword(password)).not.toThrow();
    });
  });
});
