import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LeaveDecision, LeaveRequestBody, LeaveRequestsPage, LeaveRequestView } from '@portal/shared';
import { call } from '../../lib/api-client';
import { leaveKeys } from '../../lib/leave';

/** Everyone's requests as Handle Holidays filters them: one status tab, everybody or one person. */
export interface RequestFilter {
  status: number;
  userId: number | null;
}

/** One page of the filtered requests: the page counted from 0, as MUI's pagination counts. */
export interface RequestPage extends RequestFilter {
  page: number;
  pageSize: number;
}

const keys = {
  /** Every person's own request list. */
  requestsOf: ['leave-requests'] as const,
  /** Handle Holidays' pages, one per filter and page: nothing else sits under this key. */
  filtered: ['leave-admin', 'requests'] as const,
  pendingContext: ['leave-admin', 'pending-context'] as const,
  calendarFeed: ['calendar-feed'] as const,
  schedulesOf: (userId: number) => ['schedules', userId] as const,
  person: (userId: number) => ['leave-person', userId] as const,
};

/** GET /users/{id}/schedules: a person's weeks, newest first (docs/product/time-model.md#schedules). */
export const schedulesQuery = (userId: number) =>
  queryOptions({
    queryKey: keys.schedulesOf(userId),
    queryFn: async () => (await call('GET /users/:id/schedules', { params: { id: userId } })).data,
  });

/** GET /users/{id}: another person, for their holiday calendar and employment dates (docs/product/time-model.md#calendars). */
export const personQuery = (userId: number) =>
  queryOptions({
    queryKey: keys.person(userId),
    queryFn: () => call('GET /users/:id', { params: { id: userId } }),
  });

/** GET /holidays/requesting/{id}: a person's leave requests. */
export const leaveRequestsOfQuery = (userId: number) =>
  queryOptions({
    queryKey: [...keys.requestsOf, userId],
    queryFn: async () => (await call('GET /holidays/requesting/:id', { params: { id: userId } })).data,
  });

/**
 * GET /holidays?status=&user_id=&page=&page_size=: one page of everyone's requests of one status, or one person's, and the
 * total (docs/product/http-contract.md#scale: thousands may be pending). Another page of the same filter keeps the last one
 * shown while it loads; another filter shows the loading state.
 */
export const leaveRequestsPageQuery = ({ page, pageSize, ...filter }: RequestPage) => {
  const query = { status: filter.status, user_id: filter.userId ?? undefined, page: page + 1, page_size: pageSize };
  return queryOptions({
    queryKey: [...keys.filtered, filter, { page, pageSize }],
    queryFn: () => call('GET /holidays', { query }),
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameFilter(previousQuery.queryKey[2] as RequestFilter, filter) ? previous : undefined,
  });
};

const sameFilter = (a: RequestFilter, b: RequestFilter) => a.status === b.status && a.userId === b.userId;

/**
 * GET /holidays/pending_context?request_ids=: the balance after approval and who is away (docs/product/leave.md#approval-context)
 * of the pending requests shown. While another page's context loads, the requests both pages show keep theirs.
 */
export const pendingContextQuery = (requestIds: number[]) =>
  queryOptions({
    queryKey: [...keys.pendingContext, requestIds],
    queryFn: async () =>
      (await call('GET /holidays/pending_context', { query: { request_ids: requestIds.join(',') } })).data,
    placeholderData: keepPreviousData,
  });

/** GET /calendar/feed: the addresses of the person's calendar feeds (docs/product/leave.md#calendar-feeds). */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: keys.calendarFeed,
    queryFn: async () => (await call('GET /calendar/feed')).data,
  });

/** GET /user/notifications: the leave e-mails the person has turned off (docs/product/leave.md#notifications). */
/** A new or withdrawn request changes the person's list, balances and days off. */
function useRefreshLeave() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [keys.requestsOf, leaveKeys.balances, leaveKeys.days].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useRequestLeave() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (body: LeaveRequestBody) => call('POST /holidays', { body }),
    onSuccess: refresh,
  });
}

export function useWithdrawLeave() {
  const refresh = useRefreshLeave();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /holidays/:id', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call('POST /calendar/feed')).data,
    onSuccess: (urls) => queryClient.setQueryData(calendarFeedQuery().queryKey, urls),
  });
}

/** Approve (1) or decline (2); a declined approved request is the revoke of docs/product/leave.md#withdraw-revoke. */
export function useSetLeaveStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: LeaveDecision }) =>
      (await call('PUT /holidays/:id', { params: { id }, body: { status } })).data,
    onSuccess: (updated) => {
      leaveCachedPages(queryClient, updated);
      // The pages shift (the next request moves up, another tab gains this one), and other pending requests
      // of the same person may now leave a different balance.
      void queryClient.invalidateQueries({ queryKey: keys.filtered });
      void queryClient.invalidateQueries({ queryKey: keys.pendingContext });
    },
  });
}

/**
 * docs/product/time-and-week.md#day-bar: "The list updates locally on success": the request leaves at once every cached page
 * of a tab it no longer belongs to, and the total counts it no more; the refetch then fills the pages.
 */
function leaveCachedPages(queryClient: QueryClient, updated: LeaveRequestView): void {
  for (const [key, page] of queryClient.getQueriesData<LeaveRequestsPage>({ queryKey: keys.filtered })) {
    const filter = key[2] as RequestFilter;
    const belongs =
      filter.status === updated.status && (filter.userId === null || filter.userId === updated.requesting_id);
    if (!page || belongs || !page.data.some((request) => request.id === updated.id)) continue;
    queryClient.setQueryData<LeaveRequestsPage>(key, {
      data: page.data.filter((request) => request.id !== updated.id),
      meta: { ...page.meta, total: page.meta.total - 1 },
    });
  }
}
