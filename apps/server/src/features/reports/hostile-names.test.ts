import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Role, sheetNameOf } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';

const CLIENT = 'Acme [EU] / R&D: *test?';
const PERSON = 'Zoë [Ops] / QA: *?';

async function sheetNames(buffer: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => sheet.name);
}

describe('downloads of months whose names Excel forbids in a sheet name (docs/product/reports.md#downloads)', () => {
  const t = useTestContext();

  const month = async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const zoe = await buildUser(t.database.db, { name: PERSON });
    const acme = await buildClient(t.database.db, CLIENT);
    await buildAssignment(t.database.db, { userId: zoe.id, clientId: acme.id });
    await buildWorkLog(t.database.db, { userId: zoe.id, clientId: acme.id, date: '2026-11-16', minutes: 90 });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
    return {
      person: (format: string) => get(`/api/report/user/${zoe.id}/month/11/year/2026?format=${format}`),
      client: (format: string) => get(`/api/logs/client/${acme.id}/month/11/year/2026?format=${format}`),
    };
  };

  it('answers the XLSX of the client month and of the person month, with a valid sheet name', async () => {
    const { person, client } = await month();

    const [ofClient, ofPerson] = await Promise.all([client('xlsx'), person('xlsx')]);

    expect([ofClient.statusCode, ofPerson.statusCode]).toEqual([200, 200]);
    const [clientSheet] = await sheetNames(ofClient.rawPayload);
    const [personSheet] = await sheetNames(ofPerson.rawPayload);
    expect(clientSheet).toBe(sheetNameOf(`${CLIENT} 2026-11`, 'Sheet'));
    expect(clientSheet).not.toMatch(/[[\]:*?/\\]/);
    expect(personSheet).not.toMatch(/[[\]:*?/\\]/);
    expect(personSheet!.length).toBeLessThanOrEqual(31);
  });

  it('answers the CSV and PDF of both months too, the names written as they are', async () => {
    const { person, client } = await month();

    const answers = await Promise.all([client('csv'), client('pdf'), person('csv'), person('pdf')]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[2]!.body).toContain(CLIENT);
    expect(answers[0]!.body).toContain(PERSON);
    expect(answers[1]!.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
