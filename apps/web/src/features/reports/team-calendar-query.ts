import { queryOptions } from '@tanstack/react-query';
import type { TeamCalendarData } from '@portal/shared';
import { api } from '../../lib/api-client';

/** The team calendar's data; also fetched ahead by the route table while the screen loads. */
export const teamCalendarQuery = (year: number) =>
  queryOptions({
    queryKey: ['team-calendar', year],
    queryFn: async () => (await api<{ data: TeamCalendarData }>(`/team_calendar?year=${year}`)).data,
    // Fresh long enough for the screen that mounts after the prefetch not to ask again.
    staleTime: 10_000,
  });
