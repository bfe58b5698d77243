import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientTimeLogTable, Role, userTimeLogTable, type ReportTable } from '@portal/shared';
import { clientSignoffs, users } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn, signIn } from '../../test/factories.js';
import { pdfPages } from '../../test/pdf.js';
import { buildWorkLog } from '../../test/record-factories.js';

type Headers = Record<string, string>;

/** The lines a table's rows make in the PDF: its non-empty cells, left to right. */
const rowLines = (table: ReportTable) => table.rows.map((row) => row.filter((cell) => String(cell) !== '').join(' | '));

describe('PDF statements of a month (docs/product/closing.md#statements, docs/product/reports.md#downloads)', () => {
  const t = useTestContext();
  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

  /** An admin whose own language is `language` (docs/product/languages.md). */
  async function adminSpeaking(language: 'en' | 'de') {
    const admin = await buildUser(t.database.db, { roleId: Role.ADMIN });
    await t.database.db.update(users).set({ language }).where(eq(users.id, admin.id));
    return { authorization: `Bearer ${await signIn(t.app, admin.email)}` };
  }

  describe('GET /api/report/user/{id}/month/{m}/year/{y}?format=pdf', () => {
    const report = (id: number, headers: Headers, query = '?format=pdf') =>
      get(`/api/report/user/${id}/month/11/year/2026${query}`, headers);

    /** Ada's November 2026: two logs on Monday the 2nd, one on Tuesday, one on a Sunday (hidden). */
    async function adasMonth(name = 'Ada Report', clientName = 'Acme') {
      const person = await buildUser(t.database.db, { name });
      const client = await buildClient(t.database.db, clientName);
      const log = (date: string, minutes: number, description: string) =>
        buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date, minutes, description });
      await log('2026-11-02', 100, 'Design');
      await log('2026-11-02', 20, 'Call');
      await log('2026-11-03', 45, 'Review');
      await log('2026-11-22', 600, 'Weekend work');
      return person;
    }

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      expect((await report(person.id, {})).statusCode).toBe(401);
    });

    it("downloads the month as a PDF with the table's rows and totals, the portal's name, the period and the page", async () => {
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
      const person = await adasMonth();
      const logs = (await report(person.id, headers, '')).json().data.logs;

      const response = await report(person.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="time-log-Ada-Report-2026-11.pdf"');
      const [page, ...more] = await pdfPages(response.rawPayload);
      expect(more).toEqual([]);
      expect(page!.slice(0, 3)).toEqual(['Staff Portal', 'Time log of Ada Report', 'Period: November 2026']);
      const table = userTimeLogTable('', logs);
      expect(page).toEqual(expect.arrayContaining(rowLines(table)));
      expect(page).toContain('2026-11-02 | Day total | 120 | 2.00');
      expect(page).toContain('Total hours | 2.8');
      expect(page!.join('\n')).not.toContain('Weekend work');
      expect(page!.at(-1)).toBe('Page 1 of 1');
    });

    it('speaks German to an admin who chose German: words, dates, decimals, the month and the page', async () => {
      const headers = await adminSpeaking('de');
      const person = await adasMonth();

      const response = await report(person.id, headers);

      const [page] = await pdfPages(response.rawPayload);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="zeiterfassung-Ada-Report-Nov.-2026.pdf"',
      );
      expect(page!.slice(0, 3)).toEqual(['Staff Portal', 'Zeiterfassung von Ada Report', 'Zeitraum: November 2026']);
      expect(page).toContain('02.11.2026 | Acme | Design | 100');
      expect(page).toContain('02.11.2026 | Tagessumme | 120 | 2,00');
      expect(page).toContain('Stunden gesamt | 2,8');
      expect(page!.at(-1)).toBe('Seite 1 von 1');
    });

    it('writes names outside Latin-1 as they are (an embedded font)', async () => {
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
      const person = await adasMonth('Łukasz Żółć', 'Dvořák a syn');

      const [page] = await pdfPages((await report(person.id, headers)).rawPayload);

      expect(page).toContain('Time log of Łukasz Żółć');
      expect(page).toContain('2026-11-02 | Dvořák a syn | Design | 100');
    });

    it('breaks a long month into pages, each with the table header and "Page n of N", the rows in order', async () => {
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
      const person = await buildUser(t.database.db, { name: 'Busy Bee' });
      const acme = await buildClient(t.database.db, 'Acme');
      const weekdays = ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13'].map((day) => `2026-11-${day}`);
      for (let index = 0; index < 200; index += 1) {
        const date = weekdays[index % weekdays.length]!;
        await buildWorkLog(t.database.db, {
          userId: person.id,
          clientId: acme.id,
          date,
          minutes: 15,
          description: `Task ${index}`,
        });
      }
      const logs = (await report(person.id, headers, '')).json().data.logs;

      const pages = await pdfPages((await report(person.id, headers)).rawPayload);

      expect(pages.length).toBeGreaterThanOrEqual(3);
      pages.forEach((page, index) => {
        expect(page.find((line) => line.startsWith('Date | Client | Description'))).toBeDefined();
        expect(page.at(-1)).toBe(`Page ${index + 1} of ${pages.length}`);
      });
      const expected = rowLines(userTimeLogTable('', logs));
      const drawn = pages.flat().filter((line) => expected.includes(line));
      expect(drawn).toEqual(expected);
      expect(drawn.at(-1)).toBe('Total hours | 50.0');
    });
    it('keeps a description of 5,000 characters inside the pages it counts', async () => {
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
      const person = await buildUser(t.database.db);
      const acme = await buildClient(t.database.db);
      for (const day of ['02', '03', '04']) {
        const description = `Day ${day} `.padEnd(5000, 'lorem ipsum ');
        await buildWorkLog(t.database.db, {
          userId: person.id,
          clientId: acme.id,
          date: `2026-11-${day}`,
          minutes: 60,
          description,
        });
      }

      const pages = await pdfPages((await report(person.id, headers)).rawPayload);

      expect(pages.length).toBeGreaterThanOrEqual(2);
      pages.forEach((page, index) => expect(page.at(-1)).toBe(`Page ${index + 1} of ${pages.length}`));
      expect(pages.at(-1)).toContain('Total hours | 3.0');
    });
  });

  describe('GET /api/logs/client/{id}/month/{m}/year/{y}?format=pdf', () => {
    const report = (id: number, query: string, headers: Headers = {}) =>
      get(`/api/logs/client/${id}/month/11/year/2026${query}`, headers);

    /** Acme's November 2026: Bea's logs are public, Al's are not. */
    async function acmeMonth() {
      const acme = await buildClient(t.database.db, 'Acme');
      const open = await buildUser(t.database.db, { name: 'Bea Public' });
      const quiet = await buildUser(t.database.db, { name: 'Al Private' });
      await t.database.db.update(users).set({ publicLogs: true }).where(eq(users.id, open.id));
      await buildWorkLog(t.database.db, {
        userId: open.id,
        clientId: acme.id,
        date: '2026-11-05',
        minutes: 60,
        description: 'Build',
      });
      await buildWorkLog(t.database.db, {
        userId: open.id,
        clientId: acme.id,
        date: '2026-11-03',
        minutes: 30,
        description: 'Plan',
      });
      await buildWorkLog(t.database.db, { userId: quiet.id, clientId: acme.id, date: '2026-11-04', minutes: 120 });
      return acme;
    }

    const signOff = (clientId: number, status: 'approved' | 'queried', comment: string | null = null) =>
      t.database.db.insert(clientSignoffs).values({
        clientId,
        month: '2026-11',
        status,
        byName: 'Nora Lind',
        at: new Date('2026-12-03T10:00:00Z'),
        comment,
      });

    it('downloads through the share link with the rows and totals of the shared table and "Not signed off yet"', async () => {
      const acme = await acmeMonth();
      const items = (await report(acme.id, `?key=${acme.shareKey}`)).json();

      const response = await report(acme.id, `?key=${acme.shareKey}&format=pdf`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="client-log-Acme-2026-11.pdf"');
      const [page] = await pdfPages(response.rawPayload);
      expect(page!.slice(0, 5)).toEqual([
        'Staff Portal',
        'Time log for Acme',
        'Period: November 2026',
        'Client sign-off',
        'Not signed off yet',
      ]);
      expect(page).toEqual(expect.arrayContaining(rowLines(clientTimeLogTable('', items))));
      expect(page).toContain('Bea Public | 2026-11-03 | Plan | 30');
      expect(page).toContain('All people | Total hours | 90 | 1.5');
      expect(page!.join('\n')).not.toContain('Al Private');
      expect(page!.at(-1)).toBe('Page 1 of 1');
    });

    it("answers 404 'Client not found.' for a wrong key", async () => {
      const acme = await acmeMonth();

      const response = await report(acme.id, '?key=not-the-key&format=pdf');

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Client not found.' });
    });

    it("shows the month's approval with who approved it and when", async () => {
      const acme = await acmeMonth();
      await signOff(acme.id, 'approved');

      const [page] = await pdfPages((await report(acme.id, `?key=${acme.shareKey}&format=pdf`)).rawPayload);

      expect(page!.slice(3, 5)).toEqual(['Client sign-off', 'Approved by Nora Lind on 3 December 2026']);
    });

    it("shows a query with its comment in the browser's language (German)", async () => {
      const acme = await acmeMonth();
      await signOff(acme.id, 'queried', 'Bitte den 5. prüfen');

      const response = await report(acme.id, `?key=${acme.shareKey}&format=pdf`, { 'accept-language': 'de' });

      const [page] = await pdfPages(response.rawPayload);
      expect(response.headers['content-disposition']).toBe('attachment; filename="kundenzeiten-Acme-Nov.-2026.pdf"');
      expect(page!.slice(0, 5)).toEqual([
        'Staff Portal',
        'Zeiten für Acme',
        'Zeitraum: November 2026',
        'Freigabe durch den Kunden',
        'Rückfrage von Nora Lind am 3. Dezember 2026: Bitte den 5. prüfen',
      ]);
      expect(page).toContain('Alle Personen | Stunden gesamt | 90 | 1,5');
      expect(page!.at(-1)).toBe('Seite 1 von 1');
    });

    it('gives an admin every person', async () => {
      const acme = await acmeMonth();
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

      const [page] = await pdfPages((await report(acme.id, '?format=pdf', headers)).rawPayload);

      expect(page).toContain('Al Private | Total hours | 120 | 2.0');
      expect(page).toContain('All people | Total hours | 210 | 3.5');
    });
  });

  it('lists pdf among the formats of both month reports in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json();
    const formats = (path: string) =>
      document.paths[path].get.parameters.find((parameter: { name: string }) => parameter.name === 'format').schema
        .enum;

    expect(formats('/api/report/user/{id}/month/{m}/year/{y}')).toEqual(['csv', 'xlsx', 'pdf']);
    expect(formats('/api/logs/client/{id}/month/{m}/year/{y}')).toEqual(['csv', 'xlsx', 'pdf']);
  });
});
