import { useQuery } from '@tanstack/react-query';
import type { ClientView, UserListItem } from '@portal/shared';
import { api } from './api-client';

/** People and clients: the lookups many screens need (pickers, names, the users table). */
export const directoryKeys = {
  users: (status: 'active' | 'all') => ['users', status] as const,
  clients: ['clients'] as const,
};

export function useUsers(status: 'active' | 'all' = 'active') {
  return useQuery({
    queryKey: directoryKeys.users(status),
    queryFn: async () => (await api<{ data: UserListItem[] }>(`/users?status=${status}`)).data,
  });
}

export function useClients() {
  return useQuery({
    queryKey: directoryKeys.clients,
    queryFn: async () => (await api<{ data: ClientView[] }>('/clients')).data,
  });
}
