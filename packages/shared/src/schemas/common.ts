import { z } from 'zod';
import { FIRST_DATE, LAST_DATE, LIST_LIMITS, MAX_QUERY_IDS, TEXT_LIMITS } from '../limits.js';

export { FIRST_DATE, LAST_DATE, LIST_LIMITS, MAX_QUERY_IDS, TEXT_LIMITS };

/*
 * Every message of a schema is a key of the `validation` catalogue (docs/decisions/0019-languages.md),
 * written whole: the server answers it in the caller's language, the web app shows it in the
 * language on screen. The bounds they name ({{name_max}}) are MESSAGE_VALUES.
 */

/**
 * A name: required, at most 200 characters (docs/product/http-contract.md#bounds); `tooLongMessage`
 * names the field as the form labels it.
 */
export const requiredName = (requiredMessage: string, tooLongMessage = 'validation:name_too_long') =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(TEXT_LIMITS.name, tooLongMessage);

/**
 * Calendar date without time zone (docs/product/http-contract.md#dates), in the years every picker offers (docs/product/time-and-week.md#constants: 1900
 * to 2099). Outside them PostgreSQL or the week maths would fail on it (year 0000, a week that runs
 * into year 10000): an error of ours, where bad input must get a 400 (docs/product/http-contract.md#errors).
 */
export const DATE_FORMAT_MESSAGE = 'validation:date_format';

export const isoDate = z
  .string()
  .max(10, { message: DATE_FORMAT_MESSAGE, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_FORMAT_MESSAGE, abort: true })
  .refine((value) => isRealDate(value), { message: 'validation:date_not_real', abort: true })
  .refine((value) => value >= FIRST_DATE && value <= LAST_DATE, 'validation:date_out_of_range');

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Record ids are PostgreSQL `integer`s: a larger id cannot exist and is refused as invalid input
 * before it reaches the database, where it would fail as an error of ours (docs/product/http-contract.md#errors).
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A date field that says `requiredMessage` when it is missing or empty. */
export function requiredDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { message: requiredMessage, abort: true })
    .max(10, { message: DATE_FORMAT_MESSAGE, abort: true })
    .pipe(isoDate);
}

/** The messages of a list of distinct choices: a value not offered, more values than offered, a repeat. */
export interface ChoiceMessages {
  unknown: string;
  tooMany: string;
  repeated: string;
}

/** A list of distinct values from `values` (additional roles, e-mail kinds): no repeats, so no longer than it. */
export function distinctChoices<const T extends readonly [string, ...string[]]>(values: T, messages: ChoiceMessages) {
  return z
    .array(z.enum(values, { error: messages.unknown }))
    .max(values.length, messages.tooMany)
    .refine((chosen) => new Set(chosen).size === chosen.length, messages.repeated);
}

/** A record id in a path or a query string (where every value is text). */
export const recordId = z.coerce.number().int().positive().max(MAX_RECORD_ID);

/** A record id in a JSON body. */
export const recordIdField = z.number().int().positive().max(MAX_RECORD_ID);

/**
 * A record id in a JSON body that says `requiredMessage` when it is missing; `unchosenMessage`, if
 * given, also when it is 0 (a form's "nothing chosen yet").
 */
export function requiredRecordId(requiredMessage: string, unchosenMessage?: string) {
  return z.number({ error: requiredMessage }).int().positive(unchosenMessage).max(MAX_RECORD_ID);
}

export const idParam = z.object({ id: recordId });

/** The messages of a list of ids in a query string: not such a list, or an id that cannot exist. */
export interface IdListMessages {
  notAList: string;
  impossibleId: string;
}

/** `name=3,14,15`: record ids in a query string, separated by commas, at most MAX_QUERY_IDS of them. */
export function recordIdList(messages: IdListMessages) {
  return z
    .string()
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${MAX_QUERY_IDS - 1}}$`), messages.notAList)
    .transform((list) => list.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= MAX_RECORD_ID), messages.impossibleId);
}

/**
 * docs/product/http-contract.md#scale: a long list pages on the server when asked for `page` (counted from 1), 50, 100 or 250
 * rows a page (docs/product/time-and-week.md#constants); without `page` it answers every row.
 */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(250).default(50),
};

/** The `meta` of one page: every matching row's count, and the page asked for. */
export const pageMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** `/…/{id}/…/{date}`: a person and a day. */
export const idDateParams = z.object({ id: recordId, date: isoDate });

export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2099;

/** A year in a path or a query string, in the years every picker offers (docs/product/time-and-week.md#constants). */
export const calendarYear = z.coerce.number().int().min(FIRST_YEAR).max(LAST_YEAR);

/** A month number, 1 to 12, in a path or a query string. */
export const monthNumber = z.coerce.number().int().min(1, 'validation:month_number').max(12, 'validation:month_number');

/** A month as `YYYY-MM`. */
export const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation:year_month_format');

/** docs/product/reports.md#downloads: every report also downloads, from its own path with ?format=csv or ?format=xlsx. */
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const reportFormatQuery = z.object({ format: z.enum(REPORT_FORMATS).optional() });

/** docs/product/closing.md#statements: a month report (a person's, a client's) also downloads as a PDF statement. */
export const MONTH_REPORT_FORMATS = [...REPORT_FORMATS, 'pdf'] as const;
export type MonthReportFormat = (typeof MONTH_REPORT_FORMATS)[number];
export const monthReportFormatQuery = z.object({ format: z.enum(MONTH_REPORT_FORMATS).optional() });

/** The query of a signed link to a stored file (docs/product/people-and-clients.md#signed-links). */
export const signedLinkQuery = z.object({
  expires: z.coerce.number().int().positive().optional(),
  signature: z.string().max(200).optional(),
  v: z.string().max(50).optional(),
});
export type SignedLinkQuery = z.infer<typeof signedLinkQuery>;

/** The answer of a route that only confirms what it did. */
export const messageResponse = z.object({ message: z.string() });

/** The (empty) body of a 204 answer. */
export const noContent = z.null();
