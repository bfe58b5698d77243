import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsBody } from '@portal/shared';
import { call } from '../../lib/api-client';
import { settingsKeys } from '../../lib/portal-settings';

/** PATCH /settings with the settings changed; the others stay as they are (docs/product/closing.md#settings). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => call('PATCH /settings', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
