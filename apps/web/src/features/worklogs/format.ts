import type { TFunction } from 'i18next';
import type { IsoDate } from '@portal/shared';

/** A day of the year without its year, as the week selector shows it: 03-03 in English, 03.03. in German. */
export function monthDay(t: TFunction, date: IsoDate): string {
  const [, month = '', day = ''] = date.split('-');
  return t('worklogs:format.month_day', { month, day });
}

/**
 * docs/product/time-and-week.md#constants: "A duration is shown as Nh, plus Mm if the remainder is not zero" (formatDuration
 * of packages/shared), with the units of the language shown: 7h 30m, 7 h 30 min.
 */
export function duration(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('worklogs:duration.hours', { hours })
    : t('worklogs:duration.hours_minutes', { hours, minutes: rest });
}
