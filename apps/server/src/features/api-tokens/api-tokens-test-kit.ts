import { expect } from 'vitest';
import type { TestContext } from '../../test/app.js';

/** What the API token tests (api-tokens-*.test.ts) share. */

export type Headers = Record<string, string>;

export const DAY_MS = 86_400_000;
export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** What a signed-in person does with their tokens through the API (docs/product/access.md#api-tokens). */
export function tokenCalls(t: TestContext) {
  const create = (headers: Headers, payload: object = { name: 'Export script', expires_in_days: 30 }) =>
    t.app.inject({ method: 'POST', url: '/api/user/tokens', headers, payload });
  return {
    create,
    /** A new token of the signed-in person, as the answer of POST /user/tokens gives it once. */
    async made(headers: Headers, payload?: object): Promise<{ id: number; name: string; token: string }> {
      const response = await create(headers, payload);
      expect(response.statusCode).toBe(201);
      return response.json();
    },
    list: (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user/tokens', headers }),
    revoke: (headers: Headers, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/user/tokens/${id}`, headers }),
    me: (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }),
  };
}
