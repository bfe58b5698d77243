/** Calendar days as the API writes them (YYYY-MM-DD), counted in UTC so no clock change moves them. */

/** The first calendar's public holidays of the demo company (apps/server/src/seed-demo-library.ts), as MM-DD. */
export const DEMO_HOLIDAYS = ['01-01', '05-01', '12-25', '12-26'];

/** The day `days` after `date` (before it when negative). */
export function shift(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** `date` when it is a Monday, else the Monday after it. */
export const mondayOnOrAfter = (date: string) => shift(date, (8 - new Date(`${date}T00:00:00Z`).getUTCDay()) % 7);
