import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { storedFileChunks, storedFiles } from '../../platform/db/schema.js';
import { multipart, PNG_BYTES, streamedMultipart, TINY_PDF } from '../../test/multipart.js';
import { useDocumentsKit, FIELDS, pdf } from './documents-test-kit.js';

const MB = 1024 * 1024;

describe('documents (docs/product/people-and-clients.md#documents, docs/product/http-contract.md#endpoints Documents, docs/product/people-and-clients.md#documents, #signed-links)', () => {
  const { t, as, upload, stored, nothingStored } = useDocumentsKit();

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
});
