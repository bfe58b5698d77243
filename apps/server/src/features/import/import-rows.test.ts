import { describe, expect, it } from 'vitest';
import { useImportKit, fixture, HEADER, GOOD_ROW } from './import-test-kit.js';

describe('importing work logs (docs/product/access.md#import)', () => {
  const { company, admin, upload, dryRun, csv, storedLogs, importAudits } = useImportKit();

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
});
