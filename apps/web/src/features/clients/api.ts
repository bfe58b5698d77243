import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { directoryKeys } from '../../lib/directory';

function useClientMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directoryKeys.clients }),
  });
}

export const useAddClient = () => useClientMutation((name: string) => call('POST /clients', { body: { name } }));

export const useRenameClient = () =>
  useClientMutation(({ id, name }: { id: number; name: string }) =>
    call('PATCH /clients/:id', { params: { id }, body: { name } }),
  );

export const useDeleteClient = () => useClientMutation((id: number) => call('DELETE /clients/:id', { params: { id } }));

export const useRegenerateShareKey = () =>
  useClientMutation((id: number) => call('POST /clients/:id/share_key', { params: { id } }));
