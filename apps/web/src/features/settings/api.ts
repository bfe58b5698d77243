import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsBody, SettingsResponse } from '@portal/shared';
import { api } from '../../lib/api-client';
import { settingsKeys } from '../../lib/portal-settings';

/** PATCH /settings with the settings changed; the others stay as they are (docs/product/closing.md#settings). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => api<SettingsResponse>('/settings', { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
