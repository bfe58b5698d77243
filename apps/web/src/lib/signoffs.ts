import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { SignoffBody, SignoffRequestBody, SignoffView } from '@portal/shared';
import { call } from './api-client';
import { formatMoment } from './format';

/**
 * docs/product/closing.md#client-sign-off: a client's months as the client report shows them and the Clients screen
 * lists them. Both read and refresh them, so they live here; everything about sign-offs sits under one key.
 */
export const signoffKeys = {
  all: ['signoffs'] as const,
  ofClient: (clientId: number, year: number, key: string | undefined) =>
    [...signoffKeys.all, 'client', clientId, year, key] as const,
  overview: (year: number) => [...signoffKeys.all, 'overview', year] as const,
  requests: (year: number) => [...signoffKeys.all, 'requests', year] as const,
  link: (token: string) => [...signoffKeys.all, 'link', token] as const,
};

/**
 * GET /clients/{id}/signoffs?year=: the year's started months, January first. Without a session only the share link's key
 * opens a client's sign-off (docs/product/roles-and-access.md#share-links).
 */
export const clientSignoffsQuery = (clientId: number, year: number, key: string | undefined) =>
  queryOptions({
    queryKey: signoffKeys.ofClient(clientId, year, key),
    queryFn: async () =>
      (await call('GET /clients/:id/signoffs', { params: { id: clientId }, query: { year, key: key || undefined } }))
        .data,
    enabled: Number.isInteger(clientId) && clientId > 0,
    retry: false,
  });

/** GET /signoffs?year= (admins): every client's decided months of a year, in one call for the Clients screen. */
export const signoffsOverviewQuery = (year: number) =>
  queryOptions({
    queryKey: signoffKeys.overview(year),
    queryFn: async () => (await call('GET /signoffs', { query: { year } })).data,
  });

function useSignoffMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A conflict (already approved) also refreshes: the screen then shows the decision it did not know about.
    onSettled: () => queryClient.invalidateQueries({ queryKey: signoffKeys.all }),
  });
}

/** POST /clients/{id}/signoffs/{month}: the signed-in CLIENT user approves or queries a month. */
export const useDecideSignoff = (clientId: number) =>
  useSignoffMutation(({ month, body }: { month: string; body: SignoffBody }) =>
    call('POST /clients/:id/signoffs/:month', { params: { id: clientId, month }, body }),
  );

/** GET /signoffs/requests?year= (admins): the year's sign-off requests and their state, for the Clients screen. */
export const signoffRequestsQuery = (year: number) =>
  queryOptions({
    queryKey: signoffKeys.requests(year),
    queryFn: async () => (await call('GET /signoffs/requests', { query: { year } })).data,
  });

/** POST /clients/{id}/signoffs/{month}/request (admins): e-mail a contact a link that signs the month once. */
export const useRequestSignoff = () =>
  useSignoffMutation(({ clientId, month, body }: { clientId: number; month: string; body: SignoffRequestBody }) =>
    call('POST /clients/:id/signoffs/:month/request', { params: { id: clientId, month }, body }),
  );

/** GET /signoff-link?token=: the sign-off link's page (docs/product/closing.md#signoff-links). */
export const signoffLinkQuery = (token: string) =>
  queryOptions({
    queryKey: signoffKeys.link(token),
    queryFn: async () => (await call('GET /signoff-link', { query: { token } })).data,
    enabled: token.length > 0,
    retry: false,
  });

/**
 * POST /signoff-link?token=: the link's contact approves or queries its month. The link is used up then, so its page
 * keeps what it read rather than asking again.
 */
export const useDecideThroughLink = (token: string) =>
  useMutation({
    mutationFn: (body: SignoffBody) => call('POST /signoff-link', { query: { token }, body }),
  });

/** DELETE /clients/{id}/signoffs/{month} (admins): the month is pending again. */
export const useReopenSignoff = () =>
  useSignoffMutation(({ clientId, month }: { clientId: number; month: string }) =>
    call('DELETE /clients/:id/signoffs/:month', { params: { id: clientId, month } }),
  );

/** "2026-10" for month 10 of 2026. */
export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * A month's sign-off in words, in the language shown: 'Not signed off yet', 'Approved by Nora Lind on 3 November 2026',
 * 'Queried by Nora Lind on 3 November 2026: <comment>'.
 */
export function signoffStateText(t: TFunction, signoff: SignoffView): string {
  if (signoff.status === 'pending' || signoff.at === null) return t('signoffs:state.pending');
  const values = {
    name: signoff.by ?? t('signoffs:state.someone'),
    date: formatMoment(signoff.at, { day: 'numeric', month: 'long', year: 'numeric' }),
  };
  if (signoff.status === 'approved') return t('signoffs:state.approved', values);
  return t('signoffs:state.queried', { ...values, comment: signoff.comment ?? '' });
}
