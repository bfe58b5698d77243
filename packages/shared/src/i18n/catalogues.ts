import {
  FIRST_DATE,
  LAST_DATE,
  LIST_LIMITS,
  MAX_BULK_TIMESHEETS,
  MAX_HOME_OFFICE_DATES,
  MAX_LOGS_RANGE_DAYS,
  MAX_OFF_ITEMS,
  MAX_QUERY_IDS,
  MAX_REPORT_RANGE_DAYS,
  MAX_SEARCH_LENGTH,
  MAX_WEEK_HOURS,
  PASSWORD_MIN_LENGTH,
  TEXT_LIMITS,
} from '../limits.js';
import { ADDITIONAL_ROLES } from '../roles.js';
import { API_TOKEN_MAX_DAYS, API_TOKEN_MIN_DAYS } from '../rules/api-tokens.js';
import type { Language } from './languages.js';

/**
 * The message catalogues' namespaces (packages/shared/locales/{language}/{namespace}.json): one per
 * feature, named as the feature is on the server, in the web app and here, and three for all:
 * `common` (the shell, buttons and states every screen has), `validation` (the shared schemas'
 * messages) and `errors` (the error codes' messages); besides, `exports` holds the texts of the
 * server's downloads (CSV and XLSX headers, sheet names). A screen loads its feature's namespace with
 * its code (docs/decisions/0019-languages.md).
 */
export const NAMESPACES = [
  'common',
  'validation',
  'errors',
  'api-tokens',
  'assignments',
  'audit',
  'calendar',
  'clients',
  'documents',
  'export',
  'exports',
  'holiday-calendars',
  'home-office',
  'import',
  'jobs',
  'leave',
  'leave-types',
  'notifications',
  'password-reset',
  'profile',
  'public-holidays',
  'reports',
  'schedules',
  'security',
  'session',
  'settings',
  'signoffs',
  'skills',
  'timesheets',
  'two-factor',
  'users',
  'weekly-report',
  'worklogs',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Values every message may name, such as `{{name_max}}` in "Name must be at most {{name_max}}
 * characters.": the bounds of docs/product/http-contract.md#bounds, so that a catalogue never
 * repeats a number the code decides.
 */
export const MESSAGE_VALUES = {
  name_max: TEXT_LIMITS.name,
  email_max: TEXT_LIMITS.email,
  note_max: TEXT_LIMITS.note,
  password_max: TEXT_LIMITS.password,
  text_max: TEXT_LIMITS.text,
  dates_max: LIST_LIMITS.dates,
  skills_max: LIST_LIMITS.skills,
  password_min: PASSWORD_MIN_LENGTH,
  first_date: FIRST_DATE,
  last_date: LAST_DATE,
  ids_max: MAX_QUERY_IDS,
  report_range_max: MAX_REPORT_RANGE_DAYS,
  logs_range_max: MAX_LOGS_RANGE_DAYS,
  week_hours_max: MAX_WEEK_HOURS,
  search_max: MAX_SEARCH_LENGTH,
  home_office_dates_max: MAX_HOME_OFFICE_DATES,
  off_max: MAX_OFF_ITEMS,
  additional_roles_max: ADDITIONAL_ROLES.length,
  bulk_timesheets_max: MAX_BULK_TIMESHEETS,
  token_days_min: API_TOKEN_MIN_DAYS,
  token_days_max: API_TOKEN_MAX_DAYS,
} as const;

/** How each language names itself, for the language switches. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

/**
 * A key of the catalogues written whole (`namespace:key`), as the shared schemas' messages and the
 * server's errors carry them until they reach their reader's language.
 */
export function isMessageKey(text: string): boolean {
  const match = /^([a-z-]+):([A-Za-z0-9_.]+)$/.exec(text);
  return match !== null && (NAMESPACES as readonly string[]).includes(match[1] ?? '');
}
