import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

/** Settings from the environment, validated at start (docs/product/README.md#running). */
describe('loadConfig', () => {
  it('runs with no settings at all', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      logLevel: 'info',
      sessionIdleTtlMs: 43_200_000,
      sessionMaxTtlMs: 30 * 86_400_000,
      loginMaxFailures: 10,
      loginMaxFailuresPerAddress: 100,
      loginFailureWindowMs: 15 * 60_000,
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('resolves DATA_DIR to an absolute path', () => {
    const config = loadConfig({ DATA_DIR: 'var/portal' });

    expect(config.dataDir).toBe(path.join(process.cwd(), 'var', 'portal'));
  });

  it('reads durations in seconds, minutes, hours and days', () => {
    const config = loadConfig({
      SESSION_IDLE_TTL: '90m',
      SESSION_MAX_TTL: '7d',
      LOGIN_FAILURE_WINDOW: '45s',
      SHUTDOWN_TIMEOUT: '1h',
    });

    expect(config).toMatchObject({
      sessionIdleTtlMs: 90 * 60_000,
      sessionMaxTtlMs: 7 * 86_400_000,
      loginFailureWindowMs: 45_000,
      shutdownTimeoutMs: 3_600_000,
    });
  });

  it('accepts postgres:// and postgresql:// addresses and treats an empty one as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).databaseUrl).toBe('postgres://db/portal');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/portal' }).databaseUrl).toBe('postgresql://db/portal');
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('reads TRUST_PROXY as a flag, a hop count or proxy addresses (docs/product/http-contract.md#rate-limits)', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SESSION_IDLE_TTL', '5 weeks'],
    ['SESSION_MAX_TTL', '30'],
    ['LOGIN_MAX_FAILURES', '0'],
    ['TRUST_PROXY', 'yes'],
    ['LOG_LEVEL', 'verbose'],
    ['PORTAL_ADMIN_EMAIL', 'root'],
    ['PORTAL_ADMIN_PASSWORD', 'short'],
    ['PORTAL_JOBS', 'yes'],
  ])('refuses %s=%s with a ConfigError naming the variable', (name, value) => {
    const error = configError({ [name]: value });

    expect(error.message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });

  it('runs the scheduled jobs unless PORTAL_JOBS is off (docs/product/jobs.md#runner)', () => {
    expect(loadConfig({}).runJobs).toBe(true);
    expect(loadConfig({ PORTAL_JOBS: 'on' }).runJobs).toBe(true);
    expect(loadConfig({ PORTAL_JOBS: 'off' }).runJobs).toBe(false);
    expect(configError({ PORTAL_JOBS: 'false' }).message).toContain('PORTAL_JOBS: must be on or off');
  });

  it('reads TOTP_ENCRYPTION_KEY as 32 bytes in base 64 or hex (docs/product/access.md#totp-encryption)', () => {
    const key = Buffer.alloc(32, 7);

    expect(loadConfig({}).totpKeys).toEqual({ current: undefined, previous: undefined });
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key.toString('base64') }).totpKeys.current).toEqual(key);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key.toString('hex') }).totpKeys.current).toEqual(key);
    expect(configError({ TOTP_ENCRYPTION_KEY: 'too-short' }).message).toContain(
      'TOTP_ENCRYPTION_KEY: must be 32 bytes, as 64 hex digits or in base 64',
    );
    expect(configError({ TOTP_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }).message).toContain(
      'TOTP_ENCRYPTION_KEY: must be 32 bytes',
    );
    expect(configError({ TOTP_ENCRYPTION_KEY_PREVIOUS: key.toString('hex') }).message).toContain(
      'TOTP_ENCRYPTION_KEY_PREVIOUS: only with TOTP_ENCRYPTION_KEY',
    );
  });

  it('explains what a duration should look like', () => {
    const error = configError({ SESSION_IDLE_TTL: '5 weeks' });

    expect(error.message).toContain('SESSION_IDLE_TTL: must be a number followed by s, m, h or d (for example 12h)');
  });

  it('lists every wrong setting at once', () => {
    const error = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x' });

    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain('PORT: ');
    expect(error.message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  });
});
