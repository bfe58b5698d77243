import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isWeekend, LeaveStatus, LEVELS, requestWorkingDays, Role, weekdayIndex, weeklyStatus } from '@portal/shared';
import { lockedUntil } from './domain/closing/period-locks.js';
import { balancesOf } from './domain/leave/leave-balances.js';
import { weeklyReport } from './features/weekly-report/service.js';
import type { DatabaseHandle } from './platform/db/index.js';
import {
  allowances,
  assignments,
  clients,
  clientSignoffs,
  signoffRequests,
  documents,
  holidayCalendars,
  homeOfficeDays,
  leaveRequests,
  leaveTypes,
  publicHolidays,
  skills,
  storedFileChunks,
  timesheets,
  users,
  userSkills,
  workLogs,
  workSchedules,
} from './platform/db/schema.js';
import { personTime } from './domain/time-model/time-model.js';
import { prepareDatabase } from './bootstrap/first-start.js';
import { loadConfig } from './platform/config.js';
import { seedDemo } from './seed-demo.js';
import { openTestDatabase } from './test/database.js';

describe('the demo company (npm run seed:demo)', () => {
  /** A Wednesday: the demo's dates are relative to the day it is loaded. */
  const TODAY = '2026-11-25';
  let database: DatabaseHandle;
  const person = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!;
  const minutesPerDay = async (userId: number) => {
    const perDay = new Map<string, number>();
    for (const log of await database.db.select().from(workLogs).where(eq(workLogs.userId, userId)))
      perDay.set(log.date, (perDay.get(log.date) ?? 0) + log.durationMinutes);
    return perDay;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareDatabase(
      database.db,
      loadConfig({ PORTAL_ADMIN_EMAIL: 'root@example.com', PORTAL_ADMIN_PASSWORD: 'Root-Pass-2026' }),
    );
  });
  afterAll(async () => database.close());

  it('has clients, employees of every level, a deactivated employee and a client user with a client', async () => {
    expect(await seedDemo(database.db, TODAY)).toEqual({ created: true });

    const people = await database.db.select().from(users);
    const employees = people.filter((person) => person.roleId !== Role.CLIENT);
    expect(new Set(employees.map((person) => person.level).filter(Boolean))).toEqual(new Set(LEVELS));
    expect(people.some((person) => !person.active)).toBe(true);
    const clientUser = people.find((person) => person.roleId === Role.CLIENT);
    expect(clientUser?.clientId).not.toBeNull();
    expect((await database.db.select().from(clients)).length).toBeGreaterThanOrEqual(3);
    expect((await database.db.select().from(assignments)).length).toBeGreaterThan(employees.length - 2);
  });

  it('has about three months of working days with 7.5 to 8.5 hours (but the part-timer and a half day), and home-office days', async () => {
    const logs = await database.db.select().from(workLogs);
    const perPersonDay = new Map<string, number>();
    for (const log of logs)
      perPersonDay.set(
        `${log.userId}/${log.date}`,
        (perPersonDay.get(`${log.userId}/${log.date}`) ?? 0) + log.durationMinutes,
      );
    const partTimer = await person('paul.weber@example.com');
    const halfDay = `${(await person('julia.costa@example.com')).id}/2026-11-20`;
    const fullDays = [...perPersonDay].filter(([key]) => !key.startsWith(`${partTimer.id}/`) && key !== halfDay);

    expect(perPersonDay.size).toBeGreaterThan(300);
    expect(fullDays.every(([, minutes]) => minutes >= 450 && minutes <= 510)).toBe(true);
    expect(logs.every((log) => !isWeekend(log.date))).toBe(true);
    expect((await database.db.select().from(homeOfficeDays)).length).toBeGreaterThan(100);
  });

  it('has allowances for three years, public holidays and leave in every status', async () => {
    const statuses = new Set((await database.db.select().from(leaveRequests)).map((request) => request.status));

    expect(statuses).toEqual(new Set([0, 1, 2]));
    expect((await database.db.select().from(publicHolidays)).length).toBeGreaterThanOrEqual(4);
    expect((await database.db.select().from(allowances)).length).toBeGreaterThan(30);
  });

  it('has a part-timer working 4 days of 6 hours, who logs them, whose last week is correct and whose week off is 4 days', async () => {
    const partTimer = await person('paul.weber@example.com');
    const schedules = await database.db.select().from(workSchedules).where(eq(workSchedules.userId, partTimer.id));
    const logged = await minutesPerDay(partTimer.id);
    const [lastWeek] = await weeklyReport(database.db, '2026-11-16', '2026-11-22', [partTimer.id]);
    const [weekOff] = await database.db
      .select()
      .from(leaveRequests)
      .where(eq(leaveRequests.requestingId, partTimer.id));

    expect(schedules).toMatchObject([{ fromDate: '2026-05-25', minutes: [360, 360, 360, 360, 0, 0, 0] }]);
    expect(logged.size).toBeGreaterThan(40);
    expect([...logged].every(([date, minutes]) => minutes === 360 && weekdayIndex(date) < 4)).toBe(true);
    const days = lastWeek!.days.map((day) => ({
      date: day.date,
      minutes: day.minutes,
      isHoliday: day.status === 'nat_holiday' || day.status === 'holiday',
      measure: day.scheduled_minutes,
    }));
    expect(days.map((day) => day.measure)).toEqual([360, 360, 360, 360, 0, 0, 0]);
    expect(weeklyStatus('2026-11-16', days, new Date(`${TODAY}T12:00:00`))).toBe('All hours entered correctly.');
    expect(weekOff).toMatchObject({ fromDate: '2026-10-19', toDate: '2026-10-23', status: LeaveStatus.APPROVED });
    const span = { from_date: weekOff!.fromDate, to_date: weekOff!.toDate };
    expect(requestWorkingDays(span, await personTime(database.db, partTimer.id, span.from_date, span.to_date))).toBe(4);
    expect(logged.has('2026-10-19')).toBe(false);
  });

  it("has a person in Lisbon, whose calendar holds Portugal's public holidays and whose leave skips them", async () => {
    const [lisbon] = await database.db.select().from(holidayCalendars).where(eq(holidayCalendars.name, 'Lisbon'));
    const marta = await person('marta.silva@example.com');
    const inLisbon = (await database.db.select().from(users)).filter((p) => p.holidayCalendarId === lisbon?.id);
    const holidays = await database.db.select().from(publicHolidays);
    const lisbonDates = holidays.filter((h) => h.calendarId === lisbon?.id).map((h) => h.date);
    const otherDates = holidays.filter((h) => h.calendarId !== lisbon?.id).map((h) => h.date);
    const logged = await minutesPerDay(marta.id);
    const [december] = await database.db.select().from(leaveRequests).where(eq(leaveRequests.requestingId, marta.id));

    expect(lisbon).toMatchObject({ country: 'PT' });
    expect(inLisbon.map((p) => p.email)).toEqual(['marta.silva@example.com']);
    expect(lisbonDates.filter((date) => date.startsWith('2026'))).toHaveLength(14);
    expect(lisbonDates).toEqual(expect.arrayContaining(['2026-04-03', '2026-06-10', '2026-10-05', '2026-12-08']));
    expect(otherDates).not.toContain('2026-06-10');
    expect([logged.has('2026-10-05'), logged.has('2026-10-06')]).toEqual([false, true]); // Republic Day, a Monday
    expect(december).toMatchObject({ fromDate: '2026-12-07', toDate: '2026-12-11' });
    const span = { from_date: december!.fromDate, to_date: december!.toDate };
    expect(requestWorkingDays(span, await personTime(database.db, marta.id, span.from_date, span.to_date))).toBe(4);
  });

  it('has half days: an approved Friday afternoon off, and a pending leave that ends at noon', async () => {
    const requests = await database.db.select().from(leaveRequests);
    const afternoon = requests.find((request) => request.fromHalf === 'afternoon');
    const untilNoon = requests.find((request) => request.toHalf === 'morning');
    const julia = await person('julia.costa@example.com');
    const hana = await person('hana.sato@example.com');

    expect(afternoon).toMatchObject({
      requestingId: julia.id,
      fromDate: '2026-11-20',
      toDate: '2026-11-20',
      status: LeaveStatus.APPROVED,
    });
    expect((await minutesPerDay(julia.id)).get('2026-11-20')).toBe(240);
    expect(untilNoon).toMatchObject({
      requestingId: hana.id,
      fromDate: '2026-12-14',
      toDate: '2026-12-16',
      status: LeaveStatus.PENDING,
    });
    const span = { from_date: '2026-12-14', to_date: '2026-12-16', to_half: 'morning' as const };
    expect(requestWorkingDays(span, await personTime(database.db, hana.id, '2026-12-14', '2026-12-16'))).toBe(2.5);
  });

  it('has employment dates: someone who joined this year logs from then on, someone leaves in six weeks', async () => {
    const newcomer = await person('olga.meyer@example.com');
    const leaving = await person('ivan.petrov@example.com');
    const logged = [...(await minutesPerDay(newcomer.id)).keys()].sort();
    const [assignment] = await database.db.select().from(assignments).where(eq(assignments.userId, newcomer.id));

    expect(newcomer).toMatchObject({ startDate: '2026-10-12', endDate: null });
    expect(logged[0]).toBe('2026-10-12');
    expect(assignment?.fromDate).toBe('2026-10-12');
    expect(leaving).toMatchObject({ startDate: null, endDate: '2027-01-08' });
    expect(
      (await database.db.select().from(assignments).where(eq(assignments.userId, leaving.id))).map((a) => a.toDate),
    ).toEqual(['2027-01-08']);
  });

  it("has a leave policy of its own: a 'Training' type without allowance or approval, leftover that expires after 31 March, a pro rata allowance", async () => {
    const [training] = await database.db.select().from(leaveTypes).where(eq(leaveTypes.name, 'Training'));
    const trainee = await person('deniz.kaya@example.com');
    const [trainingLeave] = await database.db
      .select()
      .from(leaveRequests)
      .where(eq(leaveRequests.type, training!.code));
    const ben = await person('ben.fischer@example.com');
    const newcomer = await person('olga.meyer@example.com');
    const asOf = { year: 2026, today: TODAY };

    expect(training).toMatchObject({ usesAllowance: false, needsApproval: false, active: true });
    expect(training!.code).toBeGreaterThanOrEqual(5);
    expect(trainingLeave).toMatchObject({ requestingId: trainee.id, status: LeaveStatus.APPROVED, decidedById: null });
    // Ben used 2 of his 3 days from 2025 in February; the third expired on 31 March.
    expect(await balancesOf(database.db, ben.id, asOf)).toMatchObject({
      available_days_left_prev: 0,
      available_days_expired_prev: 1,
      prev_usable_until: '2026-03-31',
    });
    // Olga joined on 12 October 2026: 59 weekdays, less Christmas Day, of the year's 261 less 3 public holidays on
    // weekdays: 25 × 58 / 258 = 5.62, rounded to the nearest half day.
    expect((await balancesOf(database.db, newcomer.id, asOf)).available_days_current).toBe(5.5);
  });

  it('has a closed past and a month under way (docs/product/closing.md#month-life): a lock date, approved, submitted and reopened months, a client month signed off and one queried', async () => {
    const sheets = await database.db.select().from(timesheets);
    const ben = await person('ben.fischer@example.com');
    const carla = await person('carla.gomez@example.com');
    const deniz = await person('deniz.kaya@example.com');
    const signoffs = await database.db.select().from(clientSignoffs);
    const [northwind] = await database.db.select().from(clients).where(eq(clients.name, 'Northwind Traders'));

    // Loaded on 25 November 2026: October is under way, September is closed.
    expect(await lockedUntil(database.db)).toBe('2026-09-30');
    expect(sheets.filter((sheet) => sheet.month === '2026-09').every((sheet) => sheet.status === 'approved')).toBe(
      true,
    );
    expect(sheets.filter((sheet) => sheet.month === '2026-09').length).toBeGreaterThan(10);
    const october = (userId: number) => sheets.find((sheet) => sheet.month === '2026-10' && sheet.userId === userId);
    expect(october(ben.id)?.status).toBe('approved');
    expect(october(carla.id)?.status).toBe('submitted');
    expect(october(deniz.id)).toMatchObject({ status: 'open', comment: expect.stringContaining('Northwind') });
    expect(signoffs.find((row) => row.clientId === northwind!.id && row.month === '2026-10')).toMatchObject({
      status: 'approved',
      byName: 'Nora Lind',
    });
    expect(signoffs.some((row) => row.month === '2026-10' && row.status === 'queried' && row.byUserId === null)).toBe(
      true,
    );
    // docs/product/closing.md#signoff-links: Globex's contact queried through the link sent to them; Initech's is open.
    const links = await database.db.select().from(signoffRequests);
    expect(links.map((row) => ({ name: row.name, month: row.month, used: row.usedAt !== null }))).toEqual([
      { name: 'Sam Ortiz', month: '2026-10', used: true },
      { name: 'Peter Gibbons', month: '2026-10', used: false },
    ]);
  });

  it('has a skills catalogue, skills for every employee and a few PDF documents of every type', async () => {
    const employees = await database.db.select().from(users);
    const withSkills = new Set((await database.db.select().from(userSkills)).map((link) => link.userId));
    const contents = (await database.db.select().from(storedFileChunks)).map(({ bytes }) => ({ content: bytes }));

    expect((await database.db.select().from(skills)).length).toBeGreaterThanOrEqual(10);
    expect(withSkills.size).toBe(employees.filter((person) => person.roleId !== Role.CLIENT).length);
    expect(new Set((await database.db.select().from(documents)).map((document) => document.type))).toEqual(
      new Set([0, 1, 2, 3]),
    );
    expect(contents.every(({ content }) => Buffer.from(content).subarray(0, 5).toString() === '%PDF-')).toBe(true);
    expect(contents.every(({ content }) => Buffer.from(content).toString('latin1').trimEnd().endsWith('%%EOF'))).toBe(
      true,
    );
  });

  it('changes nothing when run again', async () => {
    const count = async () => ({
      users: (await database.db.select().from(users)).length,
      skills: (await database.db.select().from(skills)).length,
      documents: (await database.db.select().from(documents)).length,
    });
    const before = await count();

    expect(await seedDemo(database.db)).toEqual({ created: false });

    expect(await count()).toEqual(before);
  });
});
