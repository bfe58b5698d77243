import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderScreen } from '../../test/render-screen';
import { WeekCells } from './week-cells';
import { userWeeklyStatus, type ReportDay } from './weekly-status';

const MONDAY = '2026-01-05';
/** Seen on the Friday evening. */
const FRIDAY_EVENING = new Date(2026, 0, 9, 18);

/** A part-timer's week as GET /weekly/logs reports it: 6 hours Monday to Thursday logged, Friday their day off. */
const PART_TIME_WEEK: ReportDay[] = [
  { date: '2026-01-05', minutes: 360, status: 'success', scheduled_minutes: 360 },
  { date: '2026-01-06', minutes: 360, status: 'success', scheduled_minutes: 360 },
  { date: '2026-01-07', minutes: 360, status: 'success', scheduled_minutes: 360 },
  { date: '2026-01-08', minutes: 360, status: 'success', scheduled_minutes: 360 },
  { date: '2026-01-09', minutes: 0, status: 'insufficient', scheduled_minutes: 0 },
];

describe("the employees table's week of a part-timer (docs/product/time-model.md#schedules)", () => {
  afterEach(cleanup);

  it('measures each day against its scheduled minutes and leaves the day off unchecked', () => {
    expect(userWeeklyStatus(MONDAY, PART_TIME_WEEK, FRIDAY_EVENING)).toBe('All hours entered correctly.');
    const short = PART_TIME_WEEK.map((day, index) => (index === 0 ? { ...day, minutes: 300 } : day));
    expect(userWeeklyStatus(MONDAY, short, FRIDAY_EVENING)).toBe('Insufficient time logged.');
  });

  it('names a done day by its own hours and the day off as one, in both languages', async () => {
    const halfHour = { ...PART_TIME_WEEK[0]!, minutes: 450, scheduled_minutes: 450 };
    renderScreen(<WeekCells days={[halfHour, ...PART_TIME_WEEK.slice(1)]} />);

    expect(screen.getByLabelText('Mon: 7h 30m, 7.5 hours')).toBeTruthy();
    expect(screen.getByLabelText('Tue: 6h, 6 hours')).toBeTruthy();
    expect(screen.getByLabelText('Fri: 0h, Day off')).toBeTruthy();

    await i18n.changeLanguage('de');
    try {
      cleanup();
      renderScreen(<WeekCells days={[halfHour, ...PART_TIME_WEEK.slice(1)]} />);
      expect(screen.getByLabelText(/^Mo\.?: 7 h 30 min, 7,5 Stunden$/)).toBeTruthy();
      expect(screen.getByLabelText(/^Fr\.?: 0 h, Frei$/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
