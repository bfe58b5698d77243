import { z } from 'zod';
import { calendarYear, isoDate, LIST_LIMITS, recordId, recordIdField, requiredDate, TEXT_LIMITS } from './common.js';
import { plainRangeQuery } from './leave.js';

/** docs/product/leave.md#public-holidays. */
export const publicHolidayView = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  /** The holiday calendar it belongs to (docs/product/time-model.md#calendars). */
  calendar_id: z.number().int(),
});
export type PublicHolidayView = z.infer<typeof publicHolidayView>;
export const publicHolidayResponse = z.object({ data: publicHolidayView });
export const publicHolidaysResponse = z.object({ data: z.array(publicHolidayView) });

/** `from` and `to` together, or neither (GET /national_holidays, docs/product/http-contract.md#endpoints; docs/product/http-contract.md#bounds). */
export const optionalRangeQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional(), calendar_id: recordId.optional() })
  .refine((range) => (range.from === undefined) === (range.to === undefined), {
    message: 'validation:range_both_or_neither',
    path: ['to'],
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'validation:start_after_end',
    path: ['from'],
  });

/** GET /range/national_holidays: a range, and optionally one calendar's holidays only (docs/product/time-model.md#calendars). */
export const publicHolidaysRangeQuery = plainRangeQuery.and(z.object({ calendar_id: recordId.optional() }));

/** docs/product/leave.md#public-holidays. */
export const nationalHolidaysBody = z.object({
  title: z
    .string({ error: 'validation:national_holidays_title_required' })
    .trim()
    .min(1, 'validation:national_holidays_title_required')
    .max(TEXT_LIMITS.name, 'validation:title_too_long'),
  dates: z
    .array(isoDate, { error: 'validation:national_holidays_dates_required' })
    .min(1, 'validation:national_holidays_dates_required')
    .max(LIST_LIMITS.dates, 'validation:dates_limit'),
  /** Without it, the first calendar (docs/product/time-model.md#calendars). */
  calendar_id: recordIdField.optional(),
});
export type NationalHolidaysBody = z.infer<typeof nationalHolidaysBody>;

/** docs/product/leave.md#public-holidays (the inline edit): title and a list of one date. */
export const publicHolidayEditBody = z.object({
  title: z
    .string({ error: 'validation:holiday_title_required' })
    .trim()
    .min(1, 'validation:holiday_title_required')
    .max(TEXT_LIMITS.name, 'validation:holiday_title_too_long'),
  dates: z.tuple([requiredDate('validation:holiday_date_required')], {
    error: 'validation:holiday_date_required',
  }),
});

/** docs/product/leave.md#holiday-import: a country the import knows, with its regions. */
export const holidayCountry = z.object({
  code: z.string(),
  name: z.string(),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type HolidayCountry = z.infer<typeof holidayCountry>;
export const holidayCountriesResponse = z.object({ data: z.array(holidayCountry) });

/** GET /national_holidays/import: a country's (or region's) public holidays of a year. */
export const holidayImportQuery = z.object({
  country: z.string().regex(/^[A-Z]{2}$/, 'validation:country_choose'),
  region: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/, 'validation:region_unknown')
    .optional(),
  year: calendarYear,
  /** Which calendar `already_saved` looks at; without it, the first. */
  calendar_id: recordId.optional(),
});

/** A public holiday of the import's preview; `already_saved` when the portal has it on that day. */
export const holidayImportCandidate = z.object({ date: isoDate, title: z.string(), already_saved: z.boolean() });
export type HolidayImportCandidate = z.infer<typeof holidayImportCandidate>;
export const holidayImportPreviewResponse = z.object({ data: z.array(holidayImportCandidate) });

/** POST /national_holidays/import: the previewed holidays to save, each with its own title (docs/product/leave.md#holiday-import, #public-holidays). */
export const holidayImportBody = z.object({
  holidays: z
    .array(z.object({ date: isoDate, title: z.string().trim().min(1).max(200) }))
    .min(1, 'validation:holidays_choose')
    .max(100),
  /** The calendar to import into; without it, the first (docs/product/time-model.md#calendars). */
  calendar_id: recordIdField.optional(),
});
export type HolidayImportBody = z.infer<typeof holidayImportBody>;
