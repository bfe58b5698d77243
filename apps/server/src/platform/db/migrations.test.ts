import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { balancesOf } from '../../domain/leave/leave-balances.js';
import type { Database } from './index.js';
import * as schema from './schema.js';

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

/** A copy of the migrations folder that stops after the first `count` migrations. */
function migrationsUpTo(count: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

describe('migration 0003: documents move to chunked storage (docs/decisions/0012)', () => {
  let client: PGlite | undefined;
  let partial: string | undefined;
  afterEach(async () => {
    await client?.close();
    if (partial) fs.rmSync(partial, { recursive: true, force: true });
  });

  it('keeps the bytes of every document stored before it, and new files get their own ids', async () => {
    client = await PGlite.create();
    const db = drizzle({ client });
    partial = migrationsUpTo(3);
    await migrate(db, { migrationsFolder: partial });
    await client.query(
      `INSERT INTO documents (id, title, description, type, file_name, size_bytes) VALUES
         (4, 'Handbook', 'All of it', 0, 'handbook.pdf', 9), (7, 'Terms', 'Legal', 2, 'terms.pdf', 9)`,
    );
    await client.query(
      `INSERT INTO document_contents VALUES (4, '\\x255044462d68616e64'), (7, '\\x255044462d7465726d')`,
    );

    await migrate(db, { migrationsFolder });

    const stored = await client.query<{ id: number; content: Uint8Array }>(
      `SELECT d.id, c.bytes AS content FROM documents d JOIN stored_file_chunks c ON c.file_id = d.file_id ORDER BY d.id`,
    );
    expect(stored.rows.map(({ id, content }) => [id, Buffer.from(content).toString()])).toEqual([
      [4, '%PDF-hand'],
      [7, '%PDF-term'],
    ]);
    const next = await client.query<{ id: number }>('INSERT INTO stored_files DEFAULT VALUES RETURNING id');
    expect(next.rows[0]!.id).toBe(8);
  });
});

describe("migration 0008: the time model starts as the spec's company (docs/product/time-model.md#calendars)", () => {
  let client: PGlite | undefined;
  let partial: string | undefined;
  afterEach(async () => {
    await client?.close();
    if (partial) fs.rmSync(partial, { recursive: true, force: true });
  });

  it("puts every public holiday and person in 'Default', makes every request whole, and changes no balance", async () => {
    client = await PGlite.create();
    const db = drizzle({ client, schema });
    partial = migrationsUpTo(8);
    await migrate(db, { migrationsFolder: partial });
    await client.query(`INSERT INTO leave_types (code, label, uses_balance) VALUES (0, 'Annual leave', true)`);
    await client.query(
      `INSERT INTO users (id, name, email, role_id) VALUES (1, 'Ana', 'ana@example.com', 2), (2, 'Ben', 'ben@example.com', 2)`,
    );
    await client.query(
      `INSERT INTO public_holidays (title, date) VALUES ('Christmas Day', '2026-12-25'), ('Boxing Day', '2026-12-26')`,
    );
    await client.query(`INSERT INTO allowances (user_id, year, total) VALUES (1, 2026, 25)`);
    await client.query(
      `INSERT INTO leave_requests (requesting_id, type, notes, from_date, to_date, status)
       VALUES (1, 0, 'Christmas', '2026-12-21', '2026-12-31', 1)`,
    );

    await migrate(db, { migrationsFolder });

    const calendars = await client.query<{ id: number; name: string }>('SELECT id, name FROM holiday_calendars');
    expect(calendars.rows).toEqual([{ id: 1, name: 'Default' }]);
    const places = await client.query<{ calendar: number }>(
      'SELECT holiday_calendar_id AS calendar FROM users UNION ALL SELECT calendar_id FROM public_holidays',
    );
    expect(places.rows.map((row) => row.calendar)).toEqual([1, 1, 1, 1]);
    const halves = await client.query('SELECT from_half, to_half FROM leave_requests');
    expect(halves.rows).toEqual([{ from_half: 'full', to_half: 'full' }]);
    // 21–31 December: 9 weekdays, Christmas Day on a Friday among them: 8 working days, as before the migration.
    const balances = await balancesOf(db as unknown as Database, 1, { year: 2026, today: '2026-11-24' });
    expect(balances.available_days_left_current).toBe(17);
  });
});

describe('migration 0012: Sick leave becomes private on a portal that has it (docs/product/leave.md#private-absences)', () => {
  let client: PGlite | undefined;
  let partial: string | undefined;
  afterEach(async () => {
    await client?.close();
    if (partial) fs.rmSync(partial, { recursive: true, force: true });
  });

  it("makes the first start's Sick leave private, renamed or not, and no other type", async () => {
    client = await PGlite.create();
    const db = drizzle({ client });
    partial = migrationsUpTo(12);
    await migrate(db, { migrationsFolder: partial });
    await client.query(
      `INSERT INTO leave_types (code, label, uses_balance) VALUES
         (0, NULL, true), (1, 'Krankmeldung', false), (2, NULL, false), (5, 'Sick child', false)`,
    );

    await migrate(db, { migrationsFolder });

    const types = await client.query<{ code: number; private: boolean }>(
      'SELECT code, private FROM leave_types ORDER BY code',
    );
    expect(types.rows).toEqual([
      { code: 0, private: false },
      { code: 1, private: true },
      { code: 2, private: false },
      { code: 5, private: false },
    ]);
  });
});
