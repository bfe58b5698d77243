import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Role } from '@portal/shared';
import { useTestContext } from '../test/app.js';
import { signedIn } from '../test/factories.js';
import { Conflict, InvalidInput, registerErrorHandling } from './errors.js';
import { TOO_DEEP_MESSAGE } from './http/json-body.js';

const GENERIC_500 = { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };
const INTERNAL_DETAIL =
  'duplicate key value violates unique constraint "users_email_lower_unique" in SELECT * FROM users';

/** A small app with the error handler and routes that fail on purpose; log lines are kept. */
async function failingApp() {
  const logLines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  registerErrorHandling(app);
  app.get('/unexpected', async () => {
    throw new Error(INTERNAL_DETAIL);
  });
  app.get('/invalid', async () => {
    throw new InvalidInput('Name is required', { name: ['Name is required'] });
  });
  app.get('/conflict', async () => {
    throw new Conflict('Selected dates are already requested for a holiday.');
  });
  await app.ready();
  return { app, logLines };
}

/** The error contract of docs/product/http-contract.md#errors. */
describe('error handling', () => {
  describe('on a small app', () => {
    it('answers an unexpected failure with 500 and a generic message, without stack or SQL', async () => {
      const { app } = await failingApp();

      const response = await app.inject({ method: 'GET', url: '/unexpected' });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(GENERIC_500);
      expect(response.body).not.toMatch(/SELECT|users_email|stack|\bat\s/);
      await app.close();
    });

    it('writes the hidden failure to the log with its request id', async () => {
      const { app, logLines } = await failingApp();

      const response = await app.inject({ method: 'GET', url: '/unexpected' });

      const logged = logLines.find((line) => line.msg === 'request failed');
      expect(response.statusCode).toBe(500);
      expect(logged).toMatchObject({ reqId: expect.any(String), err: { message: INTERNAL_DETAIL } });
      await app.close();
    });

    it('answers a named error with its status, message and field messages', async () => {
      const { app } = await failingApp();

      const invalid = await app.inject({ method: 'GET', url: '/invalid' });
      const conflict = await app.inject({ method: 'GET', url: '/conflict' });

      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Name is required',
        errors: { name: ['Name is required'] },
      });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({
        code: 'CONFLICT',
        message: 'Selected dates are already requested for a holiday.',
      });
      await app.close();
    });
  });

  describe('on the real app', () => {
    const t = useTestContext();

    it('answers a body that is not JSON with 400 and a plain message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "anna@example.com", ',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' });
    });

    it('answers a body over the limit with 413', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'anna@example.com', password: 'x'.repeat(1024 * 1024 + 1) },
      });

      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'TOO_LARGE', message: 'The request body is too large.' });
    });

    it('refuses a JSON body nested more than 32 levels deep with 400, before parsing it (docs/product/http-contract.md#bounds)', async () => {
      const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const send = (payload: string) =>
        t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload });

      const deep = await send(`{"email": ${nested(20_000)}, "password": "x"}`);
      const atTheLimit = await send(`{"email": "a@example.com", "password": ${nested(31)}}`);
      const bracketsInText = await send(JSON.stringify({ email: 'a@example.com', password: '['.repeat(100) }));

      expect(deep.statusCode).toBe(400);
      expect(deep.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: TOO_DEEP_MESSAGE,
        errors: { body: [TOO_DEEP_MESSAGE] },
      });
      expect(atTheLimit.statusCode).toBe(400);
      expect(atTheLimit.json().errors).toHaveProperty('password');
      expect(bracketsInText.json().code).toBe('BAD_CREDENTIALS');
    });

    it('names at most 20 problems of a body, however many it has', async () => {
      const { token } = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/skills',
        headers: { authorization: `Bearer ${token}` },
        payload: Array.from({ length: 150 }, () => ({ id: 'not a number', name: '' })),
      });

      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json().errors).flat()).toHaveLength(20);
    });

    it('answers an unknown API path with a 404 JSON message', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/nope.' });
    });

    it('answers a known path with the wrong method with 404', async () => {
      const response = await t.app.inject({ method: 'DELETE', url: '/api/login' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No route DELETE /api/login.' });
    });
  });
});
