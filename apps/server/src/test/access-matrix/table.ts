/**
 * The access matrix of access-matrix.test.ts (docs/product/http-contract.md#scale, docs/product/roles-and-access.md):
 * every API route × every kind of caller, with their own and other people's records, in ONE table.
 */

/**
 * docs/product/http-contract.md#scale: every API route × every kind of caller, with their own and other people's records, in
 * ONE table (docs/product/roles-and-access.md). Each case runs on fresh records, so writes do not disturb the next.
 */

export const CALLERS = ['anonymous', 'deactivated', 'CLIENT', 'USER', 'ADMIN', 'SUPER_ADMIN'] as const;

export type Caller = (typeof CALLERS)[number];

/**
 * Whose record the request names: the caller's own, another employee's, another SUPER_ADMIN's
 * (docs/product/roles-and-access.md#super-admin), or a client report opened with its share key (docs/product/roles-and-access.md#share-links). '-' when the route names none.
 */
export type Whose = '-' | 'own' | 'other' | 'super' | 'key';

/** `ok` is a 2xx or 3xx answer; a number is the exact status expected. */
export type Outcome = 'ok' | 400 | 401 | 403 | 404;

// prettier-ignore
export const MATRIX: readonly [route: string, whose: Whose, outcomes: string][] = [
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

export function parseOutcomes(text: string): Record<Caller, Outcome> {
  const cells = text.trim().split(/\s+/);
  if (cells.length !== CALLERS.length) throw new Error(`'${text}' needs ${CALLERS.length} outcomes`);
  return Object.fromEntries(
    CALLERS.map((callerKind, i) => [callerKind, cells[i] === 'ok' ? 'ok' : (Number(cells[i]) as Outcome)]),
  ) as Record<Caller, Outcome>;
}

export function matches(outcome: Outcome, status: number): boolean {
  return outcome === 'ok' ? status >= 200 && status < 400 : status === outcome;
}
