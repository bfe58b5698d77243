import { queryOptions } from '@tanstack/react-query';
import { apiPath, call } from '../../lib/api-client';

// The team calendar's factory is teamCalendarQuery, in team-calendar-query.ts beside the early request it takes.

/** GET /report/user/{id}/month/{m}/year/{y}: the screen's data and, with `format`, its download (docs/product/reports.md#downloads). */
const userMonthReportCall = (userId: number, month: number, year: number) =>
  ['GET /report/user/:id/month/:m/year/:y', { params: { id: userId, m: month, y: year } }] as const;

export const userMonthReportPath = (userId: number, month: number, year: number) =>
  apiPath(...userMonthReportCall(userId, month, year));

export const userMonthReportQuery = (userId: number, month: number, year: number) =>
  queryOptions({
    queryKey: ['user-report', userId, month, year],
    queryFn: async () => (await call(...userMonthReportCall(userId, month, year))).data,
    retry: false,
  });

/**
 * GET /logs/client/{id}/month/{m}/year/{y}: the screen's data and, with `format`, its download (docs/product/reports.md#downloads).
 * Without a session only the share link's `key` opens a client's report (docs/product/roles-and-access.md#share-links).
 */
const clientMonthReportCall = (clientId: number, month: number, year: number, key: string | undefined) =>
  [
    'GET /logs/client/:id/month/:m/year/:y',
    { params: { id: clientId, m: month, y: year }, query: { key: key || undefined } },
  ] as const;

export const clientMonthReportPath = (clientId: number, month: number, year: number, key: string | undefined) =>
  apiPath(...clientMonthReportCall(clientId, month, year, key));

/** GET /clients/{id}/public: the client's name, also for the holder of a share link. */
export const clientNameQuery = (clientId: number, key: string | undefined) =>
  queryOptions({
    queryKey: ['client-public', clientId, key],
    queryFn: async () =>
      (await call('GET /clients/:id/public', { params: { id: clientId }, query: { key: key || undefined } })).data,
    enabled: Number.isInteger(clientId) && clientId > 0,
    retry: false,
  });

export const clientMonthReportQuery = (clientId: number, month: number, year: number, key: string | undefined) =>
  queryOptions({
    queryKey: ['client-report', clientId, month, year, key],
    queryFn: () => call(...clientMonthReportCall(clientId, month, year, key)),
    retry: false,
  });
