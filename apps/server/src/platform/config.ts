import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@portal/shared';

const DURATION_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "90s", "15m", "12h", "30d" → milliseconds. */
const duration = z
  .string()
  .regex(/^\d+[smhd]$/, 'must be a number followed by s, m, h or d (for example 12h)')
  .transform((value) => {
    const unit = value.slice(-1) as keyof typeof DURATION_UNITS_MS;
    return Number(value.slice(0, -1)) * DURATION_UNITS_MS[unit];
  });

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An IPv4 or IPv6 address, optionally with a /prefix (a range of proxies). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * docs/product/http-contract.md#rate-limits: `false`, `true` (every hop: only when the proxy overwrites X-Forwarded-For), a hop
 * count (`1` for one proxy in front), or the proxies' addresses and ranges, separated by commas.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every(isAddressOrRange)) return addresses;
    context.addIssue({
      code: 'custom',
      message:
        'must be true, false, a number of proxy hops, or proxy addresses (10.0.0.1, 10.0.0.0/8) separated by commas',
    });
    return z.NEVER;
  });

/**
 * docs/product/access.md#totp-encryption: a 32-byte key for AES-256-GCM, written as 64 hex digits or in base 64
 * (`openssl rand -base64 32`).
 */
const encryptionKey = optionalText.pipe(
  z
    .string()
    .transform((value, context) => {
      const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
      if (key.length === 32 && (key.toString('hex') === value.toLowerCase() || isBase64Of(key, value))) return key;
      context.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or in base 64' });
      return z.NEVER;
    })
    .optional(),
);

function isBase64Of(key: Buffer, value: string): boolean {
  return key.toString('base64') === value || key.toString('base64url') === value.replace(/=+$/, '');
}

/** Every setting of the server (docs/product/README.md#running). docs/configuration.md lists the same. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PORTAL_ADMIN_EMAIL: optionalText.pipe(z.string().email('must be an e-mail address').optional()),
  PORTAL_ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_TTL: duration.prefault('12h'),
  SESSION_MAX_TTL: duration.prefault('30d'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  LOGIN_FAILURE_WINDOW: duration.prefault('15m'),
  TRUST_PROXY: trustProxy.prefault('false'),
  SHUTDOWN_TIMEOUT: duration.prefault('10s'),
  PUBLIC_URL: optionalText.pipe(z.string().url('must be a URL such as https://portal.example.com').optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Staff Portal <portal@localhost>'),
  OIDC_ISSUER: optionalText.pipe(z.string().url('must be the identity provider issuer URL').optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  PASSWORD_RESET_TTL: duration.prefault('30m'),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  ANONYMOUS_RATE_LIMIT: z.coerce
    .number()
    .int('must be a whole number of requests a minute')
    .min(0, 'must be 0 (off) or more')
    .default(600),
  READ_CACHE_TTL: duration.prefault('1s').pipe(z.number().max(60_000, 'must be at most 60s (0s turns it off)')),
  BODY_TIMEOUT: duration.prefault('60s').pipe(z.number().min(1_000, 'must be at least 1s')),
  MAX_UPLOAD_MB: z.coerce.number().int('must be a whole number of megabytes').min(1).max(1024).default(20),
  DEFAULT_LANGUAGE: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }).default('en'),
  PORTAL_JOBS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  TOTP_ENCRYPTION_KEY: encryptionKey,
  TOTP_ENCRYPTION_KEY_PREVIOUS: encryptionKey,
});

export const SETTING_NAMES = Object.keys(envSchema.shape);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionIdleTtlMs: number;
  sessionMaxTtlMs: number;
  /** Failed sign-ins per account in the window (docs/product/people-and-clients.md#passwords). */
  loginMaxFailures: number;
  /** Failed sign-ins per client address in the window before the address is throttled (docs/product/access.md#address-limit). */
  loginMaxFailuresPerAddress: number;
  loginFailureWindowMs: number;
  /** Fastify's trustProxy: which X-Forwarded-For hops name the client (docs/product/http-contract.md#rate-limits). */
  trustProxy: boolean | number | string[];
  shutdownTimeoutMs: number;
  /** Where people reach the portal; links in e-mails and the sign-in callback use it. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  passwordResetTtlMs: number;
  /** docs/product/http-contract.md#body-time-limit: how long a request body may take to arrive. */
  bodyTimeoutMs: number;
  /** docs/product/people-and-clients.md#documents: the largest document upload, in MB. */
  maxUploadMb: number;
  /** Where the sign-in and reset limits count when several processes serve (docs/decisions/0015-faults-and-shared-limits.md). */
  redisUrl: string | undefined;
  /** Requests a minute per client address to the endpoints open without signing in; 0 for no limit (docs/product/http-contract.md#rate-limits). */
  anonymousRateLimit: number;
  /** How long a session or a cached answer may be used without asking the database; 0 for never (docs/decisions/0017-read-cache.md). */
  readCacheTtlMs: number;
  /**
   * The language of callers whose browser asks for none the portal speaks, and of e-mails and
   * calendar feeds to people who chose none (docs/product/languages.md).
   */
  defaultLanguage: Language;
  /** Whether this process runs the scheduled jobs (docs/product/jobs.md#runner); PORTAL_JOBS=off for one that only answers requests. */
  runJobs: boolean;
  /** The keys TOTP secrets are encrypted with at rest: new ones with `current`, old ones read with either (docs/product/access.md#totp-encryption). */
  totpKeys: TotpKeys;
};

export interface TotpKeys {
  current: Buffer | undefined;
  previous: Buffer | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment once at start; nothing else reads process.env. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable (PORT=) means "not set", not an empty value.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (Boolean(parsed.data.OIDC_ISSUER) !== Boolean(parsed.data.OIDC_CLIENT_ID)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER and OIDC_CLIENT_ID: give both to turn on sign-in with Google, or neither.',
    );
  }
  if (parsed.data.TOTP_ENCRYPTION_KEY_PREVIOUS && !parsed.data.TOTP_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  TOTP_ENCRYPTION_KEY_PREVIOUS: only with TOTP_ENCRYPTION_KEY, the key that replaces it.',
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.PORTAL_ADMIN_EMAIL,
    adminPassword: e.PORTAL_ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    sessionIdleTtlMs: e.SESSION_IDLE_TTL,
    sessionMaxTtlMs: e.SESSION_MAX_TTL,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginFailureWindowMs: e.LOGIN_FAILURE_WINDOW,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    passwordResetTtlMs: e.PASSWORD_RESET_TTL,
    bodyTimeoutMs: e.BODY_TIMEOUT,
    maxUploadMb: e.MAX_UPLOAD_MB,
    redisUrl: e.REDIS_URL,
    anonymousRateLimit: e.ANONYMOUS_RATE_LIMIT,
    readCacheTtlMs: e.READ_CACHE_TTL,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    runJobs: e.PORTAL_JOBS === 'on',
    totpKeys: { current: e.TOTP_ENCRYPTION_KEY, previous: e.TOTP_ENCRYPTION_KEY_PREVIOUS },
  };
}
