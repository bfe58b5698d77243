import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, dayBar, type DayBarInput } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen } from '../../test/render-screen';
import { HoursBar } from './hours-bar';

const MONDAY = '2025-03-03';

/** Monday to Sunday, each with `minutes`. */
const week = (minutes: number): DayBarInput[] =>
  Array.from({ length: 7 }, (_, index) => ({
    date: addDays(MONDAY, index),
    minutes,
    isPublicHoliday: false,
    isPersonalHoliday: false,
  }));

const caption = (date: string) => screen.getByTestId(`bar-${date}`).textContent;

describe('the weekly hours bar (docs/product/time-and-week.md#day-bar)', () => {
  afterEach(cleanup);

  it('shows in English the hours of the shared day bar "with the first three letters of the weekday"', () => {
    const days = [...week(450).slice(0, 3), ...week(423).slice(3, 5), ...week(480).slice(5)];
    renderScreen(<HoursBar days={days} />);

    days.forEach((day, index) => {
      const bar = dayBar(day);
      if (bar.kind !== 'hours') throw new Error(`no hours on ${day.date}`);
      expect(caption(day.date)).toBe(`${bar.hours} ${['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][index]}`);
    });
    expect(screen.getByRole('img', { name: '2025-03-03: 7.5 Mon, insufficient' })).toBeTruthy();
  });

  it('shows the hours with a decimal comma and the German weekday in German', async () => {
    await i18n.changeLanguage('de');
    try {
      renderScreen(<HoursBar days={[...week(450).slice(0, 1), ...week(540).slice(1, 2), ...week(0).slice(2)]} />);

      expect(screen.getByRole('heading', { name: 'Stunden diese Woche' })).toBeTruthy();
      expect(caption('2025-03-03')).toBe('7,5 Mo');
      expect(caption('2025-03-04')).toBe('9 Di');
      expect(screen.getByRole('img', { name: '03.03.2025: 7,5 Mo, zu wenig' })).toBeTruthy();
      expect(screen.getByRole('img', { name: '04.03.2025: 9 Di, Überstunden' })).toBeTruthy();
      expect(screen.queryByTestId('bar-2025-03-08')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
