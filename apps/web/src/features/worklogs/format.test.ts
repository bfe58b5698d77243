import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { duration } from './format';

describe('durations (docs/product/time-and-week.md#constants)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('"A duration is shown as Nh, plus Mm if the remainder is not zero."', () => {
    expect(duration(i18n.t, 480)).toBe('8h');
    expect(duration(i18n.t, 95)).toBe('1h 35m');
    expect(duration(i18n.t, 45)).toBe('0h 45m');
  });

  it('names the units as German does', async () => {
    await i18n.changeLanguage('de');
    expect(duration(i18n.t, 480)).toBe('8 h');
    expect(duration(i18n.t, 95)).toBe('1 h 35 min');
  });
});
