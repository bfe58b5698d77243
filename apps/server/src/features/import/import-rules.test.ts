import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type RoleId } from '@portal/shared';
import { clientSignoffs, timesheets, users } from '../../platform/db/schema.js';
import { buildClient, signedIn } from '../../test/factories.js';
import { buildWorkLog } from '../../test/record-factories.js';
import { useImportKit, type Headers, fixture, GOOD_ROW } from './import-test-kit.js';

describe('importing work logs (docs/product/access.md#import)', () => {
  const { t, company, admin, as, upload, dryRun, csv, storedLogs, importAudits } = useImportKit();

  describe('all rows or none', () => {
    it('refuses the whole file with 400 when one row is wrong, and keeps what was there', async () => {
      const { ana, northwind } = await company();
      await buildWorkLog(t.database.db, { userId: ana.id, clientId: northwind.id, date: '2026-11-02', minutes: 15 });
      const before = await storedLogs();
      const { headers } = await admin();

      const response = await upload(headers, csv(GOOD_ROW, GOOD_ROW, '2026-11-16,ana@example.com,Northwind,Work,9999'));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'IMPORT_ROWS_INVALID',
        message: 'Some rows cannot be imported, so nothing was imported.',
        data: {
          format: 'portal',
          rows: 3,
          created: 0,
          error_count: 1,
          errors: [{ row: 3, message: 'The duration must be 1 to 1440 minutes, not 9999.' }],
        },
      });
      expect(await storedLogs()).toEqual(before);
      expect(await importAudits()).toEqual([]);
    });

    it('rolls back the rows already written in batches when a late row is wrong', async () => {
      await company();
      const { headers } = await admin();
      const good = Array.from({ length: 2_500 }, () => GOOD_ROW);

      const response = await upload(headers, csv(...good, '2026-11-16,ana@example.com,Umbrella,Work,60'));

      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors).toEqual([{ row: 2_501, message: 'There is no client named "Umbrella".' }]);
      expect(await storedLogs()).toEqual([]);
    });

    it('imports duplicates of existing logs, as POST /logs would store them', async () => {
      const { ana, northwind } = await company();
      await buildWorkLog(t.database.db, { userId: ana.id, clientId: northwind.id, date: '2026-11-16', minutes: 90 });
      const { headers } = await admin();

      const response = await upload(headers, csv(GOOD_ROW, GOOD_ROW));

      expect(response.statusCode).toBe(201);
      expect(await storedLogs()).toHaveLength(3);
    });
  });

  describe('employees', () => {
    it('import their own rows, found by their e-mail in any case', async () => {
      const { ana } = await company();
      const headers = await as(ana.email);

      const response = await upload(headers, csv(GOOD_ROW, '2026-11-17,Ana@Example.com,NORTHWIND,Review,30'));

      expect(response.statusCode).toBe(201);
      expect((await storedLogs()).map((log) => log.userId)).toEqual([ana.id, ana.id]);
    });

    it("find another person's row refused as a row error, and nothing written", async () => {
      const { ana } = await company();
      const headers = await as(ana.email);

      const response = await upload(headers, csv(GOOD_ROW, '2026-11-17,ben@example.com,Contoso,Support,60'));

      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors).toEqual([
        { row: 2, message: 'You can import only your own work logs, not those of ben@example.com.' },
      ]);
      expect(await storedLogs()).toEqual([]);
    });

    it('name an unknown address the same way, so that the import tells nothing about who exists', async () => {
      const { ana } = await company();

      const response = await dryRun(await as(ana.email), csv('2026-11-17,nobody@example.com,Northwind,Work,60'));

      expect(response.json().data.errors[0].message).toBe(
        'You can import only your own work logs, not those of nobody@example.com.',
      );
    });
  });

  it.each([['CLIENT users', Role.CLIENT]] as [string, RoleId][])('refuses %s with 403', async (_label, roleId) => {
    const client = await buildClient(t.database.db);
    const { headers } = await signedIn(t.app, t.database.db, { roleId, clientId: client.id });

    const response = await upload(headers, csv(GOOD_ROW));

    expect(response.statusCode).toBe(403);
  });

  describe("other trackers' exports", () => {
    it("maps Clockify's detailed report: Start Date (MM/DD/YYYY), Email, Client or else Project, Description or else Task, Duration (h)", async () => {
      const { ana, ben, northwind, contoso } = await company();
      const { headers } = await admin();

      const response = await upload(headers, fixture('clockify.csv'));

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ format: 'clockify', rows: 2, created: 2 });
      expect(await storedLogs()).toEqual([
        { userId: ana.id, clientId: northwind.id, date: '2026-11-16', minutes: 90, description: 'Design review' },
        { userId: ben.id, clientId: contoso.id, date: '2026-11-17', minutes: 45, description: 'Ticket triage' },
      ]);
    });

    it("maps Toggl Track's detailed report: Start date, Email, Client or else Project, Description, Duration (hh:mm:ss)", async () => {
      const { ana, ben, northwind, contoso } = await company();
      const { headers } = await admin();

      const response = await upload(headers, fixture('toggl.csv'));

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ format: 'toggl', rows: 2, created: 2 });
      expect(await storedLogs()).toEqual([
        { userId: ana.id, clientId: northwind.id, date: '2026-11-18', minutes: 16, description: 'Stand-up' },
        { userId: ben.id, clientId: contoso.id, date: '2026-11-19', minutes: 120, description: 'Setup, accounts' },
      ]);
    });
  });

  describe('locked periods (docs/product/closing.md#locks)', () => {
    const lockDate = async (headers: Headers, date: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/settings', headers, payload: { locked_until: date } });

    it('refuses rows on or before the lock date, in an approved month or a signed-off client month', async () => {
      const { ana, northwind } = await company();
      const superAdmin = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });
      const { headers } = await admin();
      expect((await lockDate(superAdmin.headers, '2026-08-31')).statusCode).toBe(200);
      await t.database.db.insert(timesheets).values({ userId: ana.id, month: '2026-10', status: 'approved' });
      await t.database.db
        .insert(clientSignoffs)
        .values({ clientId: northwind.id, month: '2026-09', status: 'approved', byName: 'Carla', at: new Date() });

      const response = await dryRun(
        headers,
        csv(
          '2026-08-31,ana@example.com,Northwind,Work,60',
          '2026-10-05,ana@example.com,Northwind,Work,60',
          '2026-09-07,ana@example.com,Northwind,Work,60',
          GOOD_ROW,
        ),
      );

      expect(response.json().data.errors).toEqual([
        { row: 1, message: '2026-08-31 is locked: it is on or before the lock date.' },
        { row: 2, message: "2026-10-05 is locked: this person's timesheet of 2026-10 is approved." },
        { row: 3, message: "2026-09-07 is locked: the client's sign-off of 2026-09 is approved." },
      ]);
    });

    it('lets a SUPER_ADMIN import into a locked period, and the audit row says how many rows were locked', async () => {
      await company();
      const superAdmin = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });
      await lockDate(superAdmin.headers, '2026-08-31');

      const response = await upload(superAdmin.headers, csv('2026-08-03,ana@example.com,Northwind,Work,60', GOOD_ROW));

      expect(response.statusCode).toBe(201);
      expect((await importAudits())[0]?.after).toMatchObject({ rows: 2, locked_rows: 1 });
    });
  });

  it('imports for a deactivated person too, as POST /logs does (their history)', async () => {
    const { ana } = await company();
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, ana.id));
    const { headers } = await admin();

    const response = await upload(headers, csv(GOOD_ROW));

    expect(response.statusCode).toBe(201);
  });
});
