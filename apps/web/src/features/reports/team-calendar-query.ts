import { queryOptions } from '@tanstack/react-query';
import { takeArrived, takeEarlyOrRequest } from '../../lib/early-requests';
import { teamCalendarCall } from './team-calendar-path';

/** The team calendar's data; a cold load of the screen sent its request early (app/first-screen.ts). */
export const teamCalendarQuery = (year: number) =>
  queryOptions({
    queryKey: ['team-calendar', year],
    queryFn: async () => (await takeEarlyOrRequest(...teamCalendarCall(year))).data,
    // An answer that arrived before the screen renders is drawn in the same pass, and not asked again.
    initialData: () => takeArrived(...teamCalendarCall(year))?.data,
    staleTime: 10_000,
  });
