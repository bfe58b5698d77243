import { describe, expect, it } from 'vitest';
import { zonedMoment } from './zoned-time.js';

describe('zonedMoment (docs/product/time-model.md#time-zone)', () => {
  it('gives the date and hour of a moment on the clocks of a time zone', () => {
    const moment = new Date('2026-11-23T16:30:00Z');

    expect(zonedMoment(moment, 'Europe/Berlin')).toEqual({ date: '2026-11-23', year: 2026, hour: 17 });
    expect(zonedMoment(moment, 'Europe/Lisbon')).toEqual({ date: '2026-11-23', year: 2026, hour: 16 });
    expect(zonedMoment(moment, 'Pacific/Auckland')).toEqual({ date: '2026-11-24', year: 2026, hour: 5 });
  });

  it('crosses the year where the zone has already reached midnight', () => {
    const moment = new Date('2026-12-31T23:30:00Z');

    expect(zonedMoment(moment, 'Europe/Berlin')).toEqual({ date: '2027-01-01', year: 2027, hour: 0 });
    expect(zonedMoment(moment, 'America/New_York')).toEqual({ date: '2026-12-31', year: 2026, hour: 18 });
  });

  it('follows summer time', () => {
    expect(zonedMoment(new Date('2026-07-01T15:00:00Z'), 'Europe/Berlin').hour).toBe(17);
    expect(zonedMoment(new Date('2026-01-01T15:00:00Z'), 'Europe/Berlin').hour).toBe(16);
  });
});
