import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddUserBody,
  AssignClientBody,
  PasswordChangeBody,
  ScheduleBody,
  UserEditBody,
  UsersQuery,
} from '@portal/shared';
import { call } from '../../lib/api-client';
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
    mutationFn: (body: AddUserBody) => call('POST /register', { body }),
    onSuccess: invalidate,
  });
}

export function useEditUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserEditBody }) =>
      call('POST /users/edit/:id', { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeactivateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /users/delete/:id', { params: { id } }),
    onSuccess: invalidate,
  });
}

/** docs/product/access.md#two-factor: DELETE /users/{id}/2fa turns off someone's second factor (a lost phone). */
export function useResetTwoFactor() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /users/:id/2fa', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PasswordChangeBody }) =>
      call('POST /users/:id/password', { params: { id }, body }),
  });
}

export function useAssignClient(userId: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: AssignClientBody) => call('POST /users/:id/clients', { params: { id: userId }, body }),
    onSuccess: invalidate,
  });
}

export function useUnassignClient(userId: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ clientId, assignmentId }: { clientId: number; assignmentId: number }) =>
      call('DELETE /users/:id/clients/:clientId', {
        params: { id: userId, clientId },
        query: { assignment_id: assignmentId },
      }),
    onSuccess: invalidate,
  });
}

/** POST /users/{id}/schedules: a week from a date; the same date replaces that period's week (docs/product/time-model.md#schedules). */
export function useAddSchedule(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleBody) => call('POST /users/:id/schedules', { params: { id: userId }, body }),
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
  const query = { kind, status, page: page + 1, page_size: pageSize, search: search || undefined };
  return queryOptions({
    // Under the people's key: a change to anybody refreshes the page.
    queryKey: [...directoryKeys.people, 'page', query],
    queryFn: () => call('GET /users', { query }),
    placeholderData: keepPreviousData,
  });
};
