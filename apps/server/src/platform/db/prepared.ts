import type { Database } from './index.js';

/**
 * A statement built and prepared once per database, when first used: neither drizzle nor PostgreSQL plans it again on
 * each call (docs/product/http-contract.md#scale).
 */
export function preparedPerDatabase<Statement>(prepare: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
