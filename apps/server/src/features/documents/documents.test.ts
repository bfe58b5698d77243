import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@portal/shared';
import { documentContents, documents } from '../../platform/db/schema.js';
import { LINK_TTL_MS } from '../../platform/signed-links.js';
import { createTestContext, type TestContext } from '../../test/app.js';
import { buildClient, signedIn } from '../../test/factories.js';
import { multipart, PNG_BYTES, TINY_PDF } from '../../test/multipart.js';

type Headers = Record<string, string>;
const MB = 1024 * 1024;
const FIELDS = { title: 'Onboarding', description: 'First week', type: '0' };
const pdf = (content = TINY_PDF, fileName = 'onboarding.pdf') => ({
  name: 'file',
  fileName,
  contentType: 'application/pdf',
  content,
});

describe('documents (spec §2.10, §7 Documents, decisions R43, R43a)', () => {
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let t: TestContext;
  beforeAll(async () => {
    harness = await createTestContext();
  });
  beforeEach(async () => {
    t = await harness.reset();
  });
  afterAll(async () => harness.close());

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
    contents: await t.database.db.select({ id: documentContents.documentId }).from(documentContents),
  });
  const nothingStored = { documents: [], contents: [] };

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
      expect((await stored()).contents).toHaveLength(1);
    });

    it('refuses a PNG renamed to .pdf with 415 (checked by content) and stores nothing', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await upload(headers, FIELDS, pdf(PNG_BYTES, 'picture.pdf'));

      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'Only PDF files can be uploaded.' });
      expect(await stored()).toEqual(nothingStored);
    });

    it('refuses a file over 20 MB with 413 and stores nothing', async () => {
      const { headers } = await as(Role.ADMIN);
      const big = Buffer.concat([TINY_PDF, Buffer.alloc(20 * MB)]);

      const response = await upload(headers, FIELDS, pdf(big));

      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The file is too large: at most 20 MB.' });
      expect(await stored()).toEqual(nothingStored);
    });

    it('accepts a PDF just under 20 MB without the memory growing by much more than the file', async () => {
      const { headers } = await as(Role.ADMIN);
      const big = Buffer.concat([TINY_PDF, Buffer.alloc(20 * MB - TINY_PDF.length - 1024)]);
      const body = multipart(FIELDS, pdf(big));
      global.gc?.();
      const before = process.memoryUsage().rss;

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });

      const growthMb = (process.memoryUsage().rss - before) / MB;
      expect(response.statusCode).toBe(201);
      // Loose on purpose: the file is held once (20 MB) while it is written in one transaction, the
      // driver copies it, and PGlite's WebAssembly heap keeps its own copy (it never shrinks). Flat
      // memory needs chunked storage, which issue 7 still lists; this guards against unbounded copies.
      expect(growthMb).toBeLessThan(400);
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
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(await stored()).toEqual(nothingStored);
    });
  });

  describe('GET /api/files', () => {
    it('answers 401 and 403 to a CLIENT user', async () => {
      const client = await buildClient(t.database.db);
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      expect((await t.app.inject({ method: 'GET', url: '/api/files' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/files', headers })).statusCode).toBe(403);
    });

    it('lists documents for an employee as the body itself (R2 "returns data")', async () => {
      const admin = await as(Role.ADMIN);
      const user = await as(Role.USER);
      await upload(admin.headers);

      const response = await t.app.inject({ method: 'GET', url: '/api/files', headers: user.headers });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([expect.objectContaining({ title: 'Onboarding', type: 0 })]);
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
