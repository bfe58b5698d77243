import type { IsoDate } from './dates.js';

/** A moment as the clocks of one time zone show it. */
export interface ZonedMoment {
  date: IsoDate;
  year: number;
  /** 0–23. */
  hour: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * docs/product/time-model.md#time-zone: the date and hour of `moment` in the portal's time zone, so that the
 * server's rules (the 17:00 cut-off, "today", the current year) do not depend on the server's own clock setting.
 */
export function zonedMoment(moment: Date, timeZone: string): ZonedMoment {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    year: Number(parts.year),
    hour: Number(parts.hour),
  };
}
