import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MAX_IMPORT_MB, MAX_IMPORT_ROWS, Role, type RoleId } from '@portal/shared';
import { auditEntries, clientSignoffs, timesheets, users, workLogs } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signIn, signedIn } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';

type Headers = Record<string, string>;

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const HEADER = 'date,email,client,description,minutes';
const GOOD_ROW = '2026-11-16,ana@example.com,Northwind,Sprint planning,90';

describe('importing work logs (docs/product/access.md#import)', () => {
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

  it('answers 401 without a token', async () => {
    const response = await upload({}, csv(GOOD_ROW));

    expect(response.statusCode).toBe(401);
  });

  it("imports the portal's own format for anyone when an admin sends it, with one audit row", async () => {
    const { ana, ben, northwind, contoso } = await company();
    const { headers, user } = await admin();

    const response = await upload(headers, fixture('portal.csv'));

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: { format: 'portal', rows: 3, created: 3, error_count: 0, errors: [] },
    });
    expect(await storedLogs()).toEqual([
      { userId: ana.id, clientId: northwind.id, date: '2026-11-16', minutes: 90, description: 'Sprint planning' },
      { userId: ana.id, clientId: northwind.id, date: '2026-11-17', minutes: 30, description: 'Review, with "quotes"' },
      { userId: ben.id, clientId: contoso.id, date: '2026-11-17', minutes: 480, description: 'Support' },
    ]);
    const audits = await importAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: user.id,
      after: {
        format: 'portal',
        rows: 3,
        for: expect.arrayContaining([
          { user_id: ana.id, rows: 2 },
          { user_id: ben.id, rows: 1 },
        ]) as unknown,
      },
    });
  });

  it('checks a dry run the same way and writes nothing', async () => {
    await company();
    const { headers } = await admin();

    const response = await dryRun(headers, fixture('portal.csv'));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { format: 'portal', rows: 3, created: 0, error_count: 0, errors: [] },
    });
    expect(await storedLogs()).toEqual([]);
    expect(await importAudits()).toEqual([]);
  });

  describe('names each bad row with its number (from 1 for the first line after the header) and why', () => {
    it.each([
      ['an unknown client', '2026-11-16,ana@example.com,Umbrella,Work,60', 'There is no client named "Umbrella".'],
      [
        'an unknown person',
        '2026-11-16,nobody@example.com,Northwind,Work,60',
        'Nobody in the portal has the e-mail address nobody@example.com.',
      ],
      ['a date in another form', '16.11.2026,ana@example.com,Northwind,Work,60', 'Date must be in YYYY-MM-DD format'],
      [
        'a date that does not exist',
        '2026-02-30,ana@example.com,Northwind,Work,60',
        'Date must be a real calendar date',
      ],
      ['no minutes', '2026-11-16,ana@example.com,Northwind,Work,0', 'The duration must be 1 to 1440 minutes, not 0.'],
      [
        'over 1,440 minutes',
        '2026-11-16,ana@example.com,Northwind,Work,1441',
        'The duration must be 1 to 1440 minutes, not 1441.',
      ],
      [
        'minutes that are no whole number',
        '2026-11-16,ana@example.com,Northwind,Work,1.5',
        'Minutes must be a whole number from 1 to 1440.',
      ],
      ['an empty description', '2026-11-16,ana@example.com,Northwind,  ,60', 'Description is required'],
      [
        'a description over 5,000 characters',
        `2026-11-16,ana@example.com,Northwind,${'x'.repeat(5001)},60`,
        'Description must be at most 5000 characters.',
      ],
      [
        'a client the person is not assigned to',
        '2026-11-16,ana@example.com,Contoso,Work,60',
        'This client is not assigned to this person on that day.',
      ],
      [
        'too many columns',
        '2026-11-16,ana@example.com,Northwind,Work,60,extra',
        'This row has 6 columns, but the header has 5.',
      ],
      ['too few columns', '2026-11-16,ana@example.com,Northwind,60', 'This row has 4 columns, but the header has 5.'],
    ])('%s', async (_case, line, message) => {
      await company();
      const { headers } = await admin();

      const response = await dryRun(headers, csv(GOOD_ROW, line, GOOD_ROW));

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        format: 'portal',
        rows: 3,
        created: 0,
        error_count: 1,
        errors: [{ row: 2, message }],
      });
    });

    it('counts blank lines in the numbering, as a spreadsheet shows the file', async () => {
      await company();
      const { headers } = await admin();

      const response = await dryRun(headers, `${HEADER}\n${GOOD_ROW}\n\n2026-11-16,ana@example.com,Umbrella,Work,60\n`);

      expect(response.json().data.errors).toEqual([{ row: 3, message: 'There is no client named "Umbrella".' }]);
    });

    it("writes the messages in the caller's language", async () => {
      await company();
      const { headers } = await admin();

      const response = await dryRun(
        { ...headers, 'accept-language': 'de' },
        csv('2026-11-16,ana@example.com,Umbrella,Work,60'),
      );

      expect(response.json().data.errors).toEqual([{ row: 1, message: 'Es gibt keinen Kunden namens "Umbrella".' }]);
    });

    it('lists the first 1,000 errors and counts them all', async () => {
      await company();
      const { headers } = await admin();
      const bad = Array.from({ length: 1_200 }, () => '2026-11-16,ana@example.com,Umbrella,Work,60');

      const response = await dryRun(headers, csv(...bad));

      const data = response.json().data;
      expect(data.rows).toBe(1_200);
      expect(data.error_count).toBe(1_200);
      expect(data.errors).toHaveLength(1_000);
      expect(data.errors[999].row).toBe(1_000);
    });
  });

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

  it('imports for a deactivated person too, as POST /logs does (their history)', async () => {
    const { ana } = await company();
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, ana.id));
    const { headers } = await admin();

    const response = await upload(headers, csv(GOOD_ROW));

    expect(response.statusCode).toBe(201);
  });
});
