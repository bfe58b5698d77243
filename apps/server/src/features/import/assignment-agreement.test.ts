import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { buildClient, signedIn } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { buildAssignment } from '../../test/record-factories.js';

/**
 * docs/product/time-and-week.md#work-logs: a log's client must be assigned to its person on its day. POST /logs asks the
 * database (features/worklogs/service.ts), the import its lookups read once (features/import/lookups.ts); both must
 * refuse exactly the same days.
 */
describe('"assigned to this client on that day", as POST /logs and the import decide it', () => {
  const t = useTestContext();

  it('refuses the same days in both, at every edge of two assignments', async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN, email: 'ada@example.com' });
    const acme = await buildClient(t.database.db, 'Acme');
    await buildAssignment(t.database.db, {
      userId: admin.user.id,
      clientId: acme.id,
      fromDate: '2026-03-02',
      toDate: '2026-03-10',
    });
    await buildAssignment(t.database.db, { userId: admin.user.id, clientId: acme.id, fromDate: '2026-03-20' });
    const days = ['2026-03-01', '2026-03-02', '2026-03-10', '2026-03-11', '2026-03-19', '2026-03-20', '2027-12-31'];

    const refusedByPost: string[] = [];
    for (const date of days) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logs',
        headers: admin.headers,
        payload: { user_id: admin.user.id, client_id: acme.id, date, duration: 30, description: 'Edge' },
      });
      if (response.statusCode !== 201) {
        expect(response.json().errors.client_id).toEqual(['This client is not assigned to this person on that day.']);
        refusedByPost.push(date);
      }
    }
    const csv = ['date,email,client,description,minutes', ...days.map((day) => `${day},ada@example.com,Acme,Edge,30`)];
    const form = multipart(
      {},
      { name: 'file', fileName: 'logs.csv', contentType: 'text/csv', content: Buffer.from(csv.join('\n') + '\n') },
    );
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/logs/import?dry_run=1',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    const refusedByImport = (checked.json().data.errors as { row: number }[]).map((error) => days[error.row - 1]);

    expect(refusedByPost).toEqual(['2026-03-01', '2026-03-11', '2026-03-19']);
    expect(refusedByImport).toEqual(refusedByPost);
  });
});
