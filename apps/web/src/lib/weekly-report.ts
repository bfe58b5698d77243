import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';

/** The users screen reads the weekly report; saving a work log (the week) refreshes it. */
export const weeklyReportKeys = {
  all: ['weekly-report'] as const,
};

/** GET /weekly/logs: the logged minutes and day status of these people, Monday to Friday of a week. */
export const weeklyReportQuery = (from: string, to: string, userIds: number[]) => {
  const ids = userIds.join(',');
  return queryOptions({
    queryKey: [...weeklyReportKeys.all, from, to, ids],
    queryFn: async () => (await call('GET /weekly/logs', { query: { from, to, user_ids: ids } })).data,
    enabled: userIds.length > 0,
  });
};
