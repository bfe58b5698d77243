/** GET /team_calendar for a year: the screen's request, also sent early by app/first-screen.ts. */
export const teamCalendarPath = (year: number) => `/team_calendar?year=${year}`;
