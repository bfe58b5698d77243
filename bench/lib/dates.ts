/** Calendar days as integers (days since 1970-01-01, UTC), so loops over three years stay cheap. */
const DAY_MS = 86_400_000;

export const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
export const isoOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 1 = Monday … 7 = Sunday. */
export const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;
export const isWeekday = (day: number): boolean => isoWeekday(day) <= 5;
export const yearOf = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();
