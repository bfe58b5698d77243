import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';

/** Every settings query sits under `all`: a change to any setting refreshes them. */
export const settingsKeys = {
  all: ['settings'] as const,
};

/**
 * GET /settings: every portal setting, for every employee: the leave approver (docs/product/leave.md#approver), the time
 * zone (docs/product/time-model.md#time-zone) and the carry-over day (docs/product/leave.md#carry-over).
 */
export const portalSettingsQuery = () =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'portal'],
    queryFn: async () => (await call('GET /settings')).data,
  });
