import { afterEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { LeaveStatus, Role } from '@portal/shared';
import { hashToken } from './platform/auth/tokens.js';
import {
  allowances,
  assignments,
  auditEntries,
  clients,
  documents,
  holidayCalendars,
  homeOfficeDays,
  leaveRequests,
  leaveTypes,
  mailOutbox,
  passwordResets,
  publicHolidays,
  sessions,
  settings,
  skills,
  storedFileChunks,
  storedFiles,
  userSkills,
  users,
  workLogs,
  workSchedules,
} from './platform/db/schema.js';
import { useTestContext } from './test/app.js';
import { acceptAuditRows, refuseAuditRows } from './test/failing-audit.js';
import { buildClient, buildUser, DEFAULT_PASSWORD, signedIn } from './test/factories.js';
import { multipart, TINY_PDF } from './test/multipart.js';
import {
  buildAssignment,
  buildLeave,
  buildLeaveType,
  buildPublicHoliday,
  buildWorkLog,
} from './test/record-factories.js';

type Headers = Record<string, string>;

/** One audited change: the request that makes it, and what it touches, read from the database. */
interface Change {
  act: () => Promise<LightMyRequestResponse>;
  state: () => Promise<unknown>;
}

const NEW_PASSWORD = 'Amber-Lantern-731';
const RESET_TOKEN = 'a-reset-token-sent-by-mail';

describe('one change, one transaction: a change whose audit row fails is not kept (docs/product/reports.md#one-transaction)', () => {
  const t = useTestContext();
  afterEach(async () => acceptAuditRows(t.database.db));

  const db = () => t.database.db;
  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const upload = (
    url: string,
    headers: Headers,
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const uploadDocument = (headers: Headers) =>
    upload(
      '/api/files',
      headers,
      { title: 'Onboarding', description: 'First week', type: '0' },
      {
        name: 'file',
        fileName: 'onboarding.pdf',
        contentType: 'application/pdf',
        content: TINY_PDF,
      },
    );
  /** Rows in an order that does not depend on where the database keeps them. */
  const rows = async (query: Promise<object[]>) => (await query).map((row) => JSON.stringify(row)).sort();
  const tables = (...queries: Promise<object[]>[]) => Promise.all(queries.map(rows));
  const auditRowCount = async () => (await db().select({ n: count() }).from(auditEntries))[0]!.n;

  const admin = () => signedIn(t.app, db(), { roleId: Role.SUPER_ADMIN });
  /** An admin and an employee assigned to a client: the admin writes the employee's own records. */
  const adminAndAssignedPerson = async () => {
    const root = await admin();
    const person = await buildUser(db());
    const client = await buildClient(db());
    await buildAssignment(db(), { userId: person.id, clientId: client.id });
    return { root, person, client };
  };
  /** As adminAndAssignedPerson, with a half-hour work log of the employee's (`id`). */
  const adminAndWorkLogOfSomeoneElse = async () => {
    const { root, person, client } = await adminAndAssignedPerson();
    const { id } = await buildWorkLog(db(), {
      userId: person.id,
      clientId: client.id,
      date: '2026-11-16',
      minutes: 30,
    });
    return { root, person, client, id };
  };
  const log = (userId: number, clientId: number) => ({
    user_id: userId,
    client_id: clientId,
    date: '2026-11-16',
    duration: 60,
    description: 'Review',
  });

  const changes: Record<string, () => Promise<Change>> = {
    "an admin's new work log for someone else": async () => {
      const { root, person, client } = await adminAndAssignedPerson();
      return {
        act: () => call('POST', '/api/logs', root.headers, log(person.id, client.id)),
        state: () => tables(db().select().from(workLogs)),
      };
    },
    // docs/product/access.md#import: the rows and the one audit row of the import commit together.
    "an admin's import of work logs": async () => {
      const { root, person, client } = await adminAndAssignedPerson();
      const file = `date,email,client,description,minutes\n2026-11-16,${person.email},${client.name},Imported,60\n`;
      return {
        act: () =>
          upload(
            '/api/logs/import',
            root.headers,
            {},
            {
              name: 'file',
              fileName: 'logs.csv',
              contentType: 'text/csv',
              content: Buffer.from(file),
            },
          ),
        state: () => tables(db().select().from(workLogs)),
      };
    },
    "an admin's change to someone else's work log": async () => {
      const { root, person, client, id } = await adminAndWorkLogOfSomeoneElse();
      return {
        act: () => call('PUT', `/api/logs/${id}`, root.headers, log(person.id, client.id)),
        state: () => tables(db().select().from(workLogs)),
      };
    },
    "an admin's deletion of someone else's work log": async () => {
      const { root, id } = await adminAndWorkLogOfSomeoneElse();
      return {
        act: () => call('DELETE', `/api/logs/${id}`, root.headers),
        state: () => tables(db().select().from(workLogs)),
      };
    },
    "an admin's home-office day for someone else": async () => {
      const root = await admin();
      const person = await buildUser(db());
      return {
        act: () => call('POST', '/api/home_office', root.headers, { user_id: person.id, dates: ['2026-11-17'] }),
        state: () => tables(db().select().from(homeOfficeDays)),
      };
    },
    "an admin's unmarking of someone else's home-office day": async () => {
      const root = await admin();
      const person = await buildUser(db());
      await db().insert(homeOfficeDays).values({ userId: person.id, date: '2026-11-17' });
      const day = { user_id: person.id, date: '2026-11-17' };
      return {
        act: () => call('DELETE', '/api/home_office/delete_by_user_id_and_date', root.headers, day),
        state: () => tables(db().select().from(homeOfficeDays)),
      };
    },
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
    'a new user': async () => {
      const root = await admin();
      const person = {
        name: 'Nora New',
        email: 'nora@example.com',
        role_id: Role.USER,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };
      return {
        act: () => call('POST', '/api/register', root.headers, person),
        state: () => tables(db().select().from(users)),
      };
    },
    "an edit of a person's details": async () => {
      const root = await admin();
      const person = await buildUser(db());
      return {
        act: () =>
          call('POST', `/api/users/edit/${person.id}`, root.headers, { name: 'Olga Renamed', public_logs: true }),
        state: () => tables(db().select().from(users)),
      };
    },
    'a deactivation, with the sessions it ends': async () => {
      const root = await admin();
      const person = await signedIn(t.app, db());
      return {
        act: () => call('DELETE', `/api/users/delete/${person.user.id}`, root.headers),
        state: () => tables(db().select().from(users), db().select().from(sessions)),
      };
    },
    'a new password set by an admin, with the sessions and the reset link it ends': async () => {
      const root = await admin();
      const person = await signedIn(t.app, db());
      await db()
        .insert(passwordResets)
        .values({ userId: person.user.id, tokenHash: hashToken(RESET_TOKEN), expiresAt: t.clock.now() });
      const password = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      return {
        act: () => call('POST', `/api/users/${person.user.id}/password`, root.headers, password),
        state: () =>
          tables(db().select().from(users), db().select().from(sessions), db().select().from(passwordResets)),
      };
    },
    'a new client': async () => {
      const root = await admin();
      return {
        act: () => call('POST', '/api/clients', root.headers, { name: 'Acme' }),
        state: () => tables(db().select().from(clients)),
      };
    },
    'a renamed client': async () => {
      const root = await admin();
      const client = await buildClient(db());
      return {
        act: () => call('PATCH', `/api/clients/${client.id}`, root.headers, { name: 'Acme Ltd' }),
        state: () => tables(db().select().from(clients)),
      };
    },
    'a deleted client, with its assignments': async () => {
      const { root, client } = await adminAndAssignedPerson();
      return {
        act: () => call('DELETE', `/api/clients/${client.id}`, root.headers),
        state: () => tables(db().select().from(clients), db().select().from(assignments)),
      };
    },
    "a client's new share key": async () => {
      const root = await admin();
      const client = await buildClient(db());
      return {
        act: () => call('POST', `/api/clients/${client.id}/share_key`, root.headers),
        state: () => tables(db().select().from(clients)),
      };
    },
    'a new assignment': async () => {
      const root = await admin();
      const person = await buildUser(db());
      const client = await buildClient(db());
      const assignment = { client: client.id, hours: 12, dates: ['2026-11-02'] };
      return {
        act: () => call('POST', `/api/users/${person.id}/clients`, root.headers, assignment),
        state: () => tables(db().select().from(assignments)),
      };
    },
    'a removed assignment': async () => {
      const { root, person, client } = await adminAndAssignedPerson();
      return {
        act: () => call('DELETE', `/api/users/${person.id}/clients/${client.id}`, root.headers),
        state: () => tables(db().select().from(assignments)),
      };
    },
    'a new skill in the catalogue': async () => {
      const root = await admin();
      return {
        act: () => call('POST', '/api/skills', root.headers, { name: 'Go' }),
        state: () => tables(db().select().from(skills)),
      };
    },
    'renamed skills in the catalogue': async () => {
      const root = await admin();
      const [skill] = await db().insert(skills).values({ name: 'Go' }).returning();
      return {
        act: () => call('PUT', '/api/skills', root.headers, [{ id: skill!.id, name: 'Golang' }]),
        state: () => tables(db().select().from(skills)),
      };
    },
    'a skill deleted from the catalogue, and from everybody who had it': async () => {
      const root = await admin();
      const person = await buildUser(db());
      const [skill] = await db().insert(skills).values({ name: 'Go' }).returning();
      await db().insert(userSkills).values({ userId: person.id, skillId: skill!.id });
      return {
        act: () => call('DELETE', `/api/skills/${skill!.id}`, root.headers),
        state: () => tables(db().select().from(skills), db().select().from(userSkills)),
      };
    },
    "an admin's new skill for someone else": async () => {
      const root = await admin();
      const person = await buildUser(db());
      const [skill] = await db().insert(skills).values({ name: 'Go' }).returning();
      return {
        act: () => call('PUT', `/api/users/${person.id}/skills`, root.headers, { skills: [skill!.id] }),
        state: () => tables(db().select().from(userSkills)),
      };
    },
    "an admin's removal of someone else's skill": async () => {
      const root = await admin();
      const person = await buildUser(db());
      const [skill] = await db().insert(skills).values({ name: 'Go' }).returning();
      await db().insert(userSkills).values({ userId: person.id, skillId: skill!.id });
      return {
        act: () => call('DELETE', `/api/users/${person.id}/skills/${skill!.id}`, root.headers),
        state: () => tables(db().select().from(userSkills)),
      };
    },
    'an uploaded document, with its stored file': async () => {
      const root = await admin();
      return {
        act: () => uploadDocument(root.headers),
        state: () => storedDocuments(),
      };
    },
    'a deleted document, with its stored file': async () => {
      const root = await admin();
      const { id } = (await uploadDocument(root.headers)).json() as { id: number };
      return {
        act: () => call('DELETE', `/api/files/${id}`, root.headers),
        state: () => storedDocuments(),
      };
    },
    "one's own profile": async () => {
      const employee = await signedIn(t.app, db(), { roleId: Role.USER });
      return {
        act: () => upload('/api/user/profile', employee.headers, { name: 'Pia Profile' }),
        state: () => tables(db().select().from(users)),
      };
    },
    'a password chosen through a reset link, with the sessions it ends': async () => {
      const person = await signedIn(t.app, db());
      const expiresAt = new Date(t.clock.now().getTime() + 60_000);
      await db()
        .insert(passwordResets)
        .values({ userId: person.user.id, tokenHash: hashToken(RESET_TOKEN), expiresAt });
      const reset = {
        email: person.user.email,
        token: RESET_TOKEN,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };
      return {
        act: () => call('POST', '/api/reset-password', {}, reset),
        state: () =>
          tables(db().select().from(users), db().select().from(sessions), db().select().from(passwordResets)),
      };
    },
    'a sign-in, with its session': async () => {
      const person = await buildUser(db());
      const credentials = { email: person.email, password: DEFAULT_PASSWORD };
      return {
        act: () => call('POST', '/api/login', {}, credentials),
        state: () => tables(db().select().from(sessions)),
      };
    },
  };

  const storedDocuments = () =>
    tables(
      db().select().from(documents),
      db().select().from(storedFiles),
      db().select({ fileId: storedFileChunks.fileId, seq: storedFileChunks.seq }).from(storedFileChunks),
    );

  it.each(Object.entries(changes))('%s: 500 and nothing kept, then kept once audited', async (_change, arrange) => {
    const { act, state } = await arrange();
    const before = await state();
    const auditRowsBefore = await auditRowCount();

    await refuseAuditRows(db());
    const refused = await act();
    const afterRefusal = await state();
    await acceptAuditRows(db());
    const accepted = await act();

    expect(refused.statusCode).toBe(500);
    expect(refused.body).not.toContain('refuses this row');
    expect(afterRefusal).toEqual(before);
    // The same request with a working audit trail: it is an audited change, and `state` sees it.
    expect(accepted.statusCode).toBeLessThan(300);
    expect(await state()).not.toEqual(before);
    expect(await auditRowCount()).toBeGreaterThan(auditRowsBefore);
  });
});
