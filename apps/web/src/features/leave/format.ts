import type { TFunction } from 'i18next';
import { NO_NOTES, type IsoDate } from '@portal/shared';
import { formatMoment } from '../../lib/format';

/** When a decision was made (docs/product/leave.md#approval), in the viewer's clock and language. */
export function readableMoment(timestamp: string): string {
  return formatMoment(timestamp, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A calendar date as the screens show it: as the spec writes it in English (2027-03-01), in the order
 * German readers expect in German (01.03.2027). The catalogue decides the order of the parts.
 */
export function calendarDate(t: TFunction, date: IsoDate): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return t('leave:date', { year, month, day });
}

/** A request's notes; the server's placeholder for none (docs/product/leave.md#request-form) in the language shown. */
export function requestNotes(t: TFunction, notes: string): string {
  return notes === NO_NOTES ? t('leave:no_notes') : notes;
}
