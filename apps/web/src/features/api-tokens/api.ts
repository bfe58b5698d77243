import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenBody, ApiTokensResponse, CreatedApiToken } from '@portal/shared';
import { api } from '../../lib/api-client';

/** GET /user/tokens: the signed-in person's active API tokens (docs/product/access.md#api-tokens). */
export const apiTokensQuery = () =>
  queryOptions({
    queryKey: ['api-tokens'] as const,
    queryFn: async () => (await api<ApiTokensResponse>('/user/tokens')).data,
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
export const useCreateApiToken = () =>
  useTokenMutation((body: ApiTokenBody) => api<CreatedApiToken>('/user/tokens', { method: 'POST', body }));

/** DELETE /user/tokens/{id}: the token stops working at once. */
export const useRevokeApiToken = () =>
  useTokenMutation((id: number) => api(`/user/tokens/${id}`, { method: 'DELETE' }));
