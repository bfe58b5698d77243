/** GET /team_calendar for a year: the screen's call, also sent early by app/first-screen.ts. */
export const teamCalendarCall = (year: number) => ['GET /team_calendar', { query: { year } }] as const;
