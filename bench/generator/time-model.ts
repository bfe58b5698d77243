/**
 * The generated company's time model (docs/product/time-model.md): three holiday calendars, part-timers with one
 * or two schedules, employment dates. Drawn from their own random streams, so the rows the generator made
 * before the time model (people, assignments, full-timers' logs) stay the same for the same seed.
 */
import { easterSunday, lisbonHolidays } from '../../apps/server/src/seed-demo-library.js';
import { dayOf, isoOf, isoWeekday } from '../lib/dates.js';
import { Prng } from '../lib/prng.js';

export interface Calendar {
  id: number;
  name: string;
  country: string;
  region: string | null;
}

export const CALENDARS: Calendar[] = [
  { id: 1, name: 'Munich', country: 'DE', region: 'BY' },
  { id: 2, name: 'Lisbon', country: 'PT', region: null },
  { id: 3, name: 'London', country: 'GB', region: 'ENG' },
];

export interface Holiday {
  calendarId: number;
  date: string;
  title: string;
}

const MUNICH: [string, string][] = [
  ['01-01', "New Year's Day"],
  ['01-06', 'Epiphany'],
  ['05-01', 'Labour Day'],
  ['08-15', 'Assumption Day'],
  ['10-03', 'Unity Day'],
  ['11-01', "All Saints' Day"],
  ['12-24', 'Christmas Eve'],
  ['12-25', 'Christmas Day'],
  ['12-26', "St Stephen's Day"],
  ['12-31', "New Year's Eve"],
];

/** The Monday on or after a day; `weeks` more Mondays on when given. */
const mondayFrom = (day: number, weeks = 0) => day + ((8 - isoWeekday(day)) % 7) + 7 * weeks;

function londonHolidays(year: number): { date: string; title: string }[] {
  const easter = dayOf(easterSunday(year));
  const lastMondayBefore = (monthDay: string) => mondayFrom(dayOf(`${year}-${monthDay}`) - 7);
  return [
    { date: `${year}-01-01`, title: "New Year's Day" },
    { date: isoOf(easter - 2), title: 'Good Friday' },
    { date: isoOf(easter + 1), title: 'Easter Monday' },
    { date: isoOf(mondayFrom(dayOf(`${year}-05-01`))), title: 'Early May bank holiday' },
    { date: isoOf(lastMondayBefore('06-01')), title: 'Spring bank holiday' },
    { date: isoOf(lastMondayBefore('09-01')), title: 'Summer bank holiday' },
    { date: `${year}-12-25`, title: 'Christmas Day' },
    { date: `${year}-12-26`, title: 'Boxing Day' },
  ];
}

/** Every calendar's public holidays of the years, calendar by calendar. */
export function calendarHolidays(firstYear: number, lastYear: number): Holiday[] {
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i);
  const of: Record<number, (year: number) => { date: string; title: string }[]> = {
    1: (year) => MUNICH.map(([monthDay, title]) => ({ date: `${year}-${monthDay}`, title })),
    2: lisbonHolidays,
    3: londonHolidays,
  };
  return CALENDARS.flatMap((calendar) =>
    years.flatMap((year) => of[calendar.id]!(year).map((holiday) => ({ calendarId: calendar.id, ...holiday }))),
  );
}

/** Minutes per weekday, Monday first. */
export type Week = readonly number[];
export const FULL_TIME: Week = [480, 480, 480, 480, 480, 0, 0];
const PART_TIME: Week[] = [
  [480, 480, 480, 480, 0, 0, 0],
  [360, 360, 360, 360, 360, 0, 0],
  [360, 360, 360, 360, 0, 0, 0],
];

export interface WorkSchedule {
  from: number;
  minutes: Week;
}

export interface PersonTimeModel {
  calendarId: number;
  /** Oldest first; none for a full-timer (the default week). */
  schedules: WorkSchedule[];
  startDate: string | null;
  endDate: string | null;
}

/**
 * A person's calendar (60 % Munich, 25 % Lisbon, 15 % London), schedule (20 % of employees part-time from before
 * the data, a third of them with a second week later) and employment dates (the day they joined when that falls
 * in the data, the last day of those who left).
 */
export function personTimeModel(
  person: { id: number; isEmployee: boolean; active: boolean; from: number; until: number },
  company: { seed: number; firstDay: number; lastDay: number },
): PersonTimeModel {
  const random = new Prng(company.seed, 7, person.id);
  const roll = random.next();
  const calendarId = person.id === 1 || roll < 0.6 ? 1 : roll < 0.85 ? 2 : 3;
  const schedules: WorkSchedule[] = [];
  if (person.isEmployee && person.id > 10 && random.chance(0.2)) {
    schedules.push({ from: mondayFrom(company.firstDay, -4), minutes: random.pick(PART_TIME) });
    if (random.chance(1 / 3)) {
      const weeks = Math.floor((company.lastDay - company.firstDay) / 7);
      const from = mondayFrom(company.firstDay, random.int(8, weeks - 4));
      schedules.push({ from, minutes: random.pick([FULL_TIME, ...PART_TIME]) });
    }
  }
  return {
    calendarId,
    schedules,
    startDate: person.isEmployee && person.from > company.firstDay ? isoOf(person.from) : null,
    endDate: person.isEmployee && !person.active ? isoOf(person.until) : null,
  };
}

/** The week valid on a day: the latest schedule from on or before it (docs/product/time-model.md#schedules). */
export function weekOn(schedules: readonly WorkSchedule[], day: number): Week {
  let week = FULL_TIME;
  for (const schedule of schedules) if (schedule.from <= day) week = schedule.minutes;
  return week;
}

/** The minutes a week plans for a day. */
export const plannedMinutes = (schedules: readonly WorkSchedule[], day: number): number =>
  weekOn(schedules, day)[isoWeekday(day) - 1]!;
