import { describe, expect, it } from 'vitest';
import { monthSummary } from './month-summary.js';
import type { PersonTime } from './time-model.js';

/** docs/product/time-model.md#schedules: Mia works Monday to Thursday, 6 hours a day; 2026-06-10 is a public holiday. */
const mia: PersonTime = {
  schedules: [{ from_date: '2026-01-01', minutes: [360, 360, 360, 360, 0, 0, 0] }],
  publicHolidays: new Set(['2026-06-10']),
};
const logged = new Map([
  ['2026-06-01', 360],
  ['2026-06-02', 300],
  // A Saturday: logged, though the schedule plans nothing.
  ['2026-06-13', 120],
  ['2026-06-16', 180],
  // Later in the month than "today".
  ['2026-06-25', 60],
]);
/** The afternoon of 2026-06-16 and the whole of 2026-06-29 on approved leave. */
const leave = new Map([
  ['2026-06-16', 0.5],
  ['2026-06-29', 1],
]);

describe('the month summary (docs/product/closing.md#summary)', () => {
  it('counts every minute logged in the month, and the targets and missing days up to today only', () => {
    const summary = monthSummary(mia, '2026-06', '2026-06-18', logged, leave);

    expect(summary.logged_minutes).toBe(1020);
    // 11 working days up to the 18th (the holiday on the 10th has no target), one of them half on leave.
    expect(summary.target_minutes).toBe(11 * 360 - 180);
    expect(summary.missing_days).toEqual([
      '2026-06-03',
      '2026-06-04',
      '2026-06-08',
      '2026-06-09',
      '2026-06-11',
      '2026-06-15',
      '2026-06-17',
      '2026-06-18',
    ]);
  });

  it('"Leave days in the month, halves as 0.5": the whole month, working days only', () => {
    const onHoliday = new Map([...leave, ['2026-06-10', 1]]);

    expect(monthSummary(mia, '2026-06', '2026-06-18', logged, onHoliday).leave_days).toBe(1.5);
  });

  it('a month that has ended counts up to its last day', () => {
    const summary = monthSummary(mia, '2026-06', '2026-07-20', logged, leave);

    // 17 working days (18 Monday-to-Thursday days less the holiday), half of one and all of another on leave.
    expect(summary.target_minutes).toBe(17 * 360 - 180 - 360);
    expect(summary.missing_days).toContain('2026-06-30');
    expect(summary.missing_days).not.toContain('2026-06-29');
  });

  it('"Targets and missing days count only days inside employment"', () => {
    const summary = monthSummary(
      { ...mia, employment: { start_date: '2026-06-09', end_date: null } },
      '2026-06',
      '2026-06-18',
      logged,
      leave,
    );

    expect(summary.target_minutes).toBe(6 * 360 - 180);
    expect(summary.missing_days).toEqual(['2026-06-09', '2026-06-11', '2026-06-15', '2026-06-17', '2026-06-18']);
  });
});
