import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { clientTimeLogTable, Role, toCsv, userTimeLogTable, type ReportLog } from '@portal/shared';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildAssignment } from '../../test/record-factories.js';

/** docs/product/reports.md#downloads: a month is read 1,000 logs a query, and every log comes once, in order. */
describe('a month of more logs than one read takes', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);
  const LOGS = 2_550;

  it('answers every log of the person month and the client month once, in their order, read in pages', async () => {
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const [ana, ben] = [
      await buildUser(t.database.db, { name: 'Ana' }),
      await buildUser(t.database.db, { name: 'Ben' }),
    ];
    const acme = await buildClient(t.database.db, 'Acme');
    for (const person of [ana, ben]) await buildAssignment(t.database.db, { userId: person.id, clientId: acme.id });
    await t.database.db.execute(sql`
      insert into work_logs (user_id, client_id, date, duration, description)
      select case when n % 3 = 0 then ${ben.id}::int else ${ana.id}::int end, ${acme.id}::int,
             date '2026-11-02' + (n % 5), 1 + n % 60, 'Log ' || n
      from generate_series(1, ${LOGS}) as n`);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

    let person: Awaited<ReturnType<typeof get>> | undefined;
    const personReads = await queries.during(async () => {
      person = await get(`/api/report/user/${ana.id}/month/11/year/2026`);
    });
    const client = await get(`/api/logs/client/${acme.id}/month/11/year/2026`);

    const logs = person!.json().data.logs as (ReportLog & { id: number })[];
    expect(logs).toHaveLength(LOGS - Math.floor(LOGS / 3));
    expect(new Set(logs.map((log) => log.id)).size).toBe(logs.length);
    const sorted = [...logs].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    expect(logs).toEqual(sorted);
    const items = client.json() as Parameters<typeof clientTimeLogTable>[1];
    expect(items.map((item) => [item.username, item.data.length])).toEqual([
      ['Ana', LOGS - Math.floor(LOGS / 3)],
      ['Ben', Math.floor(LOGS / 3)],
    ]);
    // The session, the person, and two reads of 1,000 (the second one short).
    expect(personReads).toBeLessThanOrEqual(5);

    // The downloads read the same pages as they write: the same rows and totals as the tables of the held month.
    const csv = async (url: string) => (await get(`${url}?format=csv`)).body.replace(/^\uFEFF/, '');
    expect(await csv(`/api/report/user/${ana.id}/month/11/year/2026`)).toBe(toCsv(userTimeLogTable('', logs)));
    expect(await csv(`/api/logs/client/${acme.id}/month/11/year/2026`)).toBe(toCsv(clientTimeLogTable('', items)));
  });
});
