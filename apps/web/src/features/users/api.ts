import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddUserBody,
  AssignClientBody,
  PasswordChangeBody,
  ScheduleBody,
  ScheduleView,
  UserClientView,
  UserEditBody,
  UserListItem,
  UsersPageMeta,
  UsersQuery,
} from '@portal/shared';
import { api } from '../../lib/api-client';
import { directoryKeys } from '../../lib/directory';
import { scheduleKeys } from '../../lib/schedules';
import { weeklyReportKeys } from '../../lib/weekly-report';

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: directoryKeys.people });
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

/** docs/product/access.md#two-factor: DELETE /users/{id}/2fa turns off someone's second factor (a lost phone). */
export function useResetTwoFactor() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => api(`/users/${id}/2fa`, { method: 'DELETE' }),
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

/** POST /users/{id}/schedules: a week from a date; the same date replaces that period's week (docs/product/time-model.md#schedules). */
export function useAddSchedule(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleBody) =>
      api<{ data: ScheduleView }>(`/users/${userId}/schedules`, { method: 'POST', body }),
    // The weekly report's statuses follow the schedule (docs/product/time-model.md#target).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKeys.of(userId) }),
        queryClient.invalidateQueries({ queryKey: weeklyReportKeys.all }),
      ]),
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

/** GET /users?page=: one page of the users screen (docs/product/http-contract.md#scale): the filters, the paging and the total. */
export const usersPageQuery = ({ kind, status, search, page, pageSize }: UsersPageFilters) => {
  const query = new URLSearchParams({ kind, status, page: String(page + 1), page_size: String(pageSize) });
  if (search) query.set('search', search);
  return queryOptions({
    // Under the people's key: a change to anybody refreshes the page.
    queryKey: [...directoryKeys.people, 'page', query.toString()],
    queryFn: () => api<{ data: UserListItem[]; meta: UsersPageMeta }>(`/users?${query}`),
    placeholderData: keepPreviousData,
  });
};
