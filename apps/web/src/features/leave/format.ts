import type { TFunction } from 'i18next';
import { NO_NOTES } from '@portal/shared';
import { formatMoment } from '../../lib/format';

/** When a decision was made (docs/product/leave.md#approval), in the viewer's clock and language. */
export function readableMoment(timestamp: string): string {
  return formatMoment(timestamp, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A request's notes; the server's placeholder for none (docs/product/leave.md#request-form) in the language shown. */
export function requestNotes(t: TFunction, notes: string): string {
  return notes === NO_NOTES ? t('leave:notes.none') : notes;
}
