import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_MB, MAX_IMPORT_ROWS } from '@portal/shared';
import { multipart } from '../../test/multipart.js';
import { useImportKit, HEADER, GOOD_ROW } from './import-test-kit.js';

describe('importing work logs (docs/product/access.md#import)', () => {
  const { t, company, admin, upload, csv, storedLogs } = useImportKit();

  describe('the file', () => {
    it('refuses a header that is none of the accepted formats with 400', async () => {
      const { headers } = await admin();

      const response = await upload(headers, 'day,person,client,text,minutes\n2026-11-16,a@b.c,X,Y,60\n');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { file: [expect.stringContaining('header')] },
      });
    });

    it.each([
      ['an empty file', ''],
      ['a header without rows', `${HEADER}\n`],
    ])('refuses %s with 400', async (_case, content) => {
      const { headers } = await admin();

      const response = await upload(headers, content);

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The file has no rows to import: a header and at least one row are needed.');
    });

    it('refuses a form without the file with 400', async () => {
      const { headers } = await admin();
      const form = multipart({ note: 'no file' });

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logs/import',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });

      expect(response.statusCode).toBe(400);
    });

    it('refuses an unclosed quote with 400 naming the line', async () => {
      await company();
      const { headers } = await admin();

      const response = await upload(headers, csv(GOOD_ROW, '2026-11-16,ana@example.com,Northwind,"Open quote,60'));

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The file is not valid CSV \(line \d+\)/);
    });

    it(`refuses more than ${MAX_IMPORT_ROWS} rows with 413, and writes nothing`, async () => {
      await company();
      const { headers } = await admin();

      const response = await upload(headers, csv(...Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => GOOD_ROW)));

      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'TOO_LARGE',
        message: `The file has more than ${MAX_IMPORT_ROWS} rows: split it into smaller files.`,
      });
      expect(await storedLogs()).toEqual([]);
    });

    it(`refuses a file over ${MAX_IMPORT_MB} MB with 413 while it streams in`, async () => {
      const { headers } = await admin();
      const boundary = 'import-boundary';
      async function* body(): AsyncGenerator<Buffer> {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n` +
            `Content-Type: text/csv\r\n\r\n${HEADER}\n`,
        );
        // Blank lines: the parser skips them at once, so only the size limit can stop the file.
        const blank = Buffer.alloc(1024 * 1024, '\n');
        for (let sent = 0; sent <= MAX_IMPORT_MB; sent += 1) yield blank;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      }

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logs/import',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Readable.from(body()),
      });

      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(`The file is too large: at most ${MAX_IMPORT_MB} MB.`);
    });
  });
});
