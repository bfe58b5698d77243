/* Kept apart from the schemas so that a module that needs only the numbers does not load zod. */

/** docs/product/http-contract.md#bounds: the longest text each kind of field takes, in characters. */
export const TEXT_LIMITS = {
  /** Names and titles: people, clients, skills, public holidays, documents, and those to come. */
  name: 200,
  email: 254,
  /** Notes and descriptions (docs/product/time-and-week.md#work-logs). */
  note: 5000,
  password: 128,
  /** Any other free text. */
  text: 1000,
} as const;

/** docs/product/http-contract.md#bounds: the longest lists a body may carry. */
export const LIST_LIMITS = { dates: 366, skills: 200 } as const;

/** The shortest password (docs/product/people-and-clients.md#passwords). */
export const PASSWORD_MIN_LENGTH = 6;

/** The dates every picker offers (docs/product/time-and-week.md#constants): 1900 to 2099. */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2099-12-31';

/** docs/product/http-contract.md#bounds: the longest list of ids a query string carries (one page of the longest table). */
export const MAX_QUERY_IDS = 250;

/** The longest range of a report (two months), and of a person's work logs (a year). */
export const MAX_REPORT_RANGE_DAYS = 62;
export const MAX_LOGS_RANGE_DAYS = 366;

/** docs/product/people-and-clients.md#assignments: weekly hours of an assignment, at most a whole week. */
export const MAX_WEEK_HOURS = 168;

/** The longest search text of the users screen. */
export const MAX_SEARCH_LENGTH = 100;

/** Home-office days marked at once (a month). */
export const MAX_HOME_OFFICE_DATES = 31;

/** The e-mail kinds turned off in one body; repeats are accepted, the bound only keeps a body small. */
export const MAX_OFF_ITEMS = 20;

/** The most people one bulk approval of timesheets takes (docs/product/closing.md#timesheets). */
export const MAX_BULK_TIMESHEETS = 2000;
