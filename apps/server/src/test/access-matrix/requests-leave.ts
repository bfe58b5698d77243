import { LeaveStatus, Role } from '@portal/shared';
import { feedToken } from '../../features/calendar/service.js';
import { buildLeave, buildLeaveType, buildPublicHoliday } from '../record-factories.js';
import {
  type Case,
  next,
  freshDate,
  person,
  subject,
  type Built,
  leaveTypeNamed,
  leaveTypeBody,
  buildCalendar,
} from './cases.js';

/**
 * How access-matrix.test.ts calls these routes with valid input, on records made fresh for every case.
 * Leave, balances, leave types, public holidays, holiday calendars and calendar feeds.
 */
export const leaveRequests: Record<string, (c: Case) => Promise<Built>> = {
  'GET /api/range/holidays': async (c) => ({
    url: `/api/range/holidays?user_id=${(await subject(c)).id}&from=2026-11-01&to=2026-11-30`,
  }),
  'GET /api/holidays/types': async () => ({ url: '/api/holidays/types' }),
  'GET /api/holidays': async () => ({ url: '/api/holidays' }),
  'GET /api/holidays/requesting/:id': async (c) => {
    const who = await subject(c);
    await buildLeave(c.f.t.database.db, { userId: who.id, fromDate: freshDate() });
    return { url: `/api/holidays/requesting/${who.id}` };
  },
  'GET /api/user/:id/holidays/day/:date': async (c) => {
    const who = await subject(c);
    const day = freshDate();
    await buildLeave(c.f.t.database.db, { userId: who.id, fromDate: day, status: LeaveStatus.APPROVED });
    return { url: `/api/user/${who.id}/holidays/day/${day}` };
  },
  'POST /api/holidays': async (c) => {
    const day = freshDate();
    // Sick leave (type 1) uses no balance, so the answer depends on the rights alone (docs/product/leave.md#types, #balances).
    return {
      url: '/api/holidays',
      payload: { type: 1, from_date: day, to_date: day, requesting_id: (await subject(c)).id },
    };
  },
  'PUT /api/holidays/:id': async (c) => {
    const leave = await buildLeave(c.f.t.database.db, { userId: (await subject(c)).id, fromDate: freshDate() });
    return { url: `/api/holidays/${leave.id}`, payload: { status: LeaveStatus.APPROVED } };
  },
  'DELETE /api/holidays/:id': async (c) => {
    const leave = await buildLeave(c.f.t.database.db, { userId: (await subject(c)).id, fromDate: freshDate() });
    return { url: `/api/holidays/${leave.id}` };
  },
  'GET /api/holidays/pending_context': async () => ({ url: '/api/holidays/pending_context' }),
  'GET /api/days_available/:id': async (c) => ({ url: `/api/days_available/${(await subject(c)).id}` }),
  'POST /api/days_available': async (c) => ({
    url: '/api/days_available',
    payload: { total: 25, year: 2027, user: (await person(c.f.t.database.db, Role.USER)).id },
  }),
  'GET /api/days_available/suggest': async (c) => ({
    url: `/api/days_available/suggest?user_id=${(await subject(c)).id}&year=2026&total=30`,
  }),
  'GET /api/leave_types': async () => ({ url: '/api/leave_types' }),
  'POST /api/leave_types': async () => ({ url: '/api/leave_types', payload: leaveTypeBody() }),
  'PATCH /api/leave_types/:id': async (c) => ({
    url: `/api/leave_types/${(await buildLeaveType(c.f.t.database.db, leaveTypeNamed())).id}`,
    payload: { name: `Renamed type ${next()}`, active: false },
  }),
  'DELETE /api/leave_types/:id': async (c) => ({
    url: `/api/leave_types/${(await buildLeaveType(c.f.t.database.db, leaveTypeNamed())).id}`,
  }),
  'GET /api/national_holidays': async () => ({ url: '/api/national_holidays' }),
  'GET /api/range/national_holidays': async () => ({
    url: '/api/range/national_holidays?from=2026-01-01&to=2026-12-31',
  }),
  'POST /api/national_holidays': async () => ({
    url: '/api/national_holidays',
    payload: { title: 'Matrix Day', dates: [freshDate()] },
  }),
  'PATCH /api/national_holidays/:id': async (c) => {
    const holiday = await buildPublicHoliday(c.f.t.database.db, freshDate());
    return { url: `/api/national_holidays/${holiday.id}`, payload: { title: 'Renamed Day', dates: [freshDate()] } };
  },
  'DELETE /api/national_holidays/:id': async (c) => ({
    url: `/api/national_holidays/${(await buildPublicHoliday(c.f.t.database.db, freshDate())).id}`,
  }),
  'GET /api/national_holidays/countries': async () => ({ url: '/api/national_holidays/countries' }),
  'GET /api/national_holidays/import': async () => ({ url: '/api/national_holidays/import?country=DE&year=2031' }),
  'POST /api/national_holidays/import': async () => ({
    url: '/api/national_holidays/import',
    payload: { holidays: [{ date: freshDate(), title: 'Imported Day' }] },
  }),
  'GET /api/holiday_calendars': async () => ({ url: '/api/holiday_calendars' }),
  'POST /api/holiday_calendars': async () => ({ url: '/api/holiday_calendars', payload: { name: `Office ${next()}` } }),
  'PATCH /api/holiday_calendars/:id': async (c) => ({
    url: `/api/holiday_calendars/${await buildCalendar(c)}`,
    payload: { name: `Renamed office ${next()}` },
  }),
  'DELETE /api/holiday_calendars/:id': async (c) => ({ url: `/api/holiday_calendars/${await buildCalendar(c)}` }),
  'GET /api/calendar/feed': async () => ({ url: '/api/calendar/feed' }),
  'POST /api/calendar/feed': async () => ({ url: '/api/calendar/feed' }),
  'GET /api/calendar/:file': async (c) => ({
    url: `/api/calendar/${await feedToken(c.f.t.database.db, c.me.id, false)}.ics`,
  }),
  'GET /api/calendar/team/:file': async (c) => ({
    url: `/api/calendar/team/${await feedToken(c.f.t.database.db, c.me.id, false)}.ics`,
  }),
};
