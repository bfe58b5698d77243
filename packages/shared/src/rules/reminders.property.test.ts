import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  employmentArbitrary,
  holidaysArbitrary,
  schedulesArbitrary,
  windowDates,
} from '../test/time-model-arbitraries.js';
import { isLastWorkingDayOfMonth } from './reminders.js';
import { isWorkingDay, type PersonTime } from './time-model.js';

/**
 * docs/product/closing.md#reminders: "a reminder to submit the timesheet on the month's last working day", over any
 * schedules, public holidays and employment: each month has exactly one such day when it has a working day at all,
 * and it is the latest of them.
 */
describe('the last working day of a month over any schedule, calendar and employment', () => {
  it('is the one latest working day of each month, or none when the month has no working day', () => {
    fc.assert(
      fc.property(schedulesArbitrary, holidaysArbitrary, employmentArbitrary, (schedules, holidays, employment) => {
        const person: PersonTime = { schedules, publicHolidays: new Set(holidays), employment };
        // December 2026 lies wholly inside the window of the arbitraries.
        const december = windowDates.filter((date) => date.startsWith('2026-12'));
        const lastDays = december.filter((date) => isLastWorkingDayOfMonth(person, date));
        const workingDays = december.filter((date) => isWorkingDay(person, date));
        expect(lastDays).toEqual(workingDays.slice(-1));
      }),
    );
  });
});
