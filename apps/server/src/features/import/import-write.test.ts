import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { auditEntries, settings, workLogs } from '../../platform/db/schema.js';
import { LOCKED_UNTIL } from '../../platform/settings.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, signedIn } from '../../test/factories.js';
import { END, filePart, holdUpload, listening } from '../../test/held-upload.js';
import { multipart } from '../../test/multipart.js';
import { buildAssignment } from '../../test/record-factories.js';

const HEADER = 'date,email,client,description,minutes\n';
const rows = (count: number) =>
  Array.from(
    { length: count },
    (_, n) => `2026-11-${String(2 + (n % 20)).padStart(2, '0')},ada@example.com,Acme,Row ${n},30\n`,
  ).join('');

describe('the import writes after reading (docs/product/access.md#import, docs/decisions/0029-import-read-then-write.md)', () => {
  const t = useTestContext();

  const company = async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN, email: 'ada@example.com' });
    const acme = await buildClient(t.database.db, 'Acme');
    await buildAssignment(t.database.db, { userId: admin.user.id, clientId: acme.id });
    return admin;
  };

  it('checks the rows again when it writes: a lock set while the file arrived refuses them, and nothing is written', async () => {
    const base = await listening(t.app);
    const admin = await company();
    const token = admin.headers.authorization!.replace('Bearer ', '');

    const upload = holdUpload(
      base,
      '/api/logs/import',
      token,
      filePart('file', 'logs.csv', 'text/csv') + HEADER + rows(50),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.database.db.insert(settings).values({ key: LOCKED_UNTIL, value: '2026-11-30' });
    const answer = await upload.finish(rows(10) + END);

    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({ code: 'IMPORT_ROWS_INVALID', data: { rows: 60, created: 0, error_count: 60 } });
    expect(body.data.errors[0]).toEqual({ row: 1, message: expect.stringContaining('2026-11-02') });
    expect(await t.database.db.select().from(workLogs)).toEqual([]);
  });

  it('records the API token it was made with in its audit row', async () => {
    const admin = await company();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers: admin.headers,
      payload: { name: 'Migration', expires_in_days: 30 },
    });
    const { id, token } = created.json();
    const form = multipart(
      {},
      { name: 'file', fileName: 'logs.csv', contentType: 'text/csv', content: Buffer.from(HEADER + rows(3)) },
    );

    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/logs/import',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });

    expect(answer.statusCode).toBe(201);
    const [audit] = await t.database.db
      .select({ actorId: auditEntries.actorId, viaTokenId: auditEntries.viaTokenId })
      .from(auditEntries)
      .where(eq(auditEntries.action, 'work_log.import'));
    expect(audit).toEqual({ actorId: admin.user.id, viaTokenId: id });
  });
});
