import { LeaveStatus, Role } from '@portal/shared';
import {
  allowances,
  holidayCalendars,
  leaveRequests,
  leaveTypes,
  mailOutbox,
  publicHolidays,
  settings,
  workSchedules,
} from '../../platform/db/schema.js';
import { buildUser, signedIn } from '../factories.js';
import { buildLeave, buildLeaveType, buildPublicHoliday } from '../record-factories.js';
import type { Change, ChangeKit } from './change-kit.js';

/** Leave and its decisions, public holidays, calendars, leave types, weeks and the settings. */
export function leaveAndSettingsChanges(kit: ChangeKit): Record<string, () => Promise<Change>> {
  const { t, db, call, tables, admin } = kit;
  return {
    'a leave request, with its e-mail to the approver': async () => {
      const employee = await signedIn(t.app, db(), { roleId: Role.USER });
      const request = { type: 1, from_date: '2026-12-01', to_date: '2026-12-02', requesting_id: employee.user.id };
      return {
        act: () => call('POST', '/api/holidays', employee.headers, request),
        state: () => tables(db().select().from(leaveRequests), db().select().from(mailOutbox)),
      };
    },
    'a leave request of a type without approval, with its decision e-mail to the requester': async () => {
      const employee = await signedIn(t.app, db(), { roleId: Role.USER });
      const training = await buildLeaveType(db(), { needsApproval: false });
      const request = {
        type: training.id,
        from_date: '2026-12-01',
        to_date: '2026-12-02',
        requesting_id: employee.user.id,
      };
      return {
        act: () => call('POST', '/api/holidays', employee.headers, request),
        state: () => tables(db().select().from(leaveRequests), db().select().from(mailOutbox)),
      };
    },
    ...Object.fromEntries(
      [
        ['approval', LeaveStatus.APPROVED],
        ['refusal', LeaveStatus.DECLINED],
      ].map(([decision, status]) => [
        `the ${decision} of a leave request, with its e-mail to the requester`,
        async (): Promise<Change> => {
          const root = await admin();
          const person = await buildUser(db());
          const { id } = await buildLeave(db(), { userId: person.id, fromDate: '2026-12-01', type: 1 });
          return {
            act: () => call('PUT', `/api/holidays/${id}`, root.headers, { status }),
            state: () => tables(db().select().from(leaveRequests), db().select().from(mailOutbox)),
          };
        },
      ]),
    ),
    'the withdrawal of a leave request': async () => {
      const employee = await signedIn(t.app, db(), { roleId: Role.USER });
      const { id } = await buildLeave(db(), { userId: employee.user.id, fromDate: '2026-12-01', type: 1 });
      return {
        act: () => call('DELETE', `/api/holidays/${id}`, employee.headers),
        state: () => tables(db().select().from(leaveRequests)),
      };
    },
    "a person's available days": async () => {
      const root = await admin();
      const person = await buildUser(db());
      return {
        act: () => call('POST', '/api/days_available', root.headers, { total: 25, year: 2026, user: person.id }),
        state: () => tables(db().select().from(allowances)),
      };
    },
    'new public holidays': async () => {
      const root = await admin();
      return {
        act: () =>
          call('POST', '/api/national_holidays', root.headers, { title: 'Founders Day', dates: ['2026-12-07'] }),
        state: () => tables(db().select().from(publicHolidays)),
      };
    },
    'a changed public holiday': async () => {
      const root = await admin();
      const { id } = await buildPublicHoliday(db(), '2026-12-07');
      return {
        act: () =>
          call('PATCH', `/api/national_holidays/${id}`, root.headers, { title: 'Moved', dates: ['2026-12-08'] }),
        state: () => tables(db().select().from(publicHolidays)),
      };
    },
    'a deleted public holiday': async () => {
      const root = await admin();
      const { id } = await buildPublicHoliday(db(), '2026-12-07');
      return {
        act: () => call('DELETE', `/api/national_holidays/${id}`, root.headers),
        state: () => tables(db().select().from(publicHolidays)),
      };
    },
    'a new holiday calendar': async () => {
      const root = await admin();
      return {
        act: () => call('POST', '/api/holiday_calendars', root.headers, { name: 'Lisbon', country: 'PT' }),
        state: () => tables(db().select().from(holidayCalendars)),
      };
    },
    'a changed holiday calendar': async () => {
      const root = await admin();
      return {
        act: () => call('PATCH', '/api/holiday_calendars/1', root.headers, { name: 'Berlin' }),
        state: () => tables(db().select().from(holidayCalendars)),
      };
    },
    'a deleted holiday calendar': async () => {
      const root = await admin();
      const [lisbon] = await db().insert(holidayCalendars).values({ name: 'Lisbon' }).returning();
      return {
        act: () => call('DELETE', `/api/holiday_calendars/${lisbon!.id}`, root.headers),
        state: () => tables(db().select().from(holidayCalendars)),
      };
    },
    'a new leave type': async () => {
      const root = await admin();
      const type = { name: 'Training', color: '#00695c', uses_allowance: false, needs_approval: true };
      return {
        act: () => call('POST', '/api/leave_types', root.headers, type),
        state: () => tables(db().select().from(leaveTypes)),
      };
    },
    'a changed leave type': async () => {
      const root = await admin();
      return {
        act: () => call('PATCH', '/api/leave_types/1', root.headers, { name: 'Illness', active: false }),
        state: () => tables(db().select().from(leaveTypes)),
      };
    },
    'a deleted leave type': async () => {
      const root = await admin();
      const training = await buildLeaveType(db());
      return {
        act: () => call('DELETE', `/api/leave_types/${training.id}`, root.headers),
        state: () => tables(db().select().from(leaveTypes)),
      };
    },
    "a person's new week": async () => {
      const root = await admin();
      const person = await buildUser(db());
      const week = { from_date: '2026-11-01', minutes: [360, 360, 360, 360, 0, 0, 0] };
      return {
        act: () => call('POST', `/api/users/${person.id}/schedules`, root.headers, week),
        state: () => tables(db().select().from(workSchedules)),
      };
    },
    "a person's week replaced": async () => {
      const root = await admin();
      const person = await buildUser(db());
      const week = { from_date: '2026-11-01', minutes: [360, 360, 360, 360, 0, 0, 0] };
      await call('POST', `/api/users/${person.id}/schedules`, root.headers, week);
      return {
        act: () =>
          call('POST', `/api/users/${person.id}/schedules`, root.headers, { ...week, minutes: [0, 0, 0, 0, 0, 0, 0] }),
        state: () => tables(db().select().from(workSchedules)),
      };
    },
    'a new portal time zone': async () => {
      const root = await admin();
      return {
        act: () => call('PATCH', '/api/settings', root.headers, { time_zone: 'Europe/Lisbon' }),
        state: () => tables(db().select().from(settings)),
      };
    },
    'a new carry-over day': async () => {
      const root = await admin();
      return {
        act: () => call('PATCH', '/api/settings', root.headers, { carry_over_until: '03-31' }),
        state: () => tables(db().select().from(settings)),
      };
    },
    'a new leave approver in the settings': async () => {
      const root = await admin();
      const approver = await buildUser(db(), { roleId: Role.ADMIN });
      return {
        act: () => call('PATCH', '/api/settings', root.headers, { leave_approver_id: approver.id }),
        state: () => tables(db().select().from(settings)),
      };
    },
  };
}
