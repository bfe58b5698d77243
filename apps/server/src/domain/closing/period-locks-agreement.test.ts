import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { clientMonthKey, lockReason, type IsoDate, type LocksInForce } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { rowsOf } from '../../test/database.js';
import { buildClient, buildUser } from '../../test/factories.js';
import { clientSignoffs, settings, timesheets } from '../../platform/db/schema.js';
import { lockedSql } from './period-locks.js';
import { LOCKED_UNTIL } from '../../platform/settings.js';

/**
 * docs/product/closing.md#locks: a day is locked by the lock date, by its person's approved month or (for a work log) by
 * its client's signed-off month. The writes ask the database (lockedSql), the import and the screens the shared rule
 * (lockReason); on any generated locks both say the same of every day and client.
 */
const MONTHS = ['2026-01', '2026-02', '2026-03'];
const dayArbitrary = fc
  .tuple(fc.constantFrom(...MONTHS), fc.integer({ min: 1, max: 28 }))
  .map(([month, day]): IsoDate => `${month}-${String(day).padStart(2, '0')}`);
const statusArbitrary = fc.constantFrom('open', 'submitted', 'approved');

describe('the lock rule in SQL and in the shared rule agree (fast-check, docs/product/closing.md#locks)', () => {
  const t = useTestContext();

  it('locks the same days', async () => {
    const db = t.database.db;
    const person = await buildUser(db, {});
    const clients = [await buildClient(db, 'Acme'), await buildClient(db, 'Globex')];
    const clientIdArbitrary = fc.option(fc.constantFrom(...clients.map((client) => client.id)), { nil: undefined });

    await fc.assert(
      fc.asyncProperty(
        fc.option(dayArbitrary, { nil: null }),
        fc.dictionary(fc.constantFrom(...MONTHS), statusArbitrary),
        fc.array(fc.tuple(fc.constantFrom(...clients.map((client) => client.id)), fc.constantFrom(...MONTHS))),
        fc.array(fc.tuple(dayArbitrary, clientIdArbitrary), { minLength: 1, maxLength: 12 }),
        async (lockedUntil, monthStatuses, signedOff, drawn) => {
          // The lock date's own day is the edge a rewrite is most likely to get wrong.
          const probes: [IsoDate, number | undefined][] = lockedUntil ? [[lockedUntil, undefined], ...drawn] : drawn;
          await db.delete(settings).where(sql`${settings.key} = ${LOCKED_UNTIL}`);
          await db.delete(timesheets);
          await db.delete(clientSignoffs);
          if (lockedUntil) await db.insert(settings).values({ key: LOCKED_UNTIL, value: lockedUntil });
          for (const [month, status] of Object.entries(monthStatuses)) {
            await db.insert(timesheets).values({ userId: person.id, month, status });
          }
          const signedOffMonths = new Map(
            signedOff.map(([clientId, month]) => [clientMonthKey(clientId, month), { clientId, month }]),
          );
          for (const { clientId, month } of signedOffMonths.values()) {
            await db
              .insert(clientSignoffs)
              .values({ clientId, month, status: 'approved', byName: 'Nora', at: new Date() });
          }
          const locks: LocksInForce = {
            lockedUntil,
            approvedTimesheets: new Set(
              Object.entries(monthStatuses)
                .filter(([, status]) => status === 'approved')
                .map(([month]) => month),
            ),
            signedOffClientMonths: new Set(signedOffMonths.keys()),
          };

          const asked = probes.map(([date, clientId], index) => {
            const client = clientId === undefined ? undefined : sql`${clientId}::int`;
            const locked = lockedSql(sql`${person.id}::int`, sql`${date}`, client);
            return sql`select ${index}::int as n, ${locked} as locked`;
          });
          const answers = await rowsOf<{ locked: boolean }>(
            db,
            sql`select locked from (${sql.join(asked, sql` union all `)}) as probes order by n`,
          );

          expect(answers.map((answer) => answer.locked)).toEqual(
            probes.map(([date, clientId]) => lockReason(locks, date, clientId) !== null),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
