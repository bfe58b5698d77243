import { totpCode } from '../../platform/auth/totp.js';
import { startChallenge } from '../../platform/auth/two-factor.js';
import { DEFAULT_PASSWORD } from '../factories.js';
import { multipart } from '../multipart.js';
import { type Case, next, subject, apiTokenOf, type Built, MATRIX_SECRET, withTwoFactor } from './cases.js';

/**
 * How access-matrix.test.ts calls these routes with valid input, on records made fresh for every case.
 * One's own account: the documentation, signing in and out, the profile, API tokens, passwords, two-factor sign-in and notifications.
 */
export const accountRequests: Record<string, (c: Case) => Promise<Built>> = {
  'GET /api/docs': async () => ({ url: '/api/docs' }),
  'HEAD /api/docs/': async () => ({ url: '/api/docs/' }),
  'GET /api/docs/static/index.html': async () => ({ url: '/api/docs/static/index.html' }),
  'GET /api/docs/static/swagger-initializer.js': async () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  'GET /api/docs/static/*': async () => ({ url: '/api/docs/static/swagger-ui.css' }),
  'GET /api/docs/json': async () => ({ url: '/api/docs/json' }),
  'GET /api/docs/yaml': async () => ({ url: '/api/docs/yaml' }),
  'GET /api/openapi.json': async () => ({ url: '/api/openapi.json' }),
  'GET /api/health': async () => ({ url: '/api/health' }),
  'POST /api/login': async (c) => ({ url: '/api/login', payload: { email: c.me.email, password: DEFAULT_PASSWORD } }),
  'GET /api/user': async () => ({ url: '/api/user' }),
  'POST /api/logout': async () => ({ url: '/api/logout' }),
  'POST /api/user/profile': async () => ({ url: '/api/user/profile', ...multipart({ name: `Renamed ${next()}` }) }),
  'GET /api/user/tokens': async () => ({ url: '/api/user/tokens' }),
  'POST /api/user/tokens': async () => ({ url: '/api/user/tokens', payload: { name: 'Matrix', expires_in_days: 30 } }),
  'DELETE /api/user/tokens/:id': async (c) => ({ url: `/api/user/tokens/${await apiTokenOf(c, await subject(c))}` }),
  'POST /api/forgot-password': async (c) => ({ url: '/api/forgot-password', payload: { email: c.me.email } }),
  'POST /api/reset-password': async (c) => ({
    url: '/api/reset-password',
    payload: {
      email: c.me.email,
      token: 'made-up-token',
      password: DEFAULT_PASSWORD,
      password_confirmation: DEFAULT_PASSWORD,
    },
  }),
  'GET /api/auth': async () => ({ url: '/api/auth' }),
  'POST /api/user/2fa/setup': async (c) => {
    await withTwoFactor(c, 'off');
    return { url: '/api/user/2fa/setup' };
  },
  'POST /api/user/2fa/enable': async (c) => {
    await withTwoFactor(c, 'pending');
    return { url: '/api/user/2fa/enable', payload: { code: totpCode(MATRIX_SECRET, c.f.t.clock.now()) } };
  },
  'POST /api/user/2fa/disable': async (c) => {
    await withTwoFactor(c, 'on');
    return { url: '/api/user/2fa/disable', payload: { password: DEFAULT_PASSWORD } };
  },
  'POST /api/user/reauth': async () => ({ url: '/api/user/reauth', payload: { password: DEFAULT_PASSWORD } }),
  'POST /api/login/2fa': async (c) => {
    await withTwoFactor(c, 'on');
    const challenge = await startChallenge(c.f.t.database.db, c.me.id, c.f.t.clock.now());
    return { url: '/api/login/2fa', payload: { challenge, code: totpCode(MATRIX_SECRET, c.f.t.clock.now()) } };
  },
  'DELETE /api/users/:id/2fa': async (c) => {
    const who = await subject(c);
    await withTwoFactor({ ...c, me: who }, 'on');
    return { url: `/api/users/${who.id}/2fa` };
  },
  'GET /api/auth/callback': async () => ({ url: '/api/auth/callback?state=abc&code=def' }),
  'GET /api/user/notifications': async () => ({ url: '/api/user/notifications' }),
  'PUT /api/user/notifications': async () => ({ url: '/api/user/notifications', payload: { off: ['leave_decided'] } }),
};
