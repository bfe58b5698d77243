import { useQuery } from '@tanstack/react-query';
import type { ClientView, PersonName, UserListItem } from '@portal/shared';
import { api } from './api-client';

/** People and clients: the lookups many screens need (pickers, names, the users table). */
export const directoryKeys = {
  users: (status: 'active' | 'all') => ['users', status] as const,
  /** Under 'users', so that whatever refreshes the people list refreshes the names too. */
  names: ['users', 'names'] as const,
  clients: ['clients'] as const,
};

export function useUsers(status: 'active' | 'all' = 'active') {
  return useQuery({
    queryKey: directoryKeys.users(status),
    queryFn: async () => (await api<{ data: UserListItem[] }>(`/users?status=${status}`)).data,
  });
}

/**
 * Active employees with id, name and role only (GET /users/names), for pickers and for naming a
 * person. Kept for 10 minutes: changing weeks or pages does not fetch it again (issue 9).
 */
export function usePeopleNames() {
  return useQuery({
    queryKey: directoryKeys.names,
    queryFn: async () => (await api<{ data: PersonName[] }>('/users/names')).data,
    staleTime: 10 * 60_000,
  });
}

export function useClients() {
  return useQuery({
    queryKey: directoryKeys.clients,
    queryFn: async () => (await api<{ data: ClientView[] }>('/clients')).data,
  });
}
