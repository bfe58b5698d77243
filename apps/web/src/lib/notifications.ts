import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '@portal/shared';
import { call } from './api-client';

/** GET /user/notifications: the kinds of e-mail the signed-in person turned off (docs/product/leave.md#notifications). */
export const notificationsOffQuery = () =>
  queryOptions({
    queryKey: ['notifications'] as const,
    queryFn: async () => (await call('GET /user/notifications')).data.off,
  });

/** PUT /user/notifications: the whole list of kinds turned off. */
export function useSaveNotificationsOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (off: NotificationKind[]) => (await call('PUT /user/notifications', { body: { off } })).data.off,
    onSuccess: (off) => queryClient.setQueryData(notificationsOffQuery().queryKey, off),
  });
}
