import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientView } from '@portal/shared';
import { api } from '../../lib/api-client';
import { directoryKeys } from '../../lib/directory';

function useClientMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directoryKeys.clients }),
  });
}

export const useAddClient = () =>
  useClientMutation((name: string) => api<{ data: ClientView }>('/clients', { method: 'POST', body: { name } }));

export const useRenameClient = () =>
  useClientMutation(({ id, name }: { id: number; name: string }) =>
    api<{ data: ClientView }>(`/clients/${id}`, { method: 'PATCH', body: { name } }),
  );

export const useDeleteClient = () => useClientMutation((id: number) => api(`/clients/${id}`, { method: 'DELETE' }));

export const useRegenerateShareKey = () =>
  useClientMutation((id: number) => api<{ data: ClientView }>(`/clients/${id}/share_key`, { method: 'POST' }));
