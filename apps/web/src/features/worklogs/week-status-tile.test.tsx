import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, type DayBarInput } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { WeekStatusTile } from './week-status-tile';

const MONDAY = '2025-03-03';
/** Wednesday of that week, after the 17:00 cut-off. */
const WEDNESDAY_EVENING = new Date(2025, 2, 5, 18, 0);
const EIGHT_HOURS = 480;

/** Monday to Sunday with the given minutes on weekdays (0 on the weekend). */
function week(minutes: number[], holidays: Partial<Pick<DayBarInput, 'isPublicHoliday'>>[] = []): DayBarInput[] {
  return Array.from({ length: 7 }, (_, index) => ({
    date: addDays(MONDAY, index),
    minutes: minutes[index] ?? 0,
    isPublicHoliday: holidays[index]?.isPublicHoliday ?? false,
    isPersonalHoliday: false,
  }));
}

function statusShown(days: DayBarInput[], monday = MONDAY, now = new Date(2025, 2, 10, 9, 0)) {
  render(<WeekStatusTile monday={monday} days={days} caption="Your week" now={now} />);
  return screen.getByRole('status', { name: 'Weekly status' }).textContent;
}

describe('the weekly status tile (docs/product/time-and-week.md#dashboard, #day-bar Weekly status)', () => {
  afterEach(cleanup);

  it("says 'All hours entered correctly.' for five days of 8 hours", () => {
    expect(statusShown(week(Array(5).fill(EIGHT_HOURS)))).toBe('Your weekAll hours entered correctly.');
  });

  it("says 'Insufficient time logged.' when a working day has less than 8 hours", () => {
    expect(statusShown(week([EIGHT_HOURS, EIGHT_HOURS, 420, EIGHT_HOURS, EIGHT_HOURS]))).toContain(
      'Insufficient time logged.',
    );
  });

  it("says 'Overtime.' when a working day has more than 8 hours, even beside a short one", () => {
    expect(statusShown(week([540, 60, EIGHT_HOURS, EIGHT_HOURS, EIGHT_HOURS]))).toContain('Overtime.');
  });

  it("says 'Upcoming week' for a week after the current one", () => {
    expect(statusShown(week([]), addDays(MONDAY, 7), WEDNESDAY_EVENING)).toContain('Upcoming week');
  });

  it('skips a public holiday without hours, and the days from tomorrow on in the current week', () => {
    const days = week([0, EIGHT_HOURS, EIGHT_HOURS, 0, 0], [{ isPublicHoliday: true }]);

    expect(statusShown(days, MONDAY, WEDNESDAY_EVENING)).toContain('All hours entered correctly.');
  });

  it("counts today only after 17:00: 'Insufficient time logged.' then, not before", () => {
    const days = week([EIGHT_HOURS, EIGHT_HOURS, 120]);

    expect(statusShown(days, MONDAY, new Date(2025, 2, 5, 16, 59))).toContain('All hours entered correctly.');
    cleanup();
    expect(statusShown(days, MONDAY, WEDNESDAY_EVENING)).toContain('Insufficient time logged.');
  });

  it("names whose week it is: 'Your week' or the viewed person's", () => {
    render(<WeekStatusTile monday={MONDAY} days={week([])} caption="Ben Fischer's week" />);

    expect(screen.getByRole('status', { name: 'Weekly status' }).textContent).toContain("Ben Fischer's week");
  });

  it('says the status in German', async () => {
    await i18n.changeLanguage('de');
    try {
      const shown = (days: DayBarInput[], monday = MONDAY, now = new Date(2025, 2, 10, 9, 0)) => {
        cleanup();
        render(<WeekStatusTile monday={monday} days={days} caption="Deine Woche" now={now} />);
        return screen.getByRole('status', { name: 'Wochenstatus' }).textContent;
      };

      expect(shown(week(Array(5).fill(EIGHT_HOURS)))).toBe('Deine WocheAlle Stunden korrekt erfasst.');
      expect(shown(week([EIGHT_HOURS, 60]))).toBe('Deine WocheZu wenig Arbeitszeit erfasst.');
      expect(shown(week([540]))).toBe('Deine WocheÜberstunden.');
      expect(shown(week([]), addDays(MONDAY, 7), WEDNESDAY_EVENING)).toBe('Deine WocheKommende Woche');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
