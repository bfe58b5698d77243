import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { auditEntries, workLogs } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signIn, signedIn } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { buildAssignment } from '../../test/record-factories.js';

/** What the work-log import tests (import-rows, import-rules, import-file) share. */

export type Headers = Record<string, string>;
export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
export const HEADER = 'date,email,client,description,minutes';
export const GOOD_ROW = '2026-11-16,ana@example.com,Northwind,Sprint planning,90';

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useImportKit() {
  const t = useTestContext();

  /** Ana and Ben, employees; Northwind assigned to Ana, Contoso to Ben, both from 1 January 2026. */
  const company = async () => {
    const db = t.database.db;
    const ana = await buildUser(db, { email: 'ana@example.com', name: 'Ana Lima' });
    const ben = await buildUser(db, { email: 'ben@example.com', name: 'Ben Ode' });
    const northwind = await buildClient(db, 'Northwind');
    const contoso = await buildClient(db, 'Contoso');
    await buildAssignment(db, { userId: ana.id, clientId: northwind.id, fromDate: '2026-01-01' });
    await buildAssignment(db, { userId: ben.id, clientId: contoso.id, fromDate: '2026-01-01' });
    return { ana, ben, northwind, contoso };
  };
  const admin = () => signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
  const as = async (email: string) => ({ authorization: `Bearer ${await signIn(t.app, email)}` });

  const upload = (headers: Headers, csv: string | Buffer, query = '') => {
    const form = multipart(
      {},
      { name: 'file', fileName: 'logs.csv', contentType: 'text/csv', content: Buffer.from(csv) },
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/logs/import${query}`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const dryRun = (headers: Headers, csv: string | Buffer) => upload(headers, csv, '?dry_run=1');
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

  const storedLogs = () =>
    t.database.db
      .select({
        userId: workLogs.userId,
        clientId: workLogs.clientId,
        date: workLogs.date,
        minutes: workLogs.durationMinutes,
        description: workLogs.description,
      })
      .from(workLogs)
      .orderBy(asc(workLogs.date), asc(workLogs.id));
  const importAudits = () =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'work_log.import'));

  return { t, company, admin, as, upload, dryRun, csv, storedLogs, importAudits };
}
