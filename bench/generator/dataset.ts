import pg from 'pg';
import type { CompanySize } from './sizes.js';
import type { Target } from './target.js';

export interface LoadReport {
  seconds: number;
  rows: Record<string, number>;
}

export interface Dataset extends LoadReport {
  size: CompanySize['name'];
  seed: number;
  /** DATASET_VERSION; missing on databases generated before the time model. */
  version?: number;
  generatedAt: string;
}

/** What is in a PostgreSQL database, kept as its comment: `npm run bench` generates only when it differs. */
export async function markDataset(target: Target, dataset: Dataset): Promise<void> {
  const { rows } = await target.query('SELECT current_database() AS name');
  const literal = JSON.stringify(dataset).replaceAll("'", "''");
  await target.query(`COMMENT ON DATABASE "${String(rows[0]!.name)}" IS '${literal}'`);
}

export async function readDataset(url: string): Promise<Dataset | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = current_database()",
    );
    const comment = rows[0]?.comment;
    return comment?.startsWith('{') ? (JSON.parse(comment) as Dataset) : null;
  } finally {
    await client.end();
  }
}
