import { queryOptions } from '@tanstack/react-query';
import type { TeamCalendarData } from '@portal/shared';
import { takeArrived, takeEarlyOrRequest } from '../../lib/early-requests';
import { teamCalendarPath } from './team-calendar-path';

/** The team calendar's data; a cold load of the screen sent its request early (app/first-screen.ts). */
export const teamCalendarQuery = (year: number) =>
  queryOptions({
    queryKey: ['team-calendar', year],
    queryFn: async () => (await takeEarlyOrRequest<{ data: TeamCalendarData }>(teamCalendarPath(year))).data,
    // An answer that arrived before the screen renders is drawn in the same pass, and not asked again.
    initialData: () => takeArrived<{ data: TeamCalendarData }>(teamCalendarPath(year))?.data,
    staleTime: 10_000,
  });
