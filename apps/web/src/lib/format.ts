import type { Language } from '@portal/shared';
import { currentLanguage } from './i18n';

/** The regional formats of each language: dates as in Britain for English (the spec's), as in Germany for German. */
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A date format in the language shown now, made once per language and options. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = LOCALES[currentLanguage()];
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD, no time zone: docs/product/http-contract.md#dates) in the language shown now. */
export function formatDate(isoDate: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormat({ ...options, timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * A calendar date as tables and fields show it: as it is in English (YYYY-MM-DD, the spec's form),
 * as Germans write it in German (24.11.2026).
 */
export function formatDay(isoDate: string): string {
  if (currentLanguage() === 'en') return isoDate;
  return formatDate(isoDate, { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** A moment (an ISO timestamp) in the browser's time zone and the language shown now. */
export function formatMoment(timestamp: string | Date, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(options).format(new Date(timestamp));
}

/** The name of month 1–12 in the language shown now ('March', 'März'). */
export function monthName(month: number, width: 'long' | 'short' = 'long'): string {
  return dateFormat({ month: width, timeZone: 'UTC' }).format(Date.UTC(2026, month - 1, 1));
}

/** The name of weekday 0–6, Monday first (the week starts on Monday in every language). */
export function weekdayName(mondayBasedIndex: number, width: 'long' | 'short' | 'narrow' = 'short'): string {
  // 2026-01-05 was a Monday.
  return dateFormat({ weekday: width, timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5 + mondayBasedIndex));
}

/**
 * How a narrow calendar heads its weekday columns: one letter in English (M T W), two in German,
 * where one letter is ambiguous (M for Montag and Mittwoch).
 */
const WEEKDAY_INITIALS: Record<Language, 'narrow' | 'short'> = { en: 'narrow', de: 'short' };

/** The head of weekday 0–6's column in a narrow calendar: 'M' in English, 'Mo' in German. */
export function weekdayInitial(mondayBasedIndex: number): string {
  return weekdayName(mondayBasedIndex, WEEKDAY_INITIALS[currentLanguage()]);
}

/** A number in the language shown now (12.5 / 12,5). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = LOCALES[currentLanguage()];
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const NO_GROUPING = { useGrouping: false } as const;

/** Minutes as hours to one decimal, in the language shown (docs/product/time-and-week.md#constants: 1.7, 1,7 in German). */
export function formatTotalHours(minutes: number): string {
  return formatNumber(minutes / 60, { ...NO_GROUPING, minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Minutes as hours to two decimals, a day's hours (docs/product/time-and-week.md#constants: 1.67, 1,67 in German). */
export function formatDayHours(minutes: number): string {
  return formatNumber(minutes / 60, { ...NO_GROUPING, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A whole number of percent (50%, 50 % in German). */
export function formatPercent(percent: number): string {
  return formatNumber(percent / 100, { ...NO_GROUPING, style: 'percent' });
}

/** A whole number (hours a week) without a thousands separator, as the English screens show it. */
export function formatCount(value: number): string {
  return formatNumber(value, NO_GROUPING);
}
