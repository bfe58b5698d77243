import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { hoursOfMinutes, minutesOfHours, weekSummary } from './schedule-hours';

describe("a schedule's hours (docs/product/time-model.md#schedules)", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads whole and decimal hours, with a point or a comma, as minutes', () => {
    expect(minutesOfHours('8')).toBe(480);
    expect(minutesOfHours(' 7.5 ')).toBe(450);
    expect(minutesOfHours('7,5')).toBe(450);
    expect(minutesOfHours('0')).toBe(0);
    expect(minutesOfHours('24')).toBe(1440);
    expect(minutesOfHours('6.25')).toBe(375);
  });

  it('refuses what is not 0 to 24 hours', () => {
    for (const text of ['', '24.5', '25', '-1', 'eight', '7.', '1.234']) expect(minutesOfHours(text)).toBeNull();
  });

  it('writes minutes as hours in the language shown', async () => {
    expect(hoursOfMinutes(450)).toBe('7.5');
    expect(hoursOfMinutes(480)).toBe('8');
    await i18n.changeLanguage('de');
    expect(hoursOfMinutes(450)).toBe('7,5');
  });

  it('sums a week up Monday first', () => {
    expect(weekSummary([480, 480, 480, 480, 240, 0, 0], (weekday, hours) => `${weekday} ${hours} h`)).toBe(
      'Mon\u00a08\u00a0h · Tue\u00a08\u00a0h · Wed\u00a08\u00a0h · Thu\u00a08\u00a0h · Fri\u00a04\u00a0h · Sat\u00a00\u00a0h · Sun\u00a00\u00a0h',
    );
  });
});
