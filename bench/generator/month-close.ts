import { Role } from '@portal/shared';
import { isoOf } from '../lib/dates.js';
import { Prng } from '../lib/prng.js';
import type { Row } from './activity.js';
import type { Company } from './company.js';

/**
 * docs/product/closing.md#month-life for the benchmark's company: the lock date at the end of August 2026, every
 * month before October approved for everyone and signed off by every client, and October 2026 (the report month) in
 * every state: most people submitted, some approved, some still open; most clients approved, some queried or pending.
 */
export const BENCH_LOCKED_UNTIL = '2026-08-31';
const OPEN_MONTH = '2026-10';
const DECIDED_AT = '2026-11-05T10:00:00Z';

/** "YYYY-MM" of every month from the company's first day up to and including October 2026. */
function monthsOf(company: Company): string[] {
  const months: string[] = [];
  for (let month = isoOf(company.firstDay).slice(0, 7); month <= OPEN_MONTH; month = nextMonth(month)) {
    months.push(month);
  }
  return months;
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

const employedIn = (from: number, until: number, month: string) =>
  isoOf(from).slice(0, 7) <= month && isoOf(until).slice(0, 7) >= month;

/** timesheets rows: user_id, month, status, submitted_at, decided_by, decided_at. */
export function* timesheets(company: Company): Generator<Row> {
  const random = new Prng(company.seed, 9, 0);
  for (const person of company.people) {
    if (person.roleId === Role.CLIENT) continue;
    for (const month of monthsOf(company)) {
      if (!employedIn(person.from, person.until, month)) continue;
      const roll = month === OPEN_MONTH ? random.int(1, 10) : 10;
      if (roll === 1) continue; // still open
      const approved = roll >= 8;
      yield [
        person.id,
        month,
        approved ? 'approved' : 'submitted',
        DECIDED_AT,
        approved ? 1 : null,
        approved ? DECIDED_AT : null,
      ];
    }
  }
}

/** client_signoffs rows: client_id, month, status, by_name, at. */
export function* clientSignoffs(company: Company): Generator<Row> {
  const random = new Prng(company.seed, 10, 0);
  for (const client of company.clients) {
    for (const month of monthsOf(company)) {
      const roll = month === OPEN_MONTH ? random.int(1, 10) : 10;
      if (roll <= 2) continue; // pending
      yield [client.id, month, roll === 3 ? 'queried' : 'approved', `Signer of ${client.name}`, DECIDED_AT];
    }
  }
}
