import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@portal/shared';
import { documents, storedFileChunks, storedFiles } from '../../platform/db/schema.js';
import { LINK_TTL_MS } from '../../platform/signed-links.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, signedIn } from '../../test/factories.js';
import { multipart, PNG_BYTES, streamedMultipart, TINY_PDF } from '../../test/multipart.js';
import { expectPageRefused, PAGES_OUT_OF_BOUNDS } from '../../test/paging.js';

type Headers = Record<string, string>;
const MB = 1024 * 1024;
const FIELDS = { title: 'Onboarding', description: 'First week', type: '0' };
const pdf = (content = TINY_PDF, fileName = 'onboarding.pdf') => ({
  name: 'file',
  fileName,
  contentType: 'application/pdf',
  content,
});

describe('documents (docs/product/people-and-clients.md#documents, docs/product/http-contract.md#endpoints Documents, docs/product/people-and-clients.md#documents, #signed-links)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const upload = (headers: Headers, fields: Record<string, string> = FIELDS, file = pdf()) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const stored = async () => ({
    documents: await t.database.db.select().from(documents),
    files: await t.database.db.select({ id: storedFiles.id }).from(storedFiles),
    chunks: (await t.database.db.select({ seq: storedFileChunks.seq }).from(storedFileChunks)).length,
  });
  const nothingStored = { documents: [], files: [], chunks: 0 };

  describe('POST /api/files', () => {
    it('answers 401 without a token', async () => {
      expect((await upload({})).statusCode).toBe(401);
    });

    it('answers 400 with the spec messages for missing fields and file', async () => {
      const { headers } = await as(Role.ADMIN);
      const body = multipart({});

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Title is required',
        errors: {
          title: ['Title is required'],
          description: ['Description is required'],
          type: ['Type is required'],
          file: ['File is required'],
        },
      });
    });

    it('refuses a USER with 403', async () => {
      const { headers } = await as(Role.USER);

      expect((await upload(headers)).statusCode).toBe(403);
    });

    it('stores the PDF and answers 201 with id and a signed file_path', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await upload(headers);

      expect(response.statusCode).toBe(201);
      const created = response.json() as { id: number; file_path: string };
      expect(created).toEqual({
        id: expect.any(Number),
        title: 'Onboarding',
        description: 'First week',
        type: 0,
        file_path: expect.stringMatching(new RegExp(`^/api/files/${created.id}\\?expires=\\d+&signature=`)),
      });
      expect((await stored()).files).toHaveLength(1);
    });

    // What the server's memory does meanwhile is measured against the built server: faults/upload-memory.test.ts.
    it('streams a PDF just under 20 MB in and out in 256 KB chunks', async () => {
      const { headers } = await as(Role.ADMIN);
      const size = 20 * MB - 1024;
      const form = streamedMultipart(FIELDS, { ...pdf(), head: TINY_PDF, size });

      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      const { file_path: link } = uploaded.json() as { file_path: string };
      const downloaded = await t.app.inject({ method: 'GET', url: link });

      expect(uploaded.statusCode).toBe(201);
      expect((await stored()).chunks).toBe(80);
      expect(downloaded.statusCode).toBe(200);
      expect(downloaded.headers['content-length']).toBe(String(size));
      expect(downloaded.rawPayload.length).toBe(size);
      expect(downloaded.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }, 120_000);

    it('refuses a PNG renamed to .pdf with 415 (checked by content) and stores nothing', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await upload(headers, FIELDS, pdf(PNG_BYTES, 'picture.pdf'));

      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'UNSUPPORTED_TYPE', message: 'Only PDF files can be uploaded.' });
      expect(await stored()).toEqual(nothingStored);
    });

    it('answers 400, storing nothing, for a NUL in a field, a form without its boundary, or one cut off', async () => {
      const { headers } = await as(Role.ADMIN);
      const whole = multipart(FIELDS, pdf());
      const send = (contentType: string, payload: Buffer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/files',
          headers: { ...headers, 'content-type': contentType },
          payload,
        });

      const nul = await upload(headers, { ...FIELDS, title: 'On\u0000boarding' });
      const noBoundary = await send('multipart/form-data', whole.payload);
      const cutOff = await send(whole.headers['content-type'], whole.payload.subarray(0, 60));

      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Text must not contain NUL characters.',
        errors: { title: ['Text must not contain NUL characters.'] },
      });
      for (const response of [noBoundary, cutOff]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'UNREADABLE_FORM',
          message: 'The form could not be read: send it as multipart/form-data, complete.',
        });
      }
      expect(await stored()).toEqual(nothingStored);
    });

    it('stores six uploads sent at once, each with its own bytes', async () => {
      const { headers } = await as(Role.ADMIN);

      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, n) => upload(headers, { ...FIELDS, title: `Doc ${n}` })),
      );

      expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
      const { documents: rows, files, chunks } = await stored();
      expect(new Set(rows.map((row) => row.fileId)).size).toBe(6);
      expect(files).toHaveLength(6);
      expect(chunks).toBe(6);
    });

    it('refuses a file over 20 MB with 413 and stores nothing', async () => {
      const { headers } = await as(Role.ADMIN);
      const big = Buffer.concat([TINY_PDF, Buffer.alloc(20 * MB)]);

      const response = await upload(headers, FIELDS, pdf(big));

      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'TOO_LARGE', message: 'The file is too large: at most 20 MB.' });
      expect(await stored()).toEqual(nothingStored);
    });

    it('discards the stored bytes when the fields turn out invalid after the file', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await upload(headers, { title: '', description: 'x', type: '0' });

      expect(response.statusCode).toBe(400);
      expect(await stored()).toEqual(nothingStored);
    });

    it('sweeps the bytes of an upload abandoned over an hour ago when the next one starts', async () => {
      const { headers } = await as(Role.ADMIN);
      const twoHoursAgo = new Date(t.clock.now().getTime() - 2 * 60 * 60 * 1000);
      const [abandoned] = await t.database.db
        .insert(storedFiles)
        .values({ createdAt: twoHoursAgo })
        .returning({ id: storedFiles.id });
      await t.database.db.insert(storedFileChunks).values({ fileId: abandoned!.id, seq: 0, bytes: TINY_PDF });

      expect((await upload(headers)).statusCode).toBe(201);

      const { files, chunks } = await stored();
      expect(files.map(({ id }) => id)).not.toContain(abandoned!.id);
      expect(chunks).toBe(1);
    });

    it('leaves nothing behind when the upload is interrupted half way', async () => {
      const { headers } = await as(Role.ADMIN);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const body = multipart(FIELDS, pdf(Buffer.concat([TINY_PDF, Buffer.alloc(2 * MB)])));

      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/files HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${headers.authorization}\r\n` +
              `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
          );
          socket.write(body.payload.subarray(0, MB), () => setTimeout(() => socket.destroy(), 100));
        });
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
      // The server cleans up once it notices the closed socket; on a busy machine that takes a while.
      await expect.poll(stored, { timeout: 10_000 }).toEqual(nothingStored);
    });
  });

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
