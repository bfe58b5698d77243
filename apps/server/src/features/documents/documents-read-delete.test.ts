import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { LINK_TTL_MS } from '../../platform/signed-links.js';
import { buildClient, signedIn } from '../../test/factories.js';
import { TINY_PDF } from '../../test/multipart.js';
import { expectPageRefused, PAGES_OUT_OF_BOUNDS } from '../../test/paging.js';
import { useDocumentsKit, type Headers, FIELDS } from './documents-test-kit.js';

describe('documents (docs/product/people-and-clients.md#documents, docs/product/http-contract.md#endpoints Documents, docs/product/people-and-clients.md#documents, #signed-links)', () => {
  const { queries, t, as, upload, stored, nothingStored } = useDocumentsKit();

  describe('GET /api/files', () => {
    it('answers 401 and 403 to a CLIENT user', async () => {
      const client = await buildClient(t.database.db);
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      expect((await t.app.inject({ method: 'GET', url: '/api/files' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/files', headers })).statusCode).toBe(403);
    });

    it('lists documents for an employee as the body itself (docs/product/http-contract.md#bodies "returns data")', async () => {
      const admin = await as(Role.ADMIN);
      const user = await as(Role.USER);
      await upload(admin.headers);

      const response = await t.app.inject({ method: 'GET', url: '/api/files', headers: user.headers });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([expect.objectContaining({ title: 'Onboarding', type: 0 })]);
    });
  });

  describe('GET /api/files with page (/documents, docs/product/people-and-clients.md#documents; docs/product/http-contract.md#scale)', () => {
    interface Paged {
      data: { id: number; title: string; file_path: string }[];
      meta: { total: number; page: number; page_size: number };
    }
    const list = (headers: Headers, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/files${query}`, headers });
    const page = async (headers: Headers, query: string) => {
      const response = await list(headers, `?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Paged;
    };
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    /** Seven documents, three of them titled the same. */
    const sevenDocuments = async () => {
      const admin = await as(Role.ADMIN);
      for (const title of ['Zebra', 'Policy', 'Atlas', 'Policy', 'Policy', 'Budget', 'Manual']) {
        expect((await upload(admin.headers, { ...FIELDS, title })).statusCode).toBe(201);
      }
      return admin;
    };

    it('answers one page of the full list in its order, equal titles oldest first, with the total', async () => {
      const { headers } = await sevenDocuments();
      const everyone = (await list(headers, '')).json() as Paged['data'];

      // The three 'Policy' documents are the 4th to the 6th: the second and third pages share them.
      const pages = await Promise.all([1, 2, 3, 4].map((number) => page(headers, `page=${number}&page_size=2`)));

      const policies = ids(everyone.filter((document) => document.title === 'Policy'));
      expect(policies).toEqual([...policies].sort((a, b) => a - b));
      expect(everyone.map((document) => document.title)).toEqual([
        'Atlas',
        'Budget',
        'Manual',
        'Policy',
        'Policy',
        'Policy',
        'Zebra',
      ]);
      expect(pages[1]!.meta).toEqual({ total: 7, page: 2, page_size: 2 });
      expect(pages.flatMap((one) => ids(one.data))).toEqual(ids(everyone));
      expect(pages[3]!.data[0]!.file_path).toMatch(/^\/api\/files\/\d+\?expires=\d+&signature=/);
    });

    it('answers an empty page past the end, still with the total', async () => {
      const { headers } = await sevenDocuments();

      const past = await page(headers, 'page=3&page_size=5');

      expect(past).toEqual({ data: [], meta: { total: 7, page: 3, page_size: 5 } });
    });

    it("answers the list itself, every document, when no page is asked for (the spec's list)", async () => {
      const { headers } = await sevenDocuments();

      const body = (await list(headers, '?page_size=2')).json();

      expect(Array.isArray(body)).toBe(true);
      expect(body).toHaveLength(7);
    });

    it.each(PAGES_OUT_OF_BOUNDS)(
      'refuses %s with 400 naming %s (docs/product/http-contract.md#errors)',
      async (query, field) => {
        const { headers } = await as(Role.USER);

        expectPageRefused(await list(headers, `?${query}`), field);
      },
    );

    it('sends the same number of queries for a page of 2 documents as for a page of 30', async () => {
      const { headers } = await as(Role.ADMIN);
      for (let index = 0; index < 2; index += 1) await upload(headers);
      const few = await queries.during(() => page(headers, 'page=1&page_size=30'));
      for (let index = 0; index < 28; index += 1) await upload(headers);

      const many = await queries.during(() => page(headers, 'page=1&page_size=30'));

      expect((await page(headers, 'page=1&page_size=30')).data).toHaveLength(30);
      expect(many).toBe(few);
    });
  });

  describe('GET /api/files/{id}', () => {
    it('serves the PDF by its signed link without a token, as a PDF that is never sniffed or run', async () => {
      const { headers } = await as(Role.ADMIN);
      const { file_path: link } = (await upload(headers)).json() as { file_path: string };

      const response = await t.app.inject({ method: 'GET', url: link });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe('sandbox');
      expect(response.rawPayload.equals(TINY_PDF)).toBe(true);
    });

    it('answers 401 with neither a link nor a token, 400 for a bad id, 403 for another file’s signature', async () => {
      const { headers } = await as(Role.ADMIN);
      const first = (await upload(headers)).json() as { id: number; file_path: string };
      const second = (await upload(headers)).json() as { id: number };
      const query = first.file_path.split('?')[1];

      expect((await t.app.inject({ method: 'GET', url: `/api/files/${first.id}` })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/api/files/x?${query}` })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: `/api/files/${second.id}?${query}` })).statusCode).toBe(403);
    });

    it('stops a signed link working a few minutes later (TestClock)', async () => {
      const { headers } = await as(Role.ADMIN);
      const { file_path: link } = (await upload(headers)).json() as { file_path: string };

      t.clock.advance(LINK_TTL_MS);
      const stillValid = await t.app.inject({ method: 'GET', url: link });
      t.clock.advance(LINK_TTL_MS + 1);
      const expired = await t.app.inject({ method: 'GET', url: link });

      expect(stillValid.statusCode).toBe(200);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({
        code: 'LINK_EXPIRED',
        message: 'This link has expired or is not valid. Open it again from the portal.',
      });
    });

    it('serves it by bearer token too, and answers 404 for a missing file', async () => {
      const { headers } = await as(Role.USER);

      expect((await t.app.inject({ method: 'GET', url: '/api/files/9999', headers })).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/files/{id}', () => {
    it('answers 401, 400, 403 for a USER, 404, then deletes metadata and bytes', async () => {
      const admin = await as(Role.ADMIN);
      const user = await as(Role.USER);
      const { id } = (await upload(admin.headers)).json() as { id: number };
      const remove = (url: string, h: Headers) => t.app.inject({ method: 'DELETE', url, headers: h });

      expect((await remove(`/api/files/${id}`, {})).statusCode).toBe(401);
      expect((await remove('/api/files/x', admin.headers)).statusCode).toBe(400);
      expect((await remove(`/api/files/${id}`, user.headers)).statusCode).toBe(403);
      expect((await remove('/api/files/9999', admin.headers)).statusCode).toBe(404);
      expect((await remove(`/api/files/${id}`, admin.headers)).statusCode).toBe(204);
      expect(await stored()).toEqual(nothingStored);
    });
  });
});
