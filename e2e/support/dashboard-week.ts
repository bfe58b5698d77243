import { shift } from './dates';

/**
 * The week the dashboard's browser tests look at (dashboard-*.e2e.ts): one in the past, so the weekly status does not
 * depend on today's clock (docs/product/http-contract.md#dates); and the names the screen gives its days.
 */
export const WEEK = '2025-03-03';
export const [MON, TUE, WED, THU, FRI, SAT, SUN] = [0, 1, 2, 3, 4, 5, 6].map((offset) => shift(WEEK, offset)) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
export const WEEKDAYS = [MON, TUE, WED, THU, FRI];
export const HOURS = 60;

/** The day row's accessible name, as the web app writes it ('Monday 3 Mar'). */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The Monday of the viewer's current week, on the local clock (docs/product/http-contract.md#dates). */
export function thisMonday(): string {
  const now = new Date();
  const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  return shift(today.toISOString().slice(0, 10), -((today.getUTCDay() + 6) % 7));
}
