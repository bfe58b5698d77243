import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { useTestContext } from '../../test/app.js';
import { DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';
import { currentCode, enableTwoFactor, passwordStep } from '../../test/two-factor.js';
import { loadConfig } from '../config.js';
import { users } from '../db/schema.js';
import { createDeps } from '../deps-factory.js';
import { prepareTotpSecrets, resealTotpSecrets } from './totp-reseal.js';
import { keyIdOf, openTotpSecret, sealTotpSecret, sealedWith, TotpKeyMissing } from './totp-secrets.js';

/** docs/product/access.md#totp-encryption, docs/operations.md#totp-key-rotation. */
const OLD_KEY = randomBytes(32);
const NEW_KEY = randomBytes(32);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('sealing a TOTP secret', () => {
  const keys = { current: NEW_KEY, previous: undefined };

  it('stores no plaintext, a fresh iv each time, and opens again to the secret', () => {
    const first = sealTotpSecret(SECRET, keys);
    const second = sealTotpSecret(SECRET, keys);

    expect(first).toMatch(/^v1:[0-9a-f]{8}:[\w-]+:[\w-]+:[\w-]+$/);
    expect(first).not.toContain(SECRET);
    expect(first).not.toBe(second);
    expect(openTotpSecret(first, keys)).toBe(SECRET);
  });

  it('reads a plaintext value as it is, and stores one as it is without a key', () => {
    expect(openTotpSecret(SECRET, keys)).toBe(SECRET);
    expect(sealTotpSecret(SECRET, { current: undefined, previous: undefined })).toBe(SECRET);
  });

  it('opens a value of the previous key, and names a key that is not set', () => {
    const underOld = sealTotpSecret(SECRET, { current: OLD_KEY, previous: undefined });

    expect(openTotpSecret(underOld, { current: NEW_KEY, previous: OLD_KEY })).toBe(SECRET);
    expect(() => openTotpSecret(underOld, keys)).toThrow(TotpKeyMissing);
    expect(() => openTotpSecret(underOld, keys)).toThrow(keyIdOf(OLD_KEY));
  });

  it('refuses a value that was changed', () => {
    const sealed = sealTotpSecret(SECRET, keys).split(':');
    sealed[3] = Buffer.from('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').toString('base64url');

    expect(() => openTotpSecret(sealed.join(':'), keys)).toThrow();
  });
});

describe('second-factor secrets at rest, with TOTP_ENCRYPTION_KEY set', () => {
  const t = useTestContext({ TOTP_ENCRYPTION_KEY: OLD_KEY.toString('base64') });

  const stored = async (userId: number) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    return row!;
  };
  const signInWithCode = async (app: FastifyInstance, email: string, secret: string) => {
    const challenge = await passwordStep(app, email, DEFAULT_PASSWORD);
    t.clock.advance(30_000);
    return app.inject({
      method: 'POST',
      url: '/api/login/2fa',
      payload: { challenge, code: currentCode(secret, t.clock) },
    });
  };
  /** Another server on the same database with these settings, as after a restart. */
  const restartWith = async (env: Record<string, string>) => {
    const config = loadConfig({ LOG_LEVEL: 'silent', ANONYMOUS_RATE_LIMIT: '0', READ_CACHE_TTL: '0s', ...env });
    await resealTotpSecrets(t.database.db, config.totpKeys);
    return buildApp(createDeps(t.database, config, t.clock), { logger: false });
  };

  it('keeps the secret out of the column, and signs in with a code', async () => {
    const { user, headers } = await signedIn(t.app, t.database.db);
    const { secret } = await enableTwoFactor(t.app, t.clock, headers);

    const row = await stored(user.id);
    expect(row.totpSecret).not.toContain(secret);
    expect(sealedWith(row.totpSecret!)).toBe(keyIdOf(OLD_KEY));
    expect((await signInWithCode(t.app, user.email, secret)).statusCode).toBe(200);
  });

  it('re-encrypts with the new key at start when the old one is named as previous, then needs only the new one', async () => {
    const { user, headers } = await signedIn(t.app, t.database.db);
    const { secret } = await enableTwoFactor(t.app, t.clock, headers);

    const rotating = await restartWith({
      TOTP_ENCRYPTION_KEY: NEW_KEY.toString('hex'),
      TOTP_ENCRYPTION_KEY_PREVIOUS: OLD_KEY.toString('base64'),
    });
    const rotated = await stored(user.id);
    const afterwards = await restartWith({ TOTP_ENCRYPTION_KEY: NEW_KEY.toString('hex') });

    expect(sealedWith(rotated.totpSecret!)).toBe(keyIdOf(NEW_KEY));
    expect((await signInWithCode(rotating, user.email, secret)).statusCode).toBe(200);
    expect((await signInWithCode(afterwards, user.email, secret)).statusCode).toBe(200);
    await Promise.all([rotating.close(), afterwards.close()]);
  });

  it('encrypts at start the secrets stored before a key was set', async () => {
    const { user } = await signedIn(t.app, t.database.db);
    await t.database.db
      .update(users)
      .set({ totpSecret: SECRET, totpEnabledAt: t.clock.now() })
      .where(eq(users.id, user.id));

    const rewritten = await resealTotpSecrets(t.database.db, { current: OLD_KEY, previous: undefined });

    expect(rewritten).toBe(1);
    expect((await stored(user.id)).totpSecret).not.toContain(SECRET);
    expect((await signInWithCode(t.app, user.email, SECRET)).statusCode).toBe(200);
  });

  it('refuses to start without the key the secrets are under, naming it', async () => {
    const { headers } = await signedIn(t.app, t.database.db);
    await enableTwoFactor(t.app, t.clock, headers);

    await expect(resealTotpSecrets(t.database.db, { current: NEW_KEY, previous: undefined })).rejects.toThrow(
      keyIdOf(OLD_KEY),
    );
    await expect(resealTotpSecrets(t.database.db, { current: undefined, previous: undefined })).rejects.toThrow(
      TotpKeyMissing,
    );
  });
});

describe('second-factor secrets without TOTP_ENCRYPTION_KEY', () => {
  const t = useTestContext();

  it('stores them as they are, signs in with a code, and warns at start', async () => {
    const { user, headers } = await signedIn(t.app, t.database.db);
    const { secret } = await enableTwoFactor(t.app, t.clock, headers);
    const warnings: string[] = [];

    await prepareTotpSecrets(t.database.db, t.config.totpKeys, { info: () => {}, warn: (text) => warnings.push(text) });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).toBe(secret);
    expect(warnings).toEqual([expect.stringContaining('TOTP_ENCRYPTION_KEY is not set')]);
    const challenge = await passwordStep(t.app, user.email, DEFAULT_PASSWORD);
    t.clock.advance(30_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/2fa',
      payload: { challenge, code: currentCode(secret, t.clock) },
    });
    expect(response.statusCode).toBe(200);
  });
});
