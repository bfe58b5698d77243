import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { useTestContext } from '../test/app.js';
import { signedIn } from '../test/factories.js';
import { multipart, PNG_BYTES, TINY_PDF } from '../test/multipart.js';
import { storedFiles, workLogs } from './db/schema.js';

const UNREADABLE = {
  code: 'UNREADABLE_FORM',
  message: 'The form could not be read: send it as multipart/form-data, complete.',
};

/** The three multipart operations, each with a whole form whose file is long enough to be cut in its middle. */
const FORMS = {
  '/api/files': multipart(
    { title: 'Onboarding', description: 'First week', type: '0' },
    {
      name: 'file',
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      content: Buffer.concat([TINY_PDF, Buffer.alloc(300_000)]),
    },
  ),
  '/api/logs/import': multipart(
    {},
    {
      name: 'file',
      fileName: 'logs.csv',
      contentType: 'text/csv',
      content: Buffer.from(
        `date,email,client,description,minutes\n${'2026-11-16,root@example.com,Acme,Work,5\n'.repeat(8_000)}`,
      ),
    },
  ),
  '/api/user/profile': multipart(
    { name: 'Ann Lee' },
    { name: 'profile_picture', fileName: 'me.png', contentType: 'image/png', content: PNG_BYTES },
  ),
};

describe('a multipart body that cannot be read is 400 UNREADABLE_FORM (docs/product/http-contract.md#unreadable-forms)', () => {
  const t = useTestContext();

  const send = (headers: Record<string, string>, url: string, contentType: string, payload: Buffer) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });

  it.each(Object.keys(FORMS))(
    'on %s: cut off in the file, before it, or with a boundary that never comes',
    async (url) => {
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
      const form = FORMS[url as keyof typeof FORMS];
      const contentType = form.headers['content-type'];
      const whole = form.payload;

      const answers = await Promise.all([
        send(headers, url, contentType, whole.subarray(0, whole.length - 10)),
        send(headers, url, contentType, whole.subarray(0, Math.floor(whole.length / 2))),
        send(headers, url, contentType, whole.subarray(0, 60)),
        send(headers, url, 'multipart/form-data; boundary=not-the-one-used', whole),
        send(headers, url, 'multipart/form-data', whole),
      ]);

      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual(UNREADABLE);
      }
      const [[files], [logs]] = await Promise.all([
        t.database.db.select({ n: count() }).from(storedFiles),
        t.database.db.select({ n: count() }).from(workLogs),
      ]);
      expect({ files: files!.n, logs: logs!.n }).toEqual({ files: 0, logs: 0 });
    },
  );
});
