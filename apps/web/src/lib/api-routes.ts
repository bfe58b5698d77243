import type { z } from 'zod';
import {
  accessTokenResponse,
  addUserBody,
  addUserSkillsBody,
  apiTokenBody,
  apiTokensResponse,
  approvalContextQuery,
  approvalContextsResponse,
  assignClientBody,
  assignmentRowsResponse,
  assignmentsQuery,
  auditPage,
  auditQuery,
  balancesQuery,
  balancesResponse,
  calendarFeedResponse,
  clientMonthReportQuery,
  clientMonthReportResponse,
  clientNameBody,
  clientNameResponse,
  clientResponse,
  clientsResponse,
  createdApiToken,
  currentUserResponse,
  daysAvailableBody,
  daysAvailableResponse,
  documentsQuery,
  documentsResponse,
  documentView,
  forgotPasswordBody,
  holidayCalendarBody,
  holidayCalendarPatch,
  holidayCalendarResponse,
  holidayCalendarsResponse,
  holidayCountriesResponse,
  holidayImportBody,
  holidayImportPreviewResponse,
  holidayImportQuery,
  homeOfficeCountsQuery,
  homeOfficeCreateBody,
  homeOfficeDaysResponse,
  homeOfficeDeleteBody,
  homeOfficeReportQuery,
  homeOfficeYearResponse,
  idDateParams,
  idParam,
  importQuery,
  importResponse,
  jobsResponse,
  leaveRequestBody,
  leaveRequestResponse,
  leaveRequestsPageResponse,
  leaveRequestsQuery,
  leaveRequestsResponse,
  leaveStatusBody,
  leaveTypeBody,
  leaveTypeIdParams,
  leaveTypePatch,
  leaveTypeResponse,
  leaveTypesListResponse,
  locksQuery,
  locksResponse,
  loginBody,
  loginResponse,
  loginTwoFactorBody,
  messageResponse,
  monthReportFormatQuery,
  monthReportParams,
  nationalHolidaysBody,
  noContent,
  notificationSettings,
  notificationSettingsResponse,
  oidcSignInAddress,
  optionalRangeQuery,
  passwordChangeBody,
  passwordResetResponse,
  peopleWithSkillsQuery,
  peopleWithSkillsResponse,
  personDaysQuery,
  personDaysResponse,
  personNamesQuery,
  personNamesResponse,
  profileResponse,
  proRataQuery,
  proRataResponse,
  publicHolidayEditBody,
  publicHolidayResponse,
  publicHolidaysResponse,
  reauthBody,
  renameSkillsBody,
  resetPasswordBody,
  scheduleBody,
  scheduleResponse,
  schedulesResponse,
  settingsBody,
  settingsResponse,
  shareKeyQuery,
  signoffBody,
  signoffKeyQuery,
  signoffLinkQuery,
  signoffLinkResponse,
  signoffParams,
  signoffRequestBody,
  signoffRequestResponse,
  signoffRequestsQuery,
  signoffRequestsResponse,
  signoffResponse,
  signoffsOverviewQuery,
  signoffsOverviewResponse,
  signoffsQuery,
  signoffsResponse,
  skillNameBody,
  skillResponse,
  skillsResponse,
  teamCalendarResponse,
  teamCalendarYearQuery,
  timesheetBulkApproveBody,
  timesheetParams,
  timesheetReopenBody,
  timesheetResponse,
  timesheetsQuery,
  timesheetsResponse,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  unassignClientParams,
  unassignClientQuery,
  userClientsResponse,
  userDetail,
  userEditBody,
  userListItem,
  userMonthReportResponse,
  usersQuery,
  userSkillParams,
  userSkillsResponse,
  usersResponse,
  weeklyReportDownloadQuery,
  weeklyReportResponse,
  workLogBody,
  workLogResponse,
  workLogsResponse,
} from '@portal/shared';

/**
 * Every API route the web app calls, by `METHOD /path` as the server declares it (apps/server/src/features/…/routes.ts),
 * with the shared schemas of its path parameters, query string, body and answer: the server's own. The screens call a
 * route with `call('GET /users/:id', { params: { id } })` (lib/api-client.ts), which fills in the path and types the
 * options and the answer from here; the tests' stubbed server answers with `reply(route, answer)`
 * (test/stubbed-api.ts), checked against the same answer schema.
 *
 * Production code imports this module's types only (`import type`), so the schemas stay out of the entry
 * (docs/decisions/0016-web-budget.md); the tests import the table itself.
 *
 * To add an endpoint: add `'METHOD /path/:param'` below with the schemas the server's route declares (`params`,
 * `querystring` as `query`, `body`, the success `response` as `answer`, `noContent` for 204; `body: 'form'` for a
 * multipart upload), exporting any schema still missing from packages/shared beside its feature's schemas; then call
 * it with `call`. A path parameter needs a `params` schema with the same names, or the table does not type-check.
 */
export const API_ROUTES = {
  // The session (docs/product/people-and-clients.md#sessions, docs/product/access.md#two-factor)
  'POST /login': { body: loginBody, answer: loginResponse },
  'POST /login/2fa': { body: loginTwoFactorBody, answer: accessTokenResponse },
  'POST /logout': { answer: noContent },
  'GET /user': { answer: currentUserResponse },
  'POST /user/reauth': { body: reauthBody, answer: noContent },
  'GET /auth': { answer: oidcSignInAddress },
  /** The identity provider's query string, passed on as it came (`search`). */
  'GET /auth/callback': { query: 'search', answer: loginResponse },
  'POST /forgot-password': { body: forgotPasswordBody, answer: passwordResetResponse },
  'POST /reset-password': { body: resetPasswordBody, answer: passwordResetResponse },
  'POST /user/2fa/setup': { answer: twoFactorSetupResponse },
  'POST /user/2fa/enable': { body: twoFactorEnableBody, answer: twoFactorEnableResponse },
  'POST /user/2fa/disable': { body: twoFactorDisableBody, answer: noContent },
  'GET /user/tokens': { answer: apiTokensResponse },
  'POST /user/tokens': { body: apiTokenBody, answer: createdApiToken },
  'DELETE /user/tokens/:id': { params: idParam, answer: noContent },
  'GET /user/notifications': { answer: notificationSettingsResponse },
  'PUT /user/notifications': { body: notificationSettings, answer: notificationSettingsResponse },
  'POST /user/profile': { body: 'form', answer: profileResponse },

  // People (docs/product/people-and-clients.md)
  'GET /users': { query: usersQuery, answer: usersResponse },
  'GET /users/names': { query: personNamesQuery, answer: personNamesResponse },
  'GET /users/:id': { params: idParam, answer: userDetail },
  'POST /register': { body: addUserBody, answer: userListItem },
  'POST /users/edit/:id': { params: idParam, body: userEditBody, answer: userListItem },
  'DELETE /users/delete/:id': { params: idParam, answer: messageResponse },
  'DELETE /users/:id/2fa': { params: idParam, answer: noContent },
  'POST /users/:id/password': { params: idParam, body: passwordChangeBody, answer: messageResponse },
  'GET /users/:id/clients': { params: idParam, answer: userClientsResponse },
  'POST /users/:id/clients': { params: idParam, body: assignClientBody, answer: userClientsResponse },
  'DELETE /users/:id/clients/:clientId': {
    params: unassignClientParams,
    query: unassignClientQuery,
    answer: messageResponse,
  },
  'GET /users/:id/schedules': { params: idParam, answer: schedulesResponse },
  'POST /users/:id/schedules': { params: idParam, body: scheduleBody, answer: scheduleResponse },
  'GET /users/:id/days': { params: idParam, query: personDaysQuery, answer: personDaysResponse },
  'GET /users/:id/skills': { params: idParam, answer: userSkillsResponse },
  'PUT /users/:id/skills': { params: idParam, body: addUserSkillsBody, answer: userSkillsResponse },
  'DELETE /users/:id/skills/:skillId': { params: userSkillParams, answer: userSkillsResponse },
  'GET /skills': { answer: skillsResponse },
  'POST /skills': { body: skillNameBody, answer: skillResponse },
  'PUT /skills': { body: renameSkillsBody, answer: skillsResponse },
  'DELETE /skills/:id': { params: idParam, answer: noContent },
  'GET /all/skills': { query: peopleWithSkillsQuery, answer: peopleWithSkillsResponse },
  'GET /assignments': { query: assignmentsQuery, answer: assignmentRowsResponse },
  'GET /files': { query: documentsQuery, answer: documentsResponse },
  'POST /files': { body: 'form', answer: documentView },
  'DELETE /files/:id': { params: idParam, answer: noContent },

  // Clients and their sign-off (docs/product/people-and-clients.md#clients, docs/product/closing.md#client-sign-off)
  'GET /clients': { answer: clientsResponse },
  'POST /clients': { body: clientNameBody, answer: clientResponse },
  'PATCH /clients/:id': { params: idParam, body: clientNameBody, answer: clientResponse },
  'DELETE /clients/:id': { params: idParam, answer: noContent },
  'POST /clients/:id/share_key': { params: idParam, answer: clientResponse },
  'GET /clients/:id/public': { params: idParam, query: shareKeyQuery, answer: clientNameResponse },
  'GET /clients/:id/signoffs': { params: idParam, query: signoffsQuery, answer: signoffsResponse },
  'POST /clients/:id/signoffs/:month': {
    params: signoffParams,
    query: signoffKeyQuery,
    body: signoffBody,
    answer: signoffResponse,
  },
  'DELETE /clients/:id/signoffs/:month': { params: signoffParams, answer: noContent },
  'POST /clients/:id/signoffs/:month/request': {
    params: signoffParams,
    body: signoffRequestBody,
    answer: signoffRequestResponse,
  },
  'GET /signoffs': { query: signoffsOverviewQuery, answer: signoffsOverviewResponse },
  'GET /signoffs/requests': { query: signoffRequestsQuery, answer: signoffRequestsResponse },
  'GET /signoff-link': { query: signoffLinkQuery, answer: signoffLinkResponse },
  'POST /signoff-link': { query: signoffLinkQuery, body: signoffBody, answer: signoffResponse },

  // Work time (docs/product/time-and-week.md, docs/product/closing.md)
  'GET /logs/user/:id/from/:date': { params: idDateParams, answer: workLogsResponse },
  'POST /logs': { body: workLogBody, answer: workLogResponse },
  'PUT /logs/:id': { params: idParam, body: workLogBody, answer: workLogResponse },
  'DELETE /logs/:id': { params: idParam, answer: noContent },
  /** 400 IMPORT_ROWS_INVALID carries the rows' errors too (importRefusedBody). */
  'POST /logs/import': { query: importQuery, body: 'form', answer: importResponse },
  'GET /home_office': { query: homeOfficeReportQuery, answer: homeOfficeDaysResponse },
  'POST /home_office': { body: homeOfficeCreateBody, answer: homeOfficeDaysResponse },
  'DELETE /home_office/delete_by_user_id_and_date': { body: homeOfficeDeleteBody, answer: noContent },
  'GET /home_office/counts': { query: homeOfficeCountsQuery, answer: homeOfficeYearResponse },
  'GET /locks': { query: locksQuery, answer: locksResponse },
  'GET /timesheets': { query: timesheetsQuery, answer: timesheetsResponse },
  'POST /timesheets/approve': { body: timesheetBulkApproveBody, answer: timesheetsResponse },
  'POST /timesheets/:userId/:month/submit': { params: timesheetParams, answer: timesheetResponse },
  'POST /timesheets/:userId/:month/approve': { params: timesheetParams, answer: timesheetResponse },
  'POST /timesheets/:userId/:month/reopen': {
    params: timesheetParams,
    body: timesheetReopenBody,
    answer: timesheetResponse,
  },
  'GET /settings': { answer: settingsResponse },
  'PATCH /settings': { body: settingsBody, answer: settingsResponse },

  // Leave (docs/product/leave.md)
  'GET /holidays': { query: leaveRequestsQuery, answer: leaveRequestsPageResponse },
  'POST /holidays': { body: leaveRequestBody, answer: leaveRequestResponse },
  'PUT /holidays/:id': { params: idParam, body: leaveStatusBody, answer: leaveRequestResponse },
  'DELETE /holidays/:id': { params: idParam, answer: noContent },
  'GET /holidays/requesting/:id': { params: idParam, answer: leaveRequestsResponse },
  'GET /holidays/pending_context': { query: approvalContextQuery, answer: approvalContextsResponse },
  'GET /calendar/feed': { answer: calendarFeedResponse },
  'POST /calendar/feed': { answer: calendarFeedResponse },
  'GET /days_available/:id': { params: idParam, query: balancesQuery, answer: balancesResponse },
  'POST /days_available': { body: daysAvailableBody, answer: daysAvailableResponse },
  'GET /days_available/suggest': { query: proRataQuery, answer: proRataResponse },
  'GET /leave_types': { answer: leaveTypesListResponse },
  'POST /leave_types': { body: leaveTypeBody, answer: leaveTypeResponse },
  'PATCH /leave_types/:id': { params: leaveTypeIdParams, body: leaveTypePatch, answer: leaveTypeResponse },
  'DELETE /leave_types/:id': { params: leaveTypeIdParams, answer: noContent },
  'GET /national_holidays': { query: optionalRangeQuery, answer: publicHolidaysResponse },
  'POST /national_holidays': { body: nationalHolidaysBody, answer: publicHolidaysResponse },
  'PATCH /national_holidays/:id': { params: idParam, body: publicHolidayEditBody, answer: publicHolidayResponse },
  'DELETE /national_holidays/:id': { params: idParam, answer: noContent },
  'GET /national_holidays/countries': { answer: holidayCountriesResponse },
  'GET /national_holidays/import': { query: holidayImportQuery, answer: holidayImportPreviewResponse },
  'POST /national_holidays/import': { body: holidayImportBody, answer: publicHolidaysResponse },
  'GET /holiday_calendars': { answer: holidayCalendarsResponse },
  'POST /holiday_calendars': { body: holidayCalendarBody, answer: holidayCalendarResponse },
  'PATCH /holiday_calendars/:id': { params: idParam, body: holidayCalendarPatch, answer: holidayCalendarResponse },
  'DELETE /holiday_calendars/:id': { params: idParam, answer: noContent },

  // Reports (docs/product/reports.md)
  'GET /report/user/:id/month/:m/year/:y': {
    params: monthReportParams,
    query: monthReportFormatQuery,
    answer: userMonthReportResponse,
  },
  'GET /logs/client/:id/month/:m/year/:y': {
    params: monthReportParams,
    query: clientMonthReportQuery,
    answer: clientMonthReportResponse,
  },
  'GET /weekly/logs': { query: weeklyReportDownloadQuery, answer: weeklyReportResponse },
  'GET /team_calendar': { query: teamCalendarYearQuery, answer: teamCalendarResponse },
  'GET /audit': { query: auditQuery, answer: auditPage },
  'GET /jobs': { answer: jobsResponse },
} as const satisfies Record<string, RouteSchemas>;

/** What the table says of one route: the schemas the server's route declares. */
interface RouteSchemas {
  params?: z.ZodType;
  /** The query string's schema; 'search' for a query string passed on as it came. */
  query?: z.ZodType | 'search';
  /** The JSON body's schema; 'form' for a multipart upload (FormData). */
  body?: z.ZodType | 'form';
  /** The success answer's schema; `noContent` for 204. */
  answer: z.ZodType;
}

type Table = typeof API_ROUTES;
/** A route of the table: `'GET /users/:id'`. */
export type ApiRoute = keyof Table;

/** The names of a path's parameters: `'id' | 'skillId'` for `/users/:id/skills/:skillId`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<R extends ApiRoute> = R extends `${string} ${infer Path}` ? Path : never;

/**
 * A value as the URL carries it: what the schema reads (a date, `'3,14,15'`); a number where the schema coerces the
 * text it reads to one.
 */
type Sent<Input, Output> = unknown extends Input ? Output : Input;
type Fields<S extends z.ZodType> = {
  [K in keyof z.input<S>]: Sent<z.input<S>[K], K extends keyof z.output<S> ? z.output<S>[K] : never>;
};

/** The path parameters of `route`, typed by its params schema. */
export type ApiParams<R extends ApiRoute> = Table[R] extends { params: infer S extends z.ZodType }
  ? z.output<S>
  : never;
/** The query string of `route`: optional fields as the schema makes them optional (a default, `.optional()`). */
export type ApiQuery<R extends ApiRoute> = Table[R] extends { query: infer S }
  ? S extends z.ZodType
    ? Fields<S>
    : never
  : never;
/** The body `route` is sent: what its schema reads (`z.input`); a FormData for an upload. */
export type ApiBody<R extends ApiRoute> = Table[R] extends { body: infer S }
  ? S extends z.ZodType
    ? z.input<S>
    : FormData
  : never;
/** What `route` answers on success: its answer schema's output; nothing (void) for 204. */
export type ApiAnswer<R extends ApiRoute> = Table[R]['answer'] extends typeof noContent
  ? void
  : z.output<Table[R]['answer']>;

/** Whether every field of `T` may be left out. */
type AllOptional<T> = Partial<T> extends T ? true : false;

type ParamsOption<R extends ApiRoute> = [ParamNames<PathOf<R>>] extends [never] ? unknown : { params: ApiParams<R> };
type QueryOption<R extends ApiRoute> = Table[R] extends { query: infer S }
  ? S extends 'search'
    ? { search: string }
    : AllOptional<ApiQuery<R>> extends true
      ? { query?: ApiQuery<R> }
      : { query: ApiQuery<R> }
  : unknown;
type BodyOption<R extends ApiRoute> = Table[R] extends { body: unknown } ? { body: ApiBody<R> } : unknown;

/** What a call of `route` says besides the route: its path parameters, query string and body, as the route has them. */
export type ApiOptions<R extends ApiRoute> = ParamsOption<R> & QueryOption<R> & BodyOption<R>;
/** The options argument of `call(route, …)`: left out when the route has nothing to say. */
export type ApiOptionsArgument<R extends ApiRoute> =
  AllOptional<ApiOptions<R>> extends true ? [options?: ApiOptions<R>] : [options: ApiOptions<R>];

/**
 * A route whose list pages on the server (docs/product/http-contract.md#scale): asked for a `page`, its answer has the
 * page's `meta`.
 */
export type PagedRoute = {
  [R in ApiRoute]: ApiAnswer<R> extends infer A
    ? A extends { data: unknown }
      ? 'meta' extends keyof A
        ? R
        : never
      : never
    : never;
}[ApiRoute];
/** The answer of a paged route asked for a page: `{data, meta}`. */
export type ApiPage<R extends PagedRoute> =
  Extract<ApiAnswer<R>, { data: unknown }> extends infer A
    ? A extends { meta?: infer Meta }
      ? Omit<A, 'meta'> & { meta: NonNullable<Meta> }
      : never
    : never;

/** A route whose path parameters and params schema name different things; none, or the check below fails. */
type MisnamedParams = {
  [R in ApiRoute]: Table[R] extends { params: z.ZodType }
    ? [ParamNames<PathOf<R>>] extends [keyof ApiParams<R>]
      ? [keyof ApiParams<R>] extends [ParamNames<PathOf<R>>]
        ? never
        : R
      : R
    : [ParamNames<PathOf<R>>] extends [never]
      ? never
      : R;
}[ApiRoute];
type Holds<T extends true> = T;
export type _ParamsNamedAsPaths = Holds<[MisnamedParams] extends [never] ? true : false>;
