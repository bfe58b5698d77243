import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';

/** People and clients: the lookups many screens need (pickers, names, the users table). */
export const directoryKeys = {
  /**
   * Everything about people: these lists, the users screen's pages and the people with their
   * skills. A change to a person (a user edit, a profile update) refreshes everything under it.
   */
  people: ['users'] as const,
  users: (status: 'active' | 'all') => [...directoryKeys.people, status] as const,
  names: ['users', 'names'] as const,
  clients: ['clients'] as const,
};

/** GET /users?status=: everyone, or the active people only, with their clients. */
export const usersQuery = (status: 'active' | 'all' = 'active') =>
  queryOptions({
    queryKey: directoryKeys.users(status),
    queryFn: async () => (await call('GET /users', { query: { status } })).data,
  });

/**
 * Active employees with id, name and role only (GET /users/names), for pickers and for naming a
 * person. Kept for 10 minutes: changing weeks or pages does not fetch it again (docs/product/http-contract.md#scale).
 */
export const peopleNamesQuery = () =>
  queryOptions({
    queryKey: directoryKeys.names,
    queryFn: async () => (await call('GET /users/names')).data,
    staleTime: 10 * 60_000,
  });

/**
 * Everyone who has had an account, by name, for the person filters over past records (GET /users/names?status=all): employees,
 * deactivated ones too, and with `clientUsers` the client users as well (Handle Holidays' filter and the audit trail's).
 */
export const filterPeopleQuery = ({ clientUsers }: { clientUsers: boolean }) => {
  const query = { status: 'all', kind: clientUsers ? 'all' : undefined } as const;
  return queryOptions({
    queryKey: [...directoryKeys.names, query],
    queryFn: async () => (await call('GET /users/names', { query })).data,
  });
};

export const clientsQuery = () =>
  queryOptions({
    queryKey: directoryKeys.clients,
    queryFn: async () => (await call('GET /clients')).data,
  });
