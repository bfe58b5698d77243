import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAdminRole, type IsoDate } from '@portal/shared';
import { call } from './api-client';
import { useSignedInUser } from './signed-in-user';

/** Leave that the week (worklogs) and the leave screens both read; a leave request refreshes them. */
export const leaveKeys = {
  balances: ['balances'] as const,
  /** A person's planned days in a range: their schedule, their calendar's public holidays and their approved leave. */
  days: ['person-days'] as const,
};

/** GET /days_available/{id}?year=: a person's allowances and what is left of them (docs/product/leave.md#balances). */
export const balancesQuery = (userId: number, year: number) =>
  queryOptions({
    queryKey: [...leaveKeys.balances, userId, year],
    queryFn: async () => (await call('GET /days_available/:id', { params: { id: userId }, query: { year } })).data,
  });

/** docs/product/roles-and-access.md#others-balances: own balances for everyone, another person's for admins only (the server enforces it). */
export function useBalances(userId: number, year: number) {
  const viewer = useSignedInUser();
  return useQuery({ ...balancesQuery(userId, year), enabled: userId === viewer.id || isAdminRole(viewer.role_id) });
}

/**
 * GET /users/{id}/days?from=&to=: a person's days as the time rules see them (docs/product/time-model.md#plan): scheduled
 * minutes, target, public holiday of their calendar and share of approved leave, with what a day off is measured against.
 */
export const personDaysQuery = (userId: number, from: IsoDate, to: IsoDate) =>
  queryOptions({
    queryKey: [...leaveKeys.days, userId, from, to],
    queryFn: () => call('GET /users/:id/days', { params: { id: userId }, query: { from, to } }),
  });
