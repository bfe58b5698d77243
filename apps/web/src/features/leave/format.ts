import type { TFunction } from 'i18next';
import { NO_NOTES, type LeaveSpan } from '@portal/shared';
import { formatDay, formatMoment } from '../../lib/format';

/** When a decision was made (docs/product/leave.md#approval), in the viewer's clock and language. */
export function readableMoment(timestamp: string): string {
  return formatMoment(timestamp, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A request's notes; the server's placeholder for none (docs/product/leave.md#request-form) in the language shown; a
 * dash for a colleague's, whose notes the server never sends (docs/product/leave.md#private-absences).
 */
export function requestNotes(t: TFunction, notes: string | null): string {
  if (notes === null) return '—';
  return notes === NO_NOTES ? t('leave:notes.none') : notes;
}

/** A request's first day as the lists show it: "2026-03-02, from noon" when it starts at noon (docs/product/time-model.md#half-days). */
export function requestFrom(t: TFunction, request: LeaveSpan): string {
  const date = formatDay(request.from_date);
  return request.from_half === 'afternoon' ? t('leave:half_day.from_noon', { date }) : date;
}

/** A request's last day as the lists show it: "2026-03-06, until noon" when it ends at noon. */
export function requestTo(t: TFunction, request: LeaveSpan): string {
  const date = formatDay(request.to_date);
  return request.to_half === 'morning' ? t('leave:half_day.until_noon', { date }) : date;
}
