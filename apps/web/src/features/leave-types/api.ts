import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveTypeBody, LeaveTypePatch, LeaveTypeView } from '@portal/shared';
import { api } from '../../lib/api-client';
import { leaveTypeKeys } from '../../lib/leave-types';

/** A change to a type refreshes its names and colours on every screen. */
function useLeaveTypeMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveTypeKeys.all }),
  });
}

export const useCreateLeaveType = () =>
  useLeaveTypeMutation(
    async (body: LeaveTypeBody) => (await api<{ data: LeaveTypeView }>('/leave_types', { method: 'POST', body })).data,
  );

/** PATCH /leave_types/{id} with the changed fields only: a first type keeps its translated name unless renamed. */
export const useUpdateLeaveType = () =>
  useLeaveTypeMutation(
    async ({ id, change }: { id: number; change: LeaveTypePatch }) =>
      (await api<{ data: LeaveTypeView }>(`/leave_types/${id}`, { method: 'PATCH', body: change })).data,
  );

/** DELETE /leave_types/{id}: 409 LEAVE_TYPE_IN_USE while a request has the type (docs/product/leave.md#types). */
export const useDeleteLeaveType = () =>
  useLeaveTypeMutation((id: number) => api(`/leave_types/${id}`, { method: 'DELETE' }));
