import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenBody } from '@portal/shared';
import { call } from '../../lib/api-client';

/** GET /user/tokens: the signed-in person's active API tokens (docs/product/access.md#api-tokens). */
export const apiTokensQuery = () =>
  queryOptions({
    queryKey: ['api-tokens'] as const,
    queryFn: async () => (await call('GET /user/tokens')).data,
  });

/** A new token or a revoked one changes the list. */
function useTokenMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQuery().queryKey }),
  });
}

/** POST /user/tokens: the answer holds the token itself, this once. */
export const useCreateApiToken = () => useTokenMutation((body: ApiTokenBody) => call('POST /user/tokens', { body }));

/** DELETE /user/tokens/{id}: the token stops working at once. */
export const useRevokeApiToken = () =>
  useTokenMutation((id: number) => call('DELETE /user/tokens/:id', { params: { id } }));
