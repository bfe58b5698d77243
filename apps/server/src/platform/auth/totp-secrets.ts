import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ConfigError, type TotpKeys } from '../config.js';
import { acceptedStep } from './totp.js';

/**
 * docs/product/access.md#totp-encryption: a TOTP secret at rest. With TOTP_ENCRYPTION_KEY set it is stored as
 * `v1:<key id>:<iv>:<ciphertext>:<tag>` (AES-256-GCM, base64url, a fresh 96-bit iv each time); without it, as the
 * base-32 text itself. Base 32 has no colon and no lower-case letter, so a plaintext row never looks sealed and
 * old rows keep working. The key id, the first 8 hex digits of the key's SHA-256, says which key sealed a value,
 * so that rotation knows what to re-encrypt and a missing key is named at start, not at someone's sign-in.
 */
const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
/** Binds the ciphertext to its use: a value sealed for something else does not open as a TOTP secret. */
const PURPOSE = Buffer.from('staff-portal totp secret');

/** A ConfigError: the server refuses to start with it, naming the key it lacks. */
export class TotpKeyMissing extends ConfigError {
  constructor(readonly keyId: string) {
    super(
      `A second-factor secret is encrypted with a key that is not set (key id ${keyId}): set it as ` +
        'TOTP_ENCRYPTION_KEY or TOTP_ENCRYPTION_KEY_PREVIOUS (docs/operations.md#totp-key-rotation).',
    );
  }
}

export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** The key id a stored value was sealed with, or null for a plaintext value. */
export function sealedWith(stored: string): string | null {
  const parts = stored.split(':');
  return parts[0] === VERSION && parts.length === 5 ? parts[1]! : null;
}

/** The value to store for a secret: sealed with the current key, or as it is when no key is set. */
export function sealTotpSecret(secret: string, keys: TotpKeys): string {
  if (!keys.current) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, keys.current, iv).setAAD(PURPOSE);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [VERSION, keyIdOf(keys.current), ...parts].join(':');
}

/** The secret of a stored value: a plaintext row as it is, a sealed one opened with the key that sealed it. */
export function openTotpSecret(stored: string, keys: TotpKeys): string {
  const keyId = sealedWith(stored);
  if (keyId === null) return stored;
  const key = [keys.current, keys.previous].find((candidate) => candidate && keyIdOf(candidate) === keyId);
  if (!key) throw new TotpKeyMissing(keyId);
  const [iv, ciphertext, tag] = stored
    .split(':')
    .slice(2)
    .map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv(ALGORITHM, key, iv!).setAAD(PURPOSE).setAuthTag(tag!);
  return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
}

/** Whether a stored value is as the current keys would store it now (sealed with the current key, or plaintext without one). */
export function isCurrent(stored: string, keys: TotpKeys): boolean {
  const keyId = sealedWith(stored);
  return keys.current ? keyId === keyIdOf(keys.current) : keyId === null;
}

/** acceptedStep (totp.ts) for a secret as stored: every check of a typed code goes through here. */
export function acceptedStoredStep(
  stored: string,
  keys: TotpKeys,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  return acceptedStep(openTotpSecret(stored, keys), code, now, lastStep);
}
