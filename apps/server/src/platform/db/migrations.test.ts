import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';

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
