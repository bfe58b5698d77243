import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';

export const scheduleKeys = {
  all: ['schedules'] as const,
  of: (userId: number) => [...scheduleKeys.all, userId] as const,
};

/** GET /users/{id}/schedules: a person's weeks, newest first (docs/product/time-model.md#schedules). */
export const schedulesQuery = (userId: number) =>
  queryOptions({
    queryKey: scheduleKeys.of(userId),
    queryFn: async () => (await call('GET /users/:id/schedules', { params: { id: userId } })).data,
  });
