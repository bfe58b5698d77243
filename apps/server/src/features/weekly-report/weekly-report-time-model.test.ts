import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient, buildUser } from '../../test/factories.js';
import { buildWorkLog } from '../../test/record-factories.js';
import * as timeModel from '../../test/time-model-factories.js';
import { useWeeklyReportKit, type ReportDay, type ReportRow, WEEK } from './weekly-report-test-kit.js';

describe('GET /api/weekly/logs (docs/product/people-and-clients.md#users-screen weekly report, docs/product/time-and-week.md#day-bar employees table day status)', () => {
  const { t, as, report, rowOf, dayOf } = useWeeklyReportKit();

  describe("on each person's time model (docs/product/time-model.md#measure, #half-days, #calendars, #employment)", () => {
    const scheduled = (row: ReportRow | undefined) =>
      row?.days.map((day) => (day as ReportDay & { scheduled_minutes: number }).scheduled_minutes);

    it("measures a part-timer's day against their 6 hours and leaves their day off unscheduled", async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      await timeModel.buildSchedule(t.database.db, person.id, '2026-01-01', timeModel.FOUR_DAYS_OF_SIX_HOURS);
      await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date: '2026-11-16', minutes: 360 });
      await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date: '2026-11-17', minutes: 420 });

      const row = rowOf((await report(headers, WEEK)).json(), person.id);

      expect(dayOf(row, '2026-11-16')).toMatchObject({ status: 'success', scheduled_minutes: 360 });
      expect(dayOf(row, '2026-11-17')).toMatchObject({ status: 'overtime', scheduled_minutes: 360 });
      expect(scheduled(row)).toEqual([360, 360, 360, 360, 0, 0, 0]);
    });

    it('measures a half day of leave against half the day', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      await timeModel.buildHalfLeave(t.database.db, {
        userId: person.id,
        fromDate: '2026-11-18',
        fromHalf: 'afternoon',
      });
      await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date: '2026-11-18', minutes: 240 });

      const row = rowOf((await report(headers, WEEK)).json(), person.id);

      expect(dayOf(row, '2026-11-18')).toEqual({
        date: '2026-11-18',
        minutes: 240,
        status: 'success',
        scheduled_minutes: 240,
      });
    });

    it("marks only the person's own calendar's public holidays nat_holiday", async () => {
      const { headers } = await as(Role.ADMIN);
      const berliner = await buildUser(t.database.db);
      const lisboeta = await buildUser(t.database.db);
      const lisbon = await timeModel.buildCalendar(t.database.db, 'Lisbon');
      await timeModel.setPersonTime(t.database.db, lisboeta.id, { holidayCalendarId: lisbon.id });
      await timeModel.buildCalendarHoliday(t.database.db, 1, '2026-11-19', 'Berlin only');
      await timeModel.buildCalendarHoliday(t.database.db, lisbon.id, '2026-11-20', 'Lisbon only');

      const body = (await report(headers, WEEK)).json();

      expect(dayOf(rowOf(body, berliner.id), '2026-11-19')?.status).toBe('nat_holiday');
      expect(dayOf(rowOf(body, berliner.id), '2026-11-20')?.status).toBe('insufficient');
      expect(dayOf(rowOf(body, lisboeta.id), '2026-11-19')).toMatchObject({
        status: 'insufficient',
        scheduled_minutes: 480,
      });
      expect(dayOf(rowOf(body, lisboeta.id), '2026-11-20')?.status).toBe('nat_holiday');
    });

    it('schedules nothing outside the employment', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      await timeModel.setPersonTime(t.database.db, person.id, { startDate: '2026-11-17', endDate: '2026-11-19' });

      const row = rowOf((await report(headers, WEEK)).json(), person.id);

      expect(scheduled(row)).toEqual([0, 480, 480, 480, 0, 0, 0]);
    });

    it('downloads the part-timer and the half day as measured', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db, { name: 'Aaa Part' });
      const client = await buildClient(t.database.db);
      await timeModel.buildSchedule(t.database.db, person.id, '2026-01-01', timeModel.FOUR_DAYS_OF_SIX_HOURS);
      await timeModel.buildHalfLeave(t.database.db, { userId: person.id, fromDate: '2026-11-17', toHalf: 'morning' });
      await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date: '2026-11-16', minutes: 360 });
      await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date: '2026-11-17', minutes: 180 });

      const csv = await report(headers, `${WEEK}&format=csv`);

      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines.find((line) => line.startsWith('Aaa Part'))).toMatch(/^Aaa Part,6h \(success\),3h \(success\),/);
    });
  });
});
