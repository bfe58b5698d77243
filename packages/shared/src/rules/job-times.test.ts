import { describe, expect, it } from 'vitest';
import { lastWeeklyHourStart } from './job-times.js';

const due = (weekday: number, hour: number, now: string, timeZone = 'Europe/Berlin') =>
  lastWeeklyHourStart(weekday, hour, new Date(now), timeZone).toISOString();

/**
 * docs/product/closing.md#reminders: the weekly reminder runs at `reminder_weekday` (1 Monday … 7 Sunday) and
 * `reminder_hour` "in the portal's time zone"; docs/product/jobs.md#runner runs the latest due moment.
 */
describe('the due moment of a weekly job', () => {
  it("is this week's weekday at the hour once that has passed, else last week's", () => {
    // Friday 20 November 2026, 14:00 in Berlin is 13:00 UTC.
    expect(due(5, 14, '2026-11-20T13:00:00Z')).toBe('2026-11-20T13:00:00.000Z');
    expect(due(5, 14, '2026-11-23T09:00:00Z')).toBe('2026-11-20T13:00:00.000Z');
    expect(due(5, 14, '2026-11-20T12:59:59Z')).toBe('2026-11-13T13:00:00.000Z');
    expect(due(1, 8, '2026-11-23T07:00:00Z')).toBe('2026-11-23T07:00:00.000Z');
    expect(due(7, 23, '2026-11-23T07:00:00Z')).toBe('2026-11-22T22:00:00.000Z');
  });

  it('stays at the hour on the portal clocks across a change of the clocks', () => {
    // Clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026 in Berlin.
    expect(due(5, 14, '2026-04-01T12:00:00Z')).toBe('2026-03-27T13:00:00.000Z');
    expect(due(1, 8, '2026-03-30T07:00:00Z')).toBe('2026-03-30T06:00:00.000Z');
    expect(due(1, 8, '2026-10-26T07:00:00Z')).toBe('2026-10-26T07:00:00.000Z');
    expect(due(1, 8, '2026-10-30T07:00:00Z')).toBe('2026-10-26T07:00:00.000Z');
    expect(due(7, 12, '2026-03-29T11:00:00Z')).toBe('2026-03-29T10:00:00.000Z');
    expect(due(7, 12, '2026-10-25T12:00:00Z')).toBe('2026-10-25T11:00:00.000Z');
  });

  it('runs once on a day that repeats the hour, and skips the week of a day that has none', () => {
    // 02:00 happens twice on 25 October 2026 in Berlin (first at 00:00 UTC) and not at all on 29 March 2026.
    expect(due(7, 2, '2026-10-25T01:30:00Z')).toBe('2026-10-25T00:00:00.000Z');
    expect(due(7, 2, '2026-03-29T03:00:00Z')).toBe('2026-03-22T01:00:00.000Z');
  });

  it('follows the time zone it is given', () => {
    expect(due(5, 14, '2026-11-20T20:00:00Z', 'America/New_York')).toBe('2026-11-20T19:00:00.000Z');
    expect(due(5, 14, '2026-11-20T09:00:00Z', 'Asia/Kolkata')).toBe('2026-11-20T08:30:00.000Z');
  });
});
