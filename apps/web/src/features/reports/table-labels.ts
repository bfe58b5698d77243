import type { TFunction } from 'i18next';

/** A duration in hours and minutes (docs/product/time-and-week.md#constants: '1h', '1h 30m'). */
export function durationLabel(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('reports:duration.hours', { hours })
    : t('reports:duration.hours_minutes', { hours, minutes: rest });
}
