import type { RoleId } from '@portal/shared';
import { documents, storedFileChunks, storedFiles } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';
import { multipart, TINY_PDF } from '../../test/multipart.js';

/** What the document tests (documents-*.test.ts) share. */

export type Headers = Record<string, string>;
export const FIELDS = { title: 'Onboarding', description: 'First week', type: '0' };
export const pdf = (content = TINY_PDF, fileName = 'onboarding.pdf') => ({
  name: 'file',
  fileName,
  contentType: 'application/pdf',
  content,
});

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useDocumentsKit() {
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

  return { queries, t, as, upload, stored, nothingStored };
}
