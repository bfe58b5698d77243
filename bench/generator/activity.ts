import { Role } from '@portal/shared';
import { dayOf, isoOf, yearOf } from '../lib/dates.js';
import { Prng } from '../lib/prng.js';
import type { Assignment, Company } from './company.js';
import { LAST_LEAVE_DAY } from './sizes.js';
import { plannedMinutes } from './time-model.js';

/** Rows in the column order of the loader's table definitions (COLUMNS in target.ts). */
export type Row = unknown[];

const VERBS = ['Implemented', 'Reviewed', 'Fixed', 'Planned', 'Tested', 'Refactored', 'Documented', 'Deployed'];
const THINGS = [
  'the invoice export',
  'login rate limits',
  'the search index',
  'a flaky integration test',
  'the release pipeline',
  'customer onboarding flow',
  'the reporting dashboard',
  'database migrations',
  'API pagination',
  'the mobile layout',
];
/** "Today" of the benchmark: requests after it are mostly pending. */
const TODAY = dayOf('2026-11-23');

function assignmentsByUser(company: Company): Map<number, Assignment[]> {
  const byUser = new Map<number, Assignment[]>();
  for (const assignment of company.assignments) {
    const list = byUser.get(assignment.userId) ?? [];
    list.push(assignment);
    byUser.set(assignment.userId, list);
  }
  return byUser;
}

const employees = (company: Company) => company.people.filter((person) => person.roleId !== Role.CLIENT);

/**
 * About three entries a working day for everyone employed that day, an hour either side of the day's scheduled
 * minutes: 2.1 million for the large size.
 */
export function* workLogs(company: Company): Generator<Row> {
  const byUser = assignmentsByUser(company);
  let id = 0;
  for (const person of employees(company)) {
    const random = new Prng(company.seed, 2, person.id);
    const own = byUser.get(person.id) ?? [];
    for (let day = person.from; day <= person.until; day += 1) {
      const planned = plannedMinutes(person.schedules, day);
      if (planned === 0 || random.chance(0.04)) continue;
      const open = own.filter((a) => a.from <= day && (a.to === null || a.to >= day));
      if (open.length === 0) continue;
      const entries = random.int(2, 4);
      let left = random.int(planned - 60, planned + 60);
      const date = isoOf(day);
      for (let n = 0; n < entries; n += 1) {
        const duration = n === entries - 1 ? left : random.int(15, Math.max(15, left - 15 * (entries - n - 1)));
        left -= duration;
        id += 1;
        const description = `${random.pick(VERBS)} ${random.pick(THINGS)}`;
        yield [id, person.id, random.pick(open).clientId, date, Math.max(1, duration), description];
      }
    }
  }
}

/** Roughly one working day in three at home. */
export function* homeOfficeDays(company: Company): Generator<Row> {
  let id = 0;
  for (const person of employees(company)) {
    const random = new Prng(company.seed, 3, person.id);
    for (let day = person.from; day <= person.until; day += 1) {
      if (plannedMinutes(person.schedules, day) > 0 && random.chance(0.3)) yield [(id += 1), person.id, isoOf(day)];
    }
  }
}

/**
 * Leave requests in every status and type (the company's Training among them), one after the other per person so that no two requests
 * of a person that are not declined overlap (docs/product/leave.md#overlaps). One in ten starts at noon
 * or ends at noon (docs/product/time-model.md#half-days).
 */
export function* leaveRequests(company: Company): Generator<Row> {
  const staff = employees(company);
  const lastLeaveDay = dayOf(LAST_LEAVE_DAY);
  let id = 0;
  for (const [index, person] of staff.entries()) {
    const random = new Prng(company.seed, 4, person.id);
    const halves = new Prng(company.seed, 9, person.id);
    const quota =
      Math.floor(company.size.leaveRequests / staff.length) +
      (index < company.size.leaveRequests % staff.length ? 1 : 0);
    const end = person.active ? lastLeaveDay : person.until;
    const room = Math.max(quota, end - person.from);
    const averageStep = room / quota;
    let cursor = person.from + random.int(1, Math.max(1, Math.floor(averageStep / 2)));
    for (let n = 0; n < quota; n += 1) {
      const length = random.int(0, Math.min(9, Math.max(0, Math.floor(averageStep / 3))));
      const from = cursor;
      const to = from + length;
      cursor = to + 1 + random.int(0, Math.max(0, Math.floor(averageStep * 2 - length - 2)));
      const roll = random.next();
      const status = from > TODAY ? (roll < 0.6 ? 0 : roll < 0.95 ? 1 : 2) : roll < 0.05 ? 0 : roll < 0.85 ? 1 : 2;
      const type = random.chance(0.65) ? 0 : random.int(1, 5);
      const decidedAt = status === 0 ? null : new Date((from - random.int(1, 20)) * 86_400_000).toISOString();
      id += 1;
      yield [
        id,
        person.id,
        1,
        type,
        random.chance(0.5) ? 'There are no notes added' : 'Family trip',
        isoOf(from),
        isoOf(to),
        status,
        status === 0 ? null : random.int(1, 10),
        decidedAt,
        person.id,
        ...halfDay(halves),
      ];
    }
  }
}

/** from_half and to_half: one request in ten starts at noon or ends at noon, never both. */
function halfDay(random: Prng): [string, string] {
  if (!random.chance(0.1)) return ['full', 'full'];
  return random.chance(0.5) ? ['afternoon', 'full'] : ['full', 'morning'];
}

/** A yearly allowance per employee from the first year of data to the year after the last. */
export function* allowances(company: Company): Generator<Row> {
  let id = 0;
  for (const person of employees(company)) {
    const random = new Prng(company.seed, 5, person.id);
    for (let year = yearOf(company.firstDay); year <= yearOf(dayOf(LAST_LEAVE_DAY)); year += 1) {
      yield [(id += 1), person.id, year, random.int(20, 30)];
    }
  }
}

/** The part-timers' weeks (docs/product/time-model.md#schedules), an array column in its text form. */
export function* workSchedules(company: Company): Generator<Row> {
  let id = 0;
  for (const person of company.people) {
    for (const schedule of person.schedules) {
      yield [(id += 1), person.id, isoOf(schedule.from), `{${schedule.minutes.join(',')}}`];
    }
  }
}

export function* userSkills(company: Company): Generator<Row> {
  for (const person of employees(company)) {
    const random = new Prng(company.seed, 6, person.id);
    const chosen = new Set<number>();
    const wanted = random.int(3, 8);
    while (chosen.size < wanted) chosen.add(random.int(1, company.skills.length));
    for (const skillId of [...chosen].sort((a, b) => a - b)) yield [person.id, skillId];
  }
}
