import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddUserBody,
  AssignClientBody,
  PasswordChangeBody,
  UserClientView,
  UserEditBody,
  UserListItem,
  UsersPageMeta,
  UsersQuery,
  WeeklyReportRow,
} from '@portal/shared';
import { api } from '../../lib/api-client';

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['users'] });
}

export function useAddUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: AddUserBody) => api<UserListItem>('/register', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useEditUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserEditBody }) =>
      api<UserListItem>(`/users/edit/${id}`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useDeactivateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => api(`/users/delete/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PasswordChangeBody }) =>
      api(`/users/${id}/password`, { method: 'POST', body }),
  });
}

export function useAssignClient(userId: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: AssignClientBody) =>
      api<{ data: UserClientView[] }>(`/users/${userId}/clients`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUnassignClient(userId: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ clientId, assignmentId }: { clientId: number; assignmentId: number }) =>
      api(`/users/${userId}/clients/${clientId}?assignment_id=${assignmentId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export interface UsersPageFilters {
  kind: NonNullable<UsersQuery['kind']>;
  status: 'active' | 'all';
  search: string;
  /** Counted from 0, as MUI's pagination counts. */
  page: number;
  pageSize: number;
}

/** One page of the users screen from the server (issue 9): the filters, the paging and the total. */
export function useUsersPage({ kind, status, search, page, pageSize }: UsersPageFilters) {
  const query = new URLSearchParams({ kind, status, page: String(page + 1), page_size: String(pageSize) });
  if (search) query.set('search', search);
  return useQuery({
    queryKey: ['users', 'page', query.toString()],
    queryFn: () => api<{ data: UserListItem[]; meta: UsersPageMeta }>(`/users?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** The logged minutes and day status of these people, Monday to Friday of the chosen week. */
export function useWeeklyReport(from: string, to: string, userIds: number[]) {
  const ids = userIds.join(',');
  return useQuery({
    queryKey: ['weekly-report', from, to, ids],
    queryFn: async () =>
      (await api<{ data: WeeklyReportRow[] }>(`/weekly/logs?from=${from}&to=${to}&user_ids=${ids}`)).data,
    enabled: userIds.length > 0,
  });
}
