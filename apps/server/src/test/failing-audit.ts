import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/index.js';

/**
 * Makes every insert into the audit trail fail inside the database, as a full disk or a lost
 * connection would, to show that a change whose audit row fails is not kept either (docs/product/reports.md#one-transaction).
 * Each worker keeps its test database for its next file: call `acceptAuditRows` in afterEach.
 */
export async function refuseAuditRows(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the audit trail refuses this row (test)'; END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER test_refuse_audit_row BEFORE INSERT ON audit_entries
      FOR EACH ROW EXECUTE FUNCTION test_refuse_audit_row()`),
  );
}

export async function acceptAuditRows(db: Database): Promise<void> {
  await db.execute(sql.raw('DROP TRIGGER IF EXISTS test_refuse_audit_row ON audit_entries'));
  await db.execute(sql.raw('DROP FUNCTION IF EXISTS test_refuse_audit_row()'));
}
