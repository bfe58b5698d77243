import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddUserBody,
  AssignClientBody,
  PasswordChangeBody,
  UserClientView,
  UserEditBody,
  UserListItem,
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

/** Everyone's logged minutes and day status, Monday to Friday of the chosen week. */
export function useWeeklyReport(from: string, to: string) {
  return useQuery({
    queryKey: ['weekly-report', from, to],
    queryFn: async () => (await api<{ data: WeeklyReportRow[] }>(`/weekly/logs?from=${from}&to=${to}`)).data,
  });
}
