import type { FastifyInstance } from 'fastify';
import { totpCode } from '../platform/auth/totp.js';
import type { TestClock } from './app.js';

const STEP_MS = 30_000;

/**
 * Turns two-factor sign-in on for the signed-in person as the web app does (setup, then a current code), and moves
 * the clock to the next step, so that the next code is not the one just used (docs/product/access.md#two-factor).
 */
export async function enableTwoFactor(app: FastifyInstance, clock: TestClock, headers: Record<string, string>) {
  const setup = await app.inject({ method: 'POST', url: '/api/user/2fa/setup', headers });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await app.inject({
    method: 'POST',
    url: '/api/user/2fa/enable',
    headers,
    payload: { code: totpCode(secret, clock.now()) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  clock.advance(STEP_MS);
  return { secret, recoveryCodes: (enable.json() as { recovery_codes: string[] }).recovery_codes };
}

/** The code an authenticator app shows now. */
export function currentCode(secret: string, clock: TestClock): string {
  return totpCode(secret, clock.now());
}

/** The password step: the challenge of a person with two-factor sign-in on. */
export async function passwordStep(app: FastifyInstance, email: string, password: string, remoteAddress?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    ...(remoteAddress && { remoteAddress }),
  });
  if (response.statusCode !== 200) throw new Error(`password step failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { challenge: string }).challenge;
}
