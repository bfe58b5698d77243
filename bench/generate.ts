/**
 * Fills a database with a generated company (docs/decisions/0013-benchmark.md): deterministic from the seed.
 *
 *   npx tsx --conditions=source bench/generate.ts --size large --database-url postgres://…/portal_bench
 *   npx tsx --conditions=source bench/generate.ts --size small --data-dir /tmp/bench-data
 *
 * Options: --seed <n> (default 20261123). Creates the PostgreSQL database when it is missing,
 * empties every table of the portal and fills them. Everyone signs in with `Bench-Portal-2026`;
 * the super administrator is admin@bench.example.
 */
import { parseArgs } from 'node:util';
import { ensureDatabase } from './lib/postgres.js';
import { generateCompany } from './generator/load.js';
import type { Location } from './generator/target.js';
import { DEFAULT_SEED, SIZES } from './generator/sizes.js';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'large' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
  },
});

const size = values.size === 'large' || values.size === 'small' ? SIZES[values.size] : undefined;
if (!size) throw new Error('--size must be large or small');
let location: Location;
if (values['database-url']) {
  await ensureDatabase(values['database-url']);
  location = { url: values['database-url'] };
} else if (values['data-dir']) {
  location = { dataDir: values['data-dir'] };
} else {
  throw new Error('Give --database-url <postgres://…> or --data-dir <folder>');
}

const report = await generateCompany(location, size, Number(values.seed));
const counts = Object.entries(report.rows)
  .map(([table, rows]) => `${table} ${rows.toLocaleString('en')}`)
  .join(', ');
process.stdout.write(`Generated the ${size.name} company (seed ${values.seed}): ${counts}\n`);
process.stdout.write(`Load time: ${report.seconds.toFixed(1)} s\n`);
