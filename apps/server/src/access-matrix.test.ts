import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { LeaveStatus, Role, type RoleId } from '@portal/shared';
import { feedToken } from './features/calendar/service.js';
import { newApiToken } from './platform/auth/api-tokens.js';
import { startSession } from './platform/auth/sessions.js';
import { hashToken } from './platform/auth/tokens.js';
import { totpCode } from './platform/auth/totp.js';
import { startChallenge } from './platform/auth/two-factor.js';
import {
  apiTokens,
  clients,
  clientSignoffs,
  holidayCalendars,
  signoffRequests,
  skills,
  timesheets,
  userSkills,
  users,
} from './platform/db/schema.js';
import { createTestContext, type TestContext } from './test/app.js';
import { buildClient, buildUser, DEFAULT_PASSWORD } from './test/factories.js';
import { multipart, PNG_BYTES, TINY_PDF } from './test/multipart.js';
import {
  buildAssignment,
  buildLeave,
  buildLeaveType,
  buildPublicHoliday,
  buildWorkLog,
} from './test/record-factories.js';

/**
 * docs/product/http-contract.md#scale: every API route × every kind of caller, with their own and other people's records, in
 * ONE table (docs/product/roles-and-access.md). Each case runs on fresh records, so writes do not disturb the next.
 */

const CALLERS = ['anonymous', 'deactivated', 'CLIENT', 'USER', 'ADMIN', 'SUPER_ADMIN'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * Whose record the request names: the caller's own, another employee's, another SUPER_ADMIN's
 * (docs/product/roles-and-access.md#super-admin), or a client report opened with its share key (docs/product/roles-and-access.md#share-links). '-' when the route names none.
 */
type Whose = '-' | 'own' | 'other' | 'super' | 'key';

/** `ok` is a 2xx or 3xx answer; a number is the exact status expected. */
type Outcome = 'ok' | 400 | 401 | 403 | 404;

// prettier-ignore
const MATRIX: readonly [route: string, whose: Whose, outcomes: string][] = [
  //                                                           anonymous deactivated CLIENT USER ADMIN SUPER_ADMIN
  ['GET /api/docs',                                      '-',     'ok  ok  ok  ok  ok  ok'],
  ['HEAD /api/docs/',                                    '-',     'ok  ok  ok  ok  ok  ok'],
  ['GET /api/docs/static/index.html',                    '-',     'ok  ok  ok  ok  ok  ok'],
  ['GET /api/docs/static/swagger-initializer.js',        '-',     'ok  ok  ok  ok  ok  ok'],
  ['GET /api/docs/static/*',                             '-',     'ok  ok  ok  ok  ok  ok'],
  ['GET /api/docs/json',                                 '-',     'ok  ok  ok  ok  ok  ok'],
  ['GET /api/docs/yaml',                                 '-',     'ok  ok  ok  ok  ok  ok'],
  ['GET /api/openapi.json',                              '-',     'ok  ok  ok  ok  ok  ok'],
  ['GET /api/health',                                    '-',     'ok  ok  ok  ok  ok  ok'],
  // Signing in with one's own password: a deactivated account is refused (docs/product/http-contract.md#errors, docs/product/roles-and-access.md#deactivation).
  ['POST /api/login',                                    'own',   'ok  403 ok  ok  ok  ok'],
  ['GET /api/user',                                      '-',     '401 401 ok  ok  ok  ok'],
  ['POST /api/logout',                                   '-',     '401 401 ok  ok  ok  ok'],
  ['POST /api/user/profile',                             'own',   '401 401 ok  ok  ok  ok'],
  // One's own API tokens (docs/product/access.md#api-tokens); another person's does not exist for the caller.
  ['GET /api/user/tokens',                               '-',     '401 401 ok  ok  ok  ok'],
  ['POST /api/user/tokens',                              '-',     '401 401 ok  ok  ok  ok'],
  ['DELETE /api/user/tokens/:id',                        'own',   '401 401 ok  ok  ok  ok'],
  ['DELETE /api/user/tokens/:id',                        'other', '401 401 404 404 404 404'],
  ['GET /api/users',                                     '-',     '401 401 403 ok  ok  ok'],
  ['GET /api/users/names',                               '-',     '401 401 403 ok  ok  ok'],
  ['GET /api/users/:id',                                 'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/users/:id',                                 'other', '401 401 403 ok  ok  ok'],
  ['POST /api/register',                                 '-',     '401 401 403 403 ok  ok'],
  ['POST /api/users/edit/:id',                           'own',   '401 401 403 403 ok  ok'],
  ['POST /api/users/edit/:id',                           'other', '401 401 403 403 ok  ok'],
  ['POST /api/users/edit/:id',                           'super', '401 401 403 403 403 ok'],
  // Nobody deactivates themselves; only a SUPER_ADMIN touches a SUPER_ADMIN (docs/product/roles-and-access.md#super-admin).
  ['DELETE /api/users/delete/:id',                       'own',   '401 401 403 403 403 403'],
  ['DELETE /api/users/delete/:id',                       'other', '401 401 403 403 ok  ok'],
  ['DELETE /api/users/delete/:id',                       'super', '401 401 403 403 403 ok'],
  ['POST /api/users/:id/password',                       'own',   '401 401 403 403 ok  ok'],
  ['POST /api/users/:id/password',                       'other', '401 401 403 403 ok  ok'],
  ['POST /api/users/:id/password',                       'super', '401 401 403 403 403 ok'],
  ['GET /api/users/:id/clients',                         'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/users/:id/clients',                         'other', '401 401 403 ok  ok  ok'],
  ['POST /api/users/:id/clients',                        'own',   '401 401 403 403 ok  ok'],
  ['POST /api/users/:id/clients',                        'other', '401 401 403 403 ok  ok'],
  ['DELETE /api/users/:id/clients/:clientId',            'own',   '401 401 403 403 ok  ok'],
  ['DELETE /api/users/:id/clients/:clientId',            'other', '401 401 403 403 ok  ok'],
  ['GET /api/assignments',                               '-',     '401 401 403 403 ok  ok'],
  ['GET /api/clients',                                   '-',     '401 401 403 ok  ok  ok'],
  // A CLIENT user reads their own client only; another one does not exist for them (docs/product/roles-and-access.md#client-role).
  ['GET /api/clients/:id',                               'own',   '401 401 ok  ok  ok  ok'],
  ['GET /api/clients/:id',                               'other', '401 401 404 ok  ok  ok'],
  ['POST /api/clients',                                  '-',     '401 401 403 403 ok  ok'],
  ['PATCH /api/clients/:id',                             '-',     '401 401 403 403 ok  ok'],
  ['DELETE /api/clients/:id',                            '-',     '401 401 403 403 ok  ok'],
  ['POST /api/clients/:id/share_key',                    '-',     '401 401 403 403 ok  ok'],
  ['GET /api/weekly/logs',                               '-',     '401 401 403 403 ok  ok'],
  ['GET /api/audit',                                     '-',     '401 401 403 403 403 ok'],
  // The scheduled jobs and their runs (docs/product/jobs.md#api).
  ['GET /api/jobs',                                      '-',     '401 401 403 403 403 ok'],
  // The full export (docs/product/access.md#export).
  ['GET /api/export',                                    '-',     '401 401 403 403 403 ok'],
  // Any employee reads anyone's week (docs/product/roles-and-access.md#employees); writes are one's own unless admin (docs/product/roles-and-access.md#employees, #body-ids).
  ['GET /api/logs/user/:id/from/:date',                  'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/logs/user/:id/from/:date',                  'other', '401 401 403 ok  ok  ok'],
  ['GET /api/range/logs',                                'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/range/logs',                                'other', '401 401 403 ok  ok  ok'],
  ['POST /api/logs',                                     'own',   '401 401 403 ok  ok  ok'],
  ['POST /api/logs',                                     'other', '401 401 403 403 ok  ok'],
  ['PUT /api/logs/:id',                                  'own',   '401 401 403 ok  ok  ok'],
  ['PUT /api/logs/:id',                                  'other', '401 401 403 403 ok  ok'],
  ['DELETE /api/logs/:id',                               'own',   '401 401 403 ok  ok  ok'],
  ['DELETE /api/logs/:id',                               'other', '401 401 403 403 ok  ok'],
  // docs/product/access.md#import: an employee's row of someone else is a row error, so the file is refused (400).
  ['POST /api/logs/import',                              'own',   '401 401 403 ok  ok  ok'],
  ['POST /api/logs/import',                              'other', '401 401 403 400 ok  ok'],
  ['GET /api/home_office',                               'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/home_office',                               'other', '401 401 403 ok  ok  ok'],
  // The home-office year (?year=): everyone's for admins, one's own row for employees (docs/product/reports.md#home-office-year).
  ['GET /api/home_office',                               '-',     '401 401 403 ok  ok  ok'],
  ['GET /api/home_office/counts',                        '-',     '401 401 403 ok  ok  ok'],
  ['POST /api/home_office',                              'own',   '401 401 403 ok  ok  ok'],
  ['POST /api/home_office',                              'other', '401 401 403 403 ok  ok'],
  ['DELETE /api/home_office/delete_by_user_id_and_date', 'own',   '401 401 403 ok  ok  ok'],
  ['DELETE /api/home_office/delete_by_user_id_and_date', 'other', '401 401 403 403 ok  ok'],
  ['GET /api/range/holidays',                            'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/range/holidays',                            'other', '401 401 403 ok  ok  ok'],
  ['GET /api/holidays/types',                            '-',     '401 401 403 ok  ok  ok'],
  ['GET /api/holidays',                                  '-',     '401 401 403 403 ok  ok'],
  ['GET /api/holidays/requesting/:id',                   'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/holidays/requesting/:id',                   'other', '401 401 403 ok  ok  ok'],
  ['GET /api/user/:id/holidays/day/:date',               'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/user/:id/holidays/day/:date',               'other', '401 401 403 ok  ok  ok'],
  ['POST /api/holidays',                                 'own',   '401 401 403 ok  ok  ok'],
  ['POST /api/holidays',                                 'other', '401 401 403 403 ok  ok'],
  ['PUT /api/holidays/:id',                              'own',   '401 401 403 403 ok  ok'],
  ['PUT /api/holidays/:id',                              'other', '401 401 403 403 ok  ok'],
  // Withdrawing is the requester's alone; admins revoke by declining instead (docs/product/leave.md#withdraw-revoke).
  ['DELETE /api/holidays/:id',                           'own',   '401 401 403 ok  ok  ok'],
  ['DELETE /api/holidays/:id',                           'other', '401 401 403 403 403 403'],
  ['GET /api/holidays/pending_context',                  '-',     '401 401 403 403 ok  ok'],
  // Balances: one's own, or anyone's for admins (docs/product/roles-and-access.md#others-balances).
  ['GET /api/days_available/:id',                        'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/days_available/:id',                        'other', '401 401 403 403 ok  ok'],
  ['POST /api/days_available',                           '-',     '401 401 403 403 ok  ok'],
  // The days-off form's pro rata suggestion (docs/product/leave.md#pro-rata).
  ['GET /api/days_available/suggest',                    'other', '401 401 403 403 ok  ok'],
  // Leave types (docs/product/leave.md#types): read by everyone signed in, managed by admins.
  ['GET /api/leave_types',                               '-',     '401 401 403 ok  ok  ok'],
  ['POST /api/leave_types',                              '-',     '401 401 403 403 ok  ok'],
  ['PATCH /api/leave_types/:id',                         '-',     '401 401 403 403 ok  ok'],
  ['DELETE /api/leave_types/:id',                        '-',     '401 401 403 403 ok  ok'],
  ['GET /api/national_holidays',                         '-',     '401 401 403 ok  ok  ok'],
  ['GET /api/range/national_holidays',                   '-',     '401 401 403 ok  ok  ok'],
  ['POST /api/national_holidays',                        '-',     '401 401 403 403 ok  ok'],
  ['PATCH /api/national_holidays/:id',                   '-',     '401 401 403 403 ok  ok'],
  ['DELETE /api/national_holidays/:id',                  '-',     '401 401 403 403 ok  ok'],
  ['GET /api/national_holidays/countries',               '-',     '401 401 403 403 ok  ok'],
  ['GET /api/national_holidays/import',                  '-',     '401 401 403 403 ok  ok'],
  ['POST /api/national_holidays/import',                 '-',     '401 401 403 403 ok  ok'],
  // Holiday calendars (docs/product/time-model.md#calendars): read with the public holidays, managed by admins.
  ['GET /api/holiday_calendars',                         '-',     '401 401 403 ok  ok  ok'],
  ['POST /api/holiday_calendars',                        '-',     '401 401 403 403 ok  ok'],
  ['PATCH /api/holiday_calendars/:id',                   '-',     '401 401 403 403 ok  ok'],
  ['DELETE /api/holiday_calendars/:id',                  '-',     '401 401 403 403 ok  ok'],
  // A person's schedules: their own, or anyone's for admins; set by admins (docs/product/time-model.md#schedules).
  ['GET /api/users/:id/schedules',                       'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/users/:id/schedules',                       'other', '401 401 403 403 ok  ok'],
  ['POST /api/users/:id/schedules',                      'own',   '401 401 403 403 ok  ok'],
  ['POST /api/users/:id/schedules',                      'other', '401 401 403 403 ok  ok'],
  // A person's days: read like their work logs (docs/product/time-model.md#plan).
  ['GET /api/users/:id/days',                            'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/users/:id/days',                            'other', '401 401 403 ok  ok  ok'],
  ['GET /api/settings',                                  '-',     '401 401 403 ok  ok  ok'],
  ['PATCH /api/settings',                                '-',     '401 401 403 403 ok  ok'],
  ['GET /api/calendar/feed',                             '-',     '401 401 403 ok  ok  ok'],
  ['POST /api/calendar/feed',                            '-',     '401 401 403 ok  ok  ok'],
  // The feed's secret token is the credential (docs/product/leave.md#calendar-feeds): a deactivated person's feed stops (docs/product/roles-and-access.md#deactivation).
  ['GET /api/calendar/:file',                            'own',   'ok  404 ok  ok  ok  ok'],
  ['GET /api/calendar/team/:file',                       'own',   '404 404 404 404 ok  ok'],
  ['POST /api/forgot-password',                          'own',   'ok  ok  ok  ok  ok  ok'],
  // A made-up reset token is refused the same way whoever sends it.
  ['POST /api/reset-password',                           'own',   '400 400 400 400 400 400'],
  // Google sign-in is not configured in the tests: the same 404 for everybody.
  ['GET /api/auth',                                      '-',     '404 404 404 404 404 404'],
  ['GET /api/auth/callback',                             '-',     '404 404 404 404 404 404'],
  ['GET /api/user/notifications',                        '-',     '401 401 403 ok  ok  ok'],
  ['PUT /api/user/notifications',                        '-',     '401 401 403 ok  ok  ok'],
  ['GET /api/skills',                                    '-',     '401 401 403 ok  ok  ok'],
  ['POST /api/skills',                                   '-',     '401 401 403 403 ok  ok'],
  ['PUT /api/skills',                                    '-',     '401 401 403 403 ok  ok'],
  ['DELETE /api/skills/:id',                             '-',     '401 401 403 403 ok  ok'],
  ['GET /api/all/skills',                                '-',     '401 401 403 ok  ok  ok'],
  ['GET /api/users/:id/skills',                          'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/users/:id/skills',                          'other', '401 401 403 ok  ok  ok'],
  ['PUT /api/users/:id/skills',                          'own',   '401 401 403 ok  ok  ok'],
  ['PUT /api/users/:id/skills',                          'other', '401 401 403 403 ok  ok'],
  ['DELETE /api/users/:id/skills/:skillId',              'own',   '401 401 403 ok  ok  ok'],
  ['DELETE /api/users/:id/skills/:skillId',              'other', '401 401 403 403 ok  ok'],
  ['GET /api/files',                                     '-',     '401 401 403 ok  ok  ok'],
  ['POST /api/files',                                    '-',     '401 401 403 403 ok  ok'],
  // File routes take a bearer token or a signed link (docs/product/people-and-clients.md#signed-links); a CLIENT has neither right.
  ['GET /api/files/:id',                                 '-',     '401 401 403 ok  ok  ok'],
  ['DELETE /api/files/:id',                              '-',     '401 401 403 403 ok  ok'],
  ['GET /api/users/:id/picture',                         'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/users/:id/picture',                         'other', '401 401 403 ok  ok  ok'],
  ['GET /api/report/user/:id/month/:m/year/:y',          'own',   '401 401 403 403 ok  ok'],
  ['GET /api/report/user/:id/month/:m/year/:y',          'other', '401 401 403 403 ok  ok'],
  // Client reports: admins, the client's own CLIENT users, or the share key without a session (docs/product/roles-and-access.md#client-role, #share-links).
  ['GET /api/logs/client/:id/month/:m/year/:y',          'own',   '404 404 ok  404 ok  ok'],
  ['GET /api/logs/client/:id/month/:m/year/:y',          'other', '404 404 404 404 ok  ok'],
  ['GET /api/logs/client/:id/month/:m/year/:y',          'key',   'ok  ok  404 404 ok  ok'],
  ['GET /api/clients/:id/public',                        'own',   '404 404 ok  404 ok  ok'],
  ['GET /api/clients/:id/public',                        'other', '404 404 404 404 ok  ok'],
  ['GET /api/clients/:id/public',                        'key',   'ok  ok  404 404 ok  ok'],
  ['GET /api/team_calendar',                             '-',     '401 401 403 403 ok  ok'],
  // docs/product/closing.md#locks: read like the person's work logs.
  ['GET /api/locks',                                     'own',   '401 401 403 ok  ok  ok'],
  ['GET /api/locks',                                     'other', '401 401 403 ok  ok  ok'],
  // docs/product/closing.md#timesheets: one's own month, or everyone's for admins; admins approve and reopen.
  ['GET /api/timesheets',                                '-',     '401 401 403 ok  ok  ok'],
  ['POST /api/timesheets/approve',                       '-',     '401 401 403 403 ok  ok'],
  ['POST /api/timesheets/:userId/:month/submit',         'own',   '401 401 403 ok  ok  ok'],
  ['POST /api/timesheets/:userId/:month/submit',         'other', '401 401 403 403 ok  ok'],
  ['POST /api/timesheets/:userId/:month/approve',        'own',   '401 401 403 403 ok  ok'],
  ['POST /api/timesheets/:userId/:month/approve',        'other', '401 401 403 403 ok  ok'],
  ['POST /api/timesheets/:userId/:month/reopen',         'other', '401 401 403 403 ok  ok'],
  // docs/product/closing.md#client-sign-off: seen like the client report; decided by the client only (its user or the share key).
  ['GET /api/clients/:id/signoffs',                      'own',   '404 404 ok  404 ok  ok'],
  ['GET /api/clients/:id/signoffs',                      'other', '404 404 404 404 ok  ok'],
  ['GET /api/clients/:id/signoffs',                      'key',   'ok  ok  404 404 ok  ok'],
  ['POST /api/clients/:id/signoffs/:month',              'own',   '404 404 ok  404 403 403'],
  ['POST /api/clients/:id/signoffs/:month',              'other', '404 404 404 404 403 403'],
  // The share key reads but never signs (docs/product/closing.md#client-sign-off): 403 SIGNOFF_NEEDS_IDENTITY.
  ['POST /api/clients/:id/signoffs/:month',              'key',   '403 403 404 404 403 403'],
  // docs/product/closing.md#signoff-links: admins send a request; the link itself is the credential, with or without a session.
  ['POST /api/clients/:id/signoffs/:month/request',      '-',     '401 401 403 403 ok  ok'],
  ['GET /api/signoffs/requests',                         '-',     '401 401 403 403 ok  ok'],
  ['GET /api/signoff-link',                              '-',     'ok  ok  ok  ok  ok  ok'],
  ['POST /api/signoff-link',                             '-',     'ok  ok  ok  ok  ok  ok'],
  ['DELETE /api/clients/:id/signoffs/:month',            '-',     '401 401 403 403 ok  ok'],
  ['GET /api/signoffs',                                  '-',     '401 401 403 403 ok  ok'],
  // docs/product/access.md#two-factor: one's own second factor; the second sign-in step is public, like the first; the
  // reset follows docs/product/roles-and-access.md#super-admin.
  ['POST /api/user/2fa/setup',                           '-',     '401 401 ok  ok  ok  ok'],
  ['POST /api/user/2fa/enable',                          '-',     '401 401 ok  ok  ok  ok'],
  ['POST /api/user/2fa/disable',                         '-',     '401 401 ok  ok  ok  ok'],
  // docs/product/access.md#recent-sign-in: anyone signed in confirms their own password again.
  ['POST /api/user/reauth',                              '-',     '401 401 ok  ok  ok  ok'],
  ['POST /api/login/2fa',                                'own',   'ok  403 ok  ok  ok  ok'],
  ['DELETE /api/users/:id/2fa',                          'own',   '401 401 403 403 ok  ok'],
  ['DELETE /api/users/:id/2fa',                          'other', '401 401 403 403 ok  ok'],
  ['DELETE /api/users/:id/2fa',                          'super', '401 401 403 403 403 ok'],
];

interface Person {
  id: number;
  email: string;
  roleId: RoleId;
  clientId: number | null;
}

interface Fixture {
  t: TestContext;
  callers: Record<Exclude<Caller, 'anonymous'>, Person>;
  /** The client whose CLIENT user is one of the callers; 'other' clients are made per case. */
  clientOfClientUser: number;
  /** An uploaded PDF that every employee may read. */
  documentId: number;
  /** People who have a profile picture already. */
  withPicture: Set<number>;
  /** One session per signed-in caller; only the sign-out row uses a session of its own. */
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** One personal API token per signed-in caller, for the matrix sent again with tokens. */
  apiTokens: Record<Exclude<Caller, 'anonymous'>, string>;
  /** Who an anonymous caller is when a row needs a person (sign-in, reset, calendar feed). */
  bystander: Person;
}

interface Case {
  f: Fixture;
  /** The person whose request it is; for an anonymous caller, somebody who is not signed in. */
  me: Person;
  whose: Whose;
  /** A distinct address per case, so sign-in and reset limits never mix cases up. */
  remoteAddress: string;
}

let serial = 0;
const next = () => ++serial;
/** A fresh weekday in 2027 per call, so leave requests and public holidays never overlap. */
function freshDate(): string {
  const day = new Date(Date.UTC(2027, 0, 4 + next() * 7));
  return day.toISOString().slice(0, 10);
}

async function person(db: TestContext['database']['db'], roleId: RoleId, clientId: number | null = null) {
  // Explicit names: the factory's own numbering is not safe for cases that run side by side.
  const n = next();
  const user = await buildUser(db, { roleId, clientId, name: `Matrix ${n}`, email: `matrix${n}@example.com` });
  return { id: user.id, email: user.email, roleId, clientId } satisfies Person;
}

/** The person a request names: the caller, another employee or another SUPER_ADMIN. */
async function subject(c: Case): Promise<Person> {
  const db = c.f.t.database.db;
  if (c.whose === 'super') return person(db, Role.SUPER_ADMIN);
  if (c.whose === 'other') return person(db, Role.USER);
  return c.me;
}

async function assignedClient(c: Case, userId: number): Promise<number> {
  const client = await buildClient(c.f.t.database.db);
  await buildAssignment(c.f.t.database.db, { userId, clientId: client.id, fromDate: '2026-01-01' });
  return client.id;
}

/** The client a client-report case names: the CLIENT caller's own, or one of nobody's. */
async function reportClient(c: Case): Promise<{ id: number; shareKey: string }> {
  const db = c.f.t.database.db;
  if (c.whose !== 'own') return buildClient(db);
  const [own] = await db.select().from(clients).where(eq(clients.id, c.f.clientOfClientUser));
  if (!own) throw new Error('fixture client is gone');
  return own;
}

async function sessionHeaders(c: Case, userId: number) {
  const token = await startSession(c.f.t.database.db, userId, c.f.t.config, c.f.t.clock.now());
  return { authorization: `Bearer ${token}` };
}

/** An API token of the person's, straight in the table (the route that makes one is a row of its own). */
async function apiTokenOf(c: Case, owner: Person): Promise<number> {
  const now = c.f.t.clock.now();
  const [token] = await c.f.t.database.db
    .insert(apiTokens)
    .values({
      userId: owner.id,
      name: 'Matrix',
      tokenHash: `matrix-${next()}`,
      expiresAt: new Date(now.getTime() + 86_400_000),
    })
    .returning({ id: apiTokens.id });
  return token!.id;
}

type Built = Omit<InjectOptions, 'method'> & { url: string };

const MATRIX_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Puts the case's person in the two-factor state a row needs: off, pending a first code, or on (with no step used). */
async function withTwoFactor(c: Case, state: 'off' | 'pending' | 'on') {
  await c.f.t.database.db
    .update(users)
    .set({
      totpPendingSecret: state === 'pending' ? MATRIX_SECRET : null,
      totpSecret: state === 'on' ? MATRIX_SECRET : null,
      totpEnabledAt: state === 'on' ? c.f.t.clock.now() : null,
      totpLastStep: null,
    })
    .where(eq(users.id, c.me.id));
}

/** How each route is called with valid input; records are made fresh for every case. */
const REQUESTS: Record<string, (c: Case) => Promise<Built>> = {
  'GET /api/docs': async () => ({ url: '/api/docs' }),
  'HEAD /api/docs/': async () => ({ url: '/api/docs/' }),
  'GET /api/docs/static/index.html': async () => ({ url: '/api/docs/static/index.html' }),
  'GET /api/docs/static/swagger-initializer.js': async () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  'GET /api/docs/static/*': async () => ({ url: '/api/docs/static/swagger-ui.css' }),
  'GET /api/docs/json': async () => ({ url: '/api/docs/json' }),
  'GET /api/docs/yaml': async () => ({ url: '/api/docs/yaml' }),
  'GET /api/openapi.json': async () => ({ url: '/api/openapi.json' }),
  'GET /api/health': async () => ({ url: '/api/health' }),
  'POST /api/login': async (c) => ({ url: '/api/login', payload: { email: c.me.email, password: DEFAULT_PASSWORD } }),
  'GET /api/user': async () => ({ url: '/api/user' }),
  'POST /api/logout': async () => ({ url: '/api/logout' }),
  'POST /api/user/profile': async () => ({ url: '/api/user/profile', ...multipart({ name: `Renamed ${next()}` }) }),
  'GET /api/user/tokens': async () => ({ url: '/api/user/tokens' }),
  'POST /api/user/tokens': async () => ({ url: '/api/user/tokens', payload: { name: 'Matrix', expires_in_days: 30 } }),
  'DELETE /api/user/tokens/:id': async (c) => ({ url: `/api/user/tokens/${await apiTokenOf(c, await subject(c))}` }),
  'GET /api/users': async () => ({ url: '/api/users' }),
  'GET /api/users/names': async () => ({ url: '/api/users/names' }),
  'GET /api/users/:id': async (c) => ({ url: `/api/users/${(await subject(c)).id}` }),
  'POST /api/register': async () => {
    const n = next();
    return {
      url: '/api/register',
      payload: {
        name: `Added ${n}`,
        email: `added${n}@example.com`,
        role_id: Role.USER,
        password: DEFAULT_PASSWORD,
        password_confirmation: DEFAULT_PASSWORD,
      },
    };
  },
  'POST /api/users/edit/:id': async (c) => ({
    url: `/api/users/edit/${(await subject(c)).id}`,
    payload: { name: `Edited ${next()}`, public_logs: true },
  }),
  'DELETE /api/users/delete/:id': async (c) => ({ url: `/api/users/delete/${(await subject(c)).id}` }),
  'POST /api/users/:id/password': async (c) => ({
    url: `/api/users/${(await subject(c)).id}/password`,
    // The same password again, so that the caller's own sign-in keeps working for later rows.
    payload: { password: DEFAULT_PASSWORD, password_confirmation: DEFAULT_PASSWORD },
  }),
  'GET /api/users/:id/clients': async (c) => {
    const who = await subject(c);
    await assignedClient(c, who.id);
    return { url: `/api/users/${who.id}/clients` };
  },
  'POST /api/users/:id/clients': async (c) => {
    const client = await buildClient(c.f.t.database.db);
    return {
      url: `/api/users/${(await subject(c)).id}/clients`,
      payload: { client: client.id, hours: 20, dates: ['2026-11-01'] },
    };
  },
  'DELETE /api/users/:id/clients/:clientId': async (c) => {
    const who = await subject(c);
    return { url: `/api/users/${who.id}/clients/${await assignedClient(c, who.id)}` };
  },
  'GET /api/assignments': async () => ({ url: '/api/assignments?as_of=2026-11-23' }),
  'GET /api/clients': async () => ({ url: '/api/clients' }),
  'GET /api/clients/:id': async (c) => {
    if (c.whose === 'own' && c.me.clientId) return { url: `/api/clients/${c.me.clientId}` };
    const client = c.whose === 'own' ? await assignedClient(c, c.me.id) : (await buildClient(c.f.t.database.db)).id;
    return { url: `/api/clients/${client}` };
  },
  'POST /api/clients': async () => ({ url: '/api/clients', payload: { name: `New client ${next()}` } }),
  'PATCH /api/clients/:id': async (c) => ({
    url: `/api/clients/${(await buildClient(c.f.t.database.db)).id}`,
    payload: { name: `Renamed client ${next()}` },
  }),
  'DELETE /api/clients/:id': async (c) => ({ url: `/api/clients/${(await buildClient(c.f.t.database.db)).id}` }),
  'POST /api/clients/:id/share_key': async (c) => ({
    url: `/api/clients/${(await buildClient(c.f.t.database.db)).id}/share_key`,
  }),
  'GET /api/weekly/logs': async () => ({ url: '/api/weekly/logs?from=2026-11-16&to=2026-11-22' }),
  'GET /api/audit': async () => ({ url: '/api/audit' }),
  'GET /api/jobs': async () => ({ url: '/api/jobs' }),
  'GET /api/export': async () => ({ url: '/api/export' }),
  'GET /api/logs/user/:id/from/:date': async (c) => {
    const who = await subject(c);
    await buildWorkLog(c.f.t.database.db, {
      userId: who.id,
      clientId: await assignedClient(c, who.id),
      date: '2026-11-17',
      minutes: 60,
    });
    return { url: `/api/logs/user/${who.id}/from/2026-11-16` };
  },
  'GET /api/range/logs': async (c) => ({
    url: `/api/range/logs?user_id=${(await subject(c)).id}&from=2026-11-01&to=2026-11-30`,
  }),
  'POST /api/logs': async (c) => {
    const who = await subject(c);
    return {
      url: '/api/logs',
      payload: {
        description: 'Matrix work',
        user_id: who.id,
        date: '2026-11-18',
        duration: 90,
        client_id: await assignedClient(c, who.id),
      },
    };
  },
  'PUT /api/logs/:id': async (c) => {
    const who = await subject(c);
    const clientId = await assignedClient(c, who.id);
    const log = await buildWorkLog(c.f.t.database.db, { userId: who.id, clientId, date: '2026-11-18', minutes: 30 });
    return {
      url: `/api/logs/${log.id}`,
      payload: { description: 'Changed', user_id: who.id, date: '2026-11-18', duration: 45, client_id: clientId },
    };
  },
  'POST /api/logs/import': async (c) => {
    const who = await subject(c);
    const name = `Import client ${next()}`;
    const client = await buildClient(c.f.t.database.db, name);
    await buildAssignment(c.f.t.database.db, { userId: who.id, clientId: client.id, fromDate: '2026-01-01' });
    const file = `date,email,client,description,minutes\n2026-11-18,${who.email},${name},Imported,60\n`;
    return {
      url: '/api/logs/import',
      ...multipart({}, { name: 'file', fileName: 'logs.csv', contentType: 'text/csv', content: Buffer.from(file) }),
    };
  },
  'DELETE /api/logs/:id': async (c) => {
    const who = await subject(c);
    const clientId = await assignedClient(c, who.id);
    const log = await buildWorkLog(c.f.t.database.db, { userId: who.id, clientId, date: '2026-11-18', minutes: 30 });
    return { url: `/api/logs/${log.id}` };
  },
  'GET /api/home_office': async (c) =>
    c.whose === '-'
      ? { url: '/api/home_office?year=2026' }
      : { url: `/api/home_office?user_id=${(await subject(c)).id}&month=2026-11` },
  'GET /api/home_office/counts': async () => ({ url: '/api/home_office/counts?year=2026' }),
  'POST /api/home_office': async (c) => ({
    url: '/api/home_office',
    payload: { user_id: (await subject(c)).id, dates: ['2026-11-19'] },
  }),
  'DELETE /api/home_office/delete_by_user_id_and_date': async (c) => ({
    url: '/api/home_office/delete_by_user_id_and_date',
    payload: { user_id: (await subject(c)).id, date: '2026-11-19' },
  }),
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
  'GET /api/users/:id/schedules': async (c) => ({ url: `/api/users/${(await subject(c)).id}/schedules` }),
  'POST /api/users/:id/schedules': async (c) => ({
    url: `/api/users/${(await subject(c)).id}/schedules`,
    payload: { from_date: freshDate(), minutes: [360, 360, 360, 360, 0, 0, 0] },
  }),
  'GET /api/users/:id/days': async (c) => ({
    url: `/api/users/${(await subject(c)).id}/days?from=2026-11-16&to=2026-11-22`,
  }),
  'GET /api/settings': async () => ({ url: '/api/settings' }),
  'PATCH /api/settings': async (c) => ({
    url: '/api/settings',
    payload: { leave_approver_id: c.f.callers.SUPER_ADMIN.id },
  }),
  'GET /api/calendar/feed': async () => ({ url: '/api/calendar/feed' }),
  'POST /api/calendar/feed': async () => ({ url: '/api/calendar/feed' }),
  'GET /api/calendar/:file': async (c) => ({
    url: `/api/calendar/${await feedToken(c.f.t.database.db, c.me.id, false)}.ics`,
  }),
  'GET /api/calendar/team/:file': async (c) => ({
    url: `/api/calendar/team/${await feedToken(c.f.t.database.db, c.me.id, false)}.ics`,
  }),
  'POST /api/forgot-password': async (c) => ({ url: '/api/forgot-password', payload: { email: c.me.email } }),
  'POST /api/reset-password': async (c) => ({
    url: '/api/reset-password',
    payload: {
      email: c.me.email,
      token: 'made-up-token',
      password: DEFAULT_PASSWORD,
      password_confirmation: DEFAULT_PASSWORD,
    },
  }),
  'GET /api/auth': async () => ({ url: '/api/auth' }),
  'POST /api/user/2fa/setup': async (c) => {
    await withTwoFactor(c, 'off');
    return { url: '/api/user/2fa/setup' };
  },
  'POST /api/user/2fa/enable': async (c) => {
    await withTwoFactor(c, 'pending');
    return { url: '/api/user/2fa/enable', payload: { code: totpCode(MATRIX_SECRET, c.f.t.clock.now()) } };
  },
  'POST /api/user/2fa/disable': async (c) => {
    await withTwoFactor(c, 'on');
    return { url: '/api/user/2fa/disable', payload: { password: DEFAULT_PASSWORD } };
  },
  'POST /api/user/reauth': async () => ({ url: '/api/user/reauth', payload: { password: DEFAULT_PASSWORD } }),
  'POST /api/login/2fa': async (c) => {
    await withTwoFactor(c, 'on');
    const challenge = await startChallenge(c.f.t.database.db, c.me.id, c.f.t.clock.now());
    return { url: '/api/login/2fa', payload: { challenge, code: totpCode(MATRIX_SECRET, c.f.t.clock.now()) } };
  },
  'DELETE /api/users/:id/2fa': async (c) => {
    const who = await subject(c);
    await withTwoFactor({ ...c, me: who }, 'on');
    return { url: `/api/users/${who.id}/2fa` };
  },
  'GET /api/auth/callback': async () => ({ url: '/api/auth/callback?state=abc&code=def' }),
  'GET /api/user/notifications': async () => ({ url: '/api/user/notifications' }),
  'PUT /api/user/notifications': async () => ({ url: '/api/user/notifications', payload: { off: ['leave_decided'] } }),
  'GET /api/skills': async () => ({ url: '/api/skills' }),
  'POST /api/skills': async () => ({ url: '/api/skills', payload: { name: `Skill ${next()}` } }),
  'PUT /api/skills': async (c) => {
    const skill = await buildSkill(c);
    return { url: '/api/skills', payload: [{ id: skill, name: `Renamed skill ${next()}` }] };
  },
  'DELETE /api/skills/:id': async (c) => ({ url: `/api/skills/${await buildSkill(c)}` }),
  'GET /api/all/skills': async () => ({ url: '/api/all/skills' }),
  'GET /api/users/:id/skills': async (c) => ({ url: `/api/users/${(await subject(c)).id}/skills` }),
  'PUT /api/users/:id/skills': async (c) => ({
    url: `/api/users/${(await subject(c)).id}/skills`,
    payload: { skills: [await buildSkill(c)] },
  }),
  'DELETE /api/users/:id/skills/:skillId': async (c) => {
    const who = await subject(c);
    const skill = await buildSkill(c);
    await c.f.t.database.db.insert(userSkills).values({ userId: who.id, skillId: skill });
    return { url: `/api/users/${who.id}/skills/${skill}` };
  },
  'GET /api/files': async () => ({ url: '/api/files' }),
  'POST /api/files': async () => ({ url: '/api/files', ...pdfUpload() }),
  'GET /api/files/:id': async (c) => ({ url: `/api/files/${c.f.documentId}` }),
  'DELETE /api/files/:id': async (c) => ({ url: `/api/files/${await uploadDocument(c.f)}` }),
  'GET /api/users/:id/picture': async (c) => {
    const who = await subject(c);
    if (!c.f.withPicture.has(who.id)) await uploadPicture(c.f, who.id);
    return { url: `/api/users/${who.id}/picture` };
  },
  'GET /api/report/user/:id/month/:m/year/:y': async (c) => ({
    url: `/api/report/user/${(await subject(c)).id}/month/11/year/2026`,
  }),
  'GET /api/logs/client/:id/month/:m/year/:y': async (c) => {
    const client = await reportClient(c);
    const key = c.whose === 'key' ? `?key=${client.shareKey}` : '';
    return { url: `/api/logs/client/${client.id}/month/11/year/2026${key}` };
  },
  'GET /api/clients/:id/public': async (c) => {
    const client = await reportClient(c);
    const key = c.whose === 'key' ? `?key=${client.shareKey}` : '';
    return { url: `/api/clients/${client.id}/public${key}` };
  },
  'GET /api/team_calendar': async () => ({ url: '/api/team_calendar?year=2026' }),
  'GET /api/locks': async (c) => ({
    url: `/api/locks?user_id=${(await subject(c)).id}&from=2026-11-01&to=2026-11-30`,
  }),
  'GET /api/timesheets': async () => ({ url: '/api/timesheets?month=2026-11' }),
  'POST /api/timesheets/approve': async (c) => ({
    url: '/api/timesheets/approve',
    payload: { month: '2026-10', user_ids: [(await person(c.f.t.database.db, Role.USER)).id] },
  }),
  'POST /api/timesheets/:userId/:month/submit': async (c) => ({
    url: `/api/timesheets/${(await subject(c)).id}/2026-11/submit`,
  }),
  // September: approving the caller's own month must not lock the November days other rows write.
  'POST /api/timesheets/:userId/:month/approve': async (c) => ({
    url: `/api/timesheets/${(await subject(c)).id}/2026-09/approve`,
  }),
  'POST /api/timesheets/:userId/:month/reopen': async (c) => {
    const who = await subject(c);
    await c.f.t.database.db.insert(timesheets).values({ userId: who.id, month: '2026-08', status: 'approved' });
    return { url: `/api/timesheets/${who.id}/2026-08/reopen`, payload: { comment: 'Matrix reason' } };
  },
  'GET /api/clients/:id/signoffs': async (c) => {
    const client = await reportClient(c);
    const key = c.whose === 'key' ? `&key=${client.shareKey}` : '';
    return { url: `/api/clients/${client.id}/signoffs?year=2026${key}` };
  },
  // A query: it may be repeated, where a second approval would be a 409.
  'POST /api/clients/:id/signoffs/:month': async (c) => {
    const client = await reportClient(c);
    const key = c.whose === 'key' ? `?key=${client.shareKey}` : '';
    return {
      url: `/api/clients/${client.id}/signoffs/2026-11${key}`,
      payload: { decision: 'query', comment: 'Matrix question' },
    };
  },
  'DELETE /api/clients/:id/signoffs/:month': async (c) => {
    const client = await buildClient(c.f.t.database.db);
    await c.f.t.database.db
      .insert(clientSignoffs)
      .values({ clientId: client.id, month: '2026-10', status: 'approved', byName: 'Matrix', at: new Date() });
    return { url: `/api/clients/${client.id}/signoffs/2026-10` };
  },
  'GET /api/signoffs': async () => ({ url: '/api/signoffs?year=2026' }),
  'POST /api/clients/:id/signoffs/:month/request': async (c) => ({
    url: `/api/clients/${(await buildClient(c.f.t.database.db)).id}/signoffs/2026-10/request`,
    payload: { email: `contact${next()}@client.example`, name: 'Matrix contact' },
  }),
  'GET /api/signoffs/requests': async () => ({ url: '/api/signoffs/requests?year=2026' }),
  'GET /api/signoff-link': async (c) => ({ url: `/api/signoff-link?token=${await signoffLink(c)}` }),
  'POST /api/signoff-link': async (c) => ({
    url: `/api/signoff-link?token=${await signoffLink(c)}`,
    payload: { decision: 'query', comment: 'Matrix question' },
  }),
};

/** An open sign-off link of a fresh client's October (docs/product/closing.md#signoff-links): its token. */
async function signoffLink(c: Case): Promise<string> {
  const client = await buildClient(c.f.t.database.db);
  const token = `matrix-link-${next()}`;
  await c.f.t.database.db.insert(signoffRequests).values({
    clientId: client.id,
    month: '2026-10',
    email: 'contact@client.example',
    name: 'Matrix contact',
    tokenHash: hashToken(token),
    expiresAt: new Date(c.f.t.clock.now().getTime() + 86_400_000),
  });
  return token;
}

const leaveTypeNamed = () => ({ name: `Matrix type ${next()}` });
const leaveTypeBody = () => ({ ...leaveTypeNamed(), color: '#00695c', uses_allowance: false, needs_approval: true });

async function buildCalendar(c: Case): Promise<number> {
  const [row] = await c.f.t.database.db
    .insert(holidayCalendars)
    .values({ name: `Matrix office ${next()}` })
    .returning({ id: holidayCalendars.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

async function buildSkill(c: Case): Promise<number> {
  const [row] = await c.f.t.database.db
    .insert(skills)
    .values({ name: `Matrix skill ${next()}` })
    .returning({ id: skills.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

function pdfUpload() {
  return multipart(
    { title: `Handbook ${next()}`, description: 'For the matrix', type: '0' },
    { name: 'file', fileName: 'handbook.pdf', contentType: 'application/pdf', content: TINY_PDF },
  );
}

/**
 * Uploads go one at a time: side by side on PostgreSQL, one of six failed with 500 in the chunked
 * file store that is being written (reported to its owner; the matrix is about rights, not that).
 */
let uploads: Promise<unknown> = Promise.resolve();
function uploadDocument(f: Fixture): Promise<number> {
  const next = uploads.then(() => uploadDocumentNow(f));
  uploads = next.catch(() => undefined);
  return next;
}

async function uploadDocumentNow(f: Fixture): Promise<number> {
  const { headers, payload } = pdfUpload();
  const auth = await sessionHeaders({ f } as Case, f.callers.SUPER_ADMIN.id);
  const response = await f.t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...headers, ...auth },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: number }).id;
}

async function uploadPicture(f: Fixture, userId: number): Promise<void> {
  const { headers, payload } = multipart(
    {},
    { name: 'profile_picture', fileName: 'me.png', contentType: 'image/png', content: PNG_BYTES },
  );
  const auth = await sessionHeaders({ f } as Case, userId);
  const response = await f.t.app.inject({
    method: 'POST',
    url: '/api/user/profile',
    headers: { ...headers, ...auth },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`picture upload failed: ${response.statusCode} ${response.body}`);
  f.withPicture.add(userId);
}

function parseOutcomes(text: string): Record<Caller, Outcome> {
  const cells = text.trim().split(/\s+/);
  if (cells.length !== CALLERS.length) throw new Error(`'${text}' needs ${CALLERS.length} outcomes`);
  return Object.fromEntries(
    CALLERS.map((callerKind, i) => [callerKind, cells[i] === 'ok' ? 'ok' : (Number(cells[i]) as Outcome)]),
  ) as Record<Caller, Outcome>;
}

function matches(outcome: Outcome, status: number): boolean {
  return outcome === 'ok' ? status >= 200 && status < 400 : status === outcome;
}

describe('access matrix (docs/decisions/0014-access-matrix-and-fuzzing.md)', () => {
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let f: Fixture;

  beforeAll(async () => {
    harness = await createTestContext();
    const t = await harness.reset();
    const db = t.database.db;
    const clientOfClientUser = (await buildClient(db, 'Northwind Matrix')).id;
    const callers = {
      deactivated: await person(db, Role.USER),
      CLIENT: await person(db, Role.CLIENT, clientOfClientUser),
      USER: await person(db, Role.USER),
      ADMIN: await person(db, Role.ADMIN),
      SUPER_ADMIN: await person(db, Role.SUPER_ADMIN),
    };
    const tokens = Object.fromEntries(
      await Promise.all(
        Object.entries(callers).map(async ([kind, who]) => [
          kind,
          await startSession(db, who.id, t.config, t.clock.now()),
        ]),
      ),
    ) as Fixture['tokens'];
    const apiTokensOfCallers = Object.fromEntries(
      await Promise.all(Object.entries(callers).map(async ([kind, who]) => [kind, await storedApiToken(t, who)])),
    ) as Fixture['apiTokens'];
    const bystander = await person(db, Role.USER);
    f = {
      t,
      callers,
      clientOfClientUser,
      documentId: 0,
      withPicture: new Set(),
      tokens,
      apiTokens: apiTokensOfCallers,
      bystander,
    };
    f.documentId = await uploadDocument(f);
    for (const callerPerson of Object.values(callers)) await uploadPicture(f, callerPerson.id);
    // Signed in while active, then deactivated: the session must stop working at once (docs/product/roles-and-access.md#deactivation).
    await db.update(users).set({ active: false }).where(eq(users.id, callers.deactivated.id));
  });
  afterAll(async () => harness.close());

  it('covers every API route, and lists no route that does not exist', () => {
    const served = new Set(f.t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    const listed = new Set(MATRIX.map(([route]) => route));
    // A HEAD route is covered by the GET row of the same path, which the matrix also sends as HEAD.
    const covered = (route: string) => listed.has(route) || listed.has(route.replace(/^HEAD /, 'GET '));

    const missing = [...served].filter((route) => !covered(route));
    const unknown = [...listed].filter((route) => !served.has(route));
    const withoutRequest = [...listed].filter((route) => !REQUESTS[route]);

    expect(missing).toEqual([]);
    expect(unknown).toEqual([]);
    expect(withoutRequest).toEqual([]);
  });

  it('answers every route × caller × record as the table says', async () => {
    const { unexpected, sent } = await sendMatrix(f, 'session');
    console.info(
      `access matrix: ${f.t.app.apiRoutes.length} routes, ${MATRIX.length} rows, ${sent} requests, ${unexpected.length} unexpected`,
    );
    expect(unexpected).toEqual([]);
  }, 90_000);

  // docs/product/access.md#api-tokens: a token acts as its owner with the owner's role, except on the routes that
  // manage tokens, second factors, passwords or the session, which answer it 403.
  it('answers the same with the callers’ personal API tokens, and 403 on the session-only routes', async () => {
    // The session pass submitted and approved the callers' own month; it starts open again.
    const callerIds = Object.values(f.callers).map((who) => who.id);
    await f.t.database.db.delete(timesheets).where(inArray(timesheets.userId, callerIds));
    const { unexpected, sent } = await sendMatrix(f, 'api-token');
    console.info(`access matrix with API tokens: ${sent} requests, ${unexpected.length} unexpected`);
    expect(unexpected).toEqual([]);
  }, 90_000);
});

type Credential = 'session' | 'api-token';

async function storedApiToken(t: TestContext, owner: Person): Promise<string> {
  const token = newApiToken();
  const expiresAt = new Date(t.clock.now().getTime() + 86_400_000);
  await t.database.db
    .insert(apiTokens)
    .values({ userId: owner.id, name: 'Matrix caller', tokenHash: hashToken(token), expiresAt });
  return token;
}

/** What a caller gets with a token where the table names the session's answer: a session-only route is 403 to it. */
function withCredential(f: Fixture, route: string, callerKind: Caller, outcome: Outcome, credential: Credential) {
  if (credential === 'session' || callerKind === 'anonymous' || outcome === 401) return outcome;
  const [method, url] = route.split(' ');
  const sessionOnly = f.t.app.apiRoutes.some((r) => r.method === method && r.url === url && r.sessionOnly);
  return sessionOnly ? 403 : outcome;
}

async function sendMatrix(f: Fixture, credential: Credential): Promise<{ unexpected: string[]; sent: number }> {
  const unexpected: string[] = [];
  let sent = 0;
  const send = async (route: string, whose: Whose, callerKind: Caller, method: string, listed: Outcome) => {
    const me = callerKind === 'anonymous' ? f.bystander : f.callers[callerKind];
    const outcome = withCredential(f, route, callerKind, listed, credential);
    const remoteAddress = `10.${credential === 'session' ? 9 : 10}.${Math.floor(sent / 250)}.${(sent % 250) + 1}`;
    sent += 1;
    const c: Case = { f, me, whose, remoteAddress };
    const built = await REQUESTS[route]!(c);
    const auth =
      callerKind === 'anonymous'
        ? {}
        : credential === 'api-token'
          ? { authorization: `Bearer ${f.apiTokens[callerKind]}` }
          : route === 'POST /api/logout'
            ? await sessionHeaders(c, me.id)
            : { authorization: `Bearer ${f.tokens[callerKind]}` };
    const response = await f.t.app.inject({
      ...built,
      method: method as 'GET',
      remoteAddress,
      headers: { ...built.headers, ...auth },
    });
    if (!matches(outcome, response.statusCode)) {
      const body = method === 'HEAD' ? '' : response.body.slice(0, 120);
      unexpected.push(
        `${method} ${route.split(' ')[1]} [${whose}] as ${callerKind} (${credential}): expected ${outcome}, got ${response.statusCode} ${body}`,
      );
    }
  };

  for (const [route, whose, outcomeText] of MATRIX) {
    const outcomes = parseOutcomes(outcomeText);
    const method = route.split(' ')[0]!;
    // The callers of one row run side by side: each case has its own records and session.
    await Promise.all(CALLERS.map((callerKind) => send(route, whose, callerKind, method, outcomes[callerKind])));
    // Fastify answers HEAD with the GET route and its hooks; one caller whose answer varies checks it.
    if (method === 'GET') await send(route, whose, 'USER', 'HEAD', outcomes.USER);
  }
  return { unexpected, sent };
}
