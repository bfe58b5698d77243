import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { RoleId } from '@portal/shared';
import { users } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildUser, signedIn } from '../../test/factories.js';

/** What the report tests (reports-*.test.ts) share. */

export type Headers = Record<string, string>;
/** A download's body without the byte-order mark that Excel needs to read UTF-8 CSV. */
export const csvText = (body: string) => body.replace(/^\uFEFF/, '');
export async function xlsxRows(buffer: Buffer): Promise<(string | number)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: (string | number)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    // row.values is 1-based: index 0 is always empty.
    const values = (row.values as (string | number | null | undefined)[]).slice(1);
    rows.push(Array.from({ length: sheet.columnCount }, (_, index) => values[index] ?? ''));
  });
  return rows;
}

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useReportsKit() {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId, clientId?: number) => signedIn(t.app, t.database.db, { roleId, clientId });
  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
  /** `count` new people, each given their records by `withRecords`. */
  const addPeople = async (count: number, withRecords: (person: { id: number }) => Promise<unknown>) => {
    for (let index = 0; index < count; index += 1) await withRecords(await buildUser(t.database.db));
  };
  const makePublic = (userId: number) =>
    t.database.db.update(users).set({ publicLogs: true }).where(eq(users.id, userId));

  return { queries, t, as, get, addPeople, makePublic };
}
