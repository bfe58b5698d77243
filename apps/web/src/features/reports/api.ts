import { queryOptions } from '@tanstack/react-query';
import type { ClientMonthReport, ClientNameResponse, UserMonthReportResponse } from '@portal/shared';
import { api } from '../../lib/api-client';

// The team calendar's factory is teamCalendarQuery, in team-calendar-query.ts beside the early request it takes.

/** GET /report/user/{id}/month/{m}/year/{y}: the screen's data and, with `format`, its download (docs/product/reports.md#downloads). */
export const userMonthReportPath = (userId: number, month: number, year: number) =>
  `/report/user/${userId}/month/${month}/year/${year}`;

export const userMonthReportQuery = (userId: number, month: number, year: number) =>
  queryOptions({
    queryKey: ['user-report', userId, month, year],
    queryFn: async () => (await api<UserMonthReportResponse>(userMonthReportPath(userId, month, year))).data,
    retry: false,
  });

/** Without a session only the share link's key opens a client's report (docs/product/roles-and-access.md#share-links). */
const shareKeyParam = (key: string | undefined) => (key ? `?key=${encodeURIComponent(key)}` : '');

/** GET /logs/client/{id}/month/{m}/year/{y}: the screen's data and, with `format`, its download (docs/product/reports.md#downloads). */
export const clientMonthReportPath = (clientId: number, month: number, year: number, key: string | undefined) =>
  `/logs/client/${clientId}/month/${month}/year/${year}${shareKeyParam(key)}`;

/** GET /clients/{id}/public: the client's name, also for the holder of a share link. */
export const clientNameQuery = (clientId: number, key: string | undefined) =>
  queryOptions({
    queryKey: ['client-public', clientId, key],
    queryFn: async () => (await api<ClientNameResponse>(`/clients/${clientId}/public${shareKeyParam(key)}`)).data,
    enabled: Number.isInteger(clientId) && clientId > 0,
    retry: false,
  });

export const clientMonthReportQuery = (clientId: number, month: number, year: number, key: string | undefined) =>
  queryOptions({
    queryKey: ['client-report', clientId, month, year, key],
    queryFn: () => api<ClientMonthReport>(clientMonthReportPath(clientId, month, year, key)),
    retry: false,
  });
