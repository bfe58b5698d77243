import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveTypeBody, LeaveTypePatch } from '@portal/shared';
import { call } from '../../lib/api-client';
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
  useLeaveTypeMutation(async (body: LeaveTypeBody) => (await call('POST /leave_types', { body })).data);

/** PATCH /leave_types/{id} with the changed fields only: a first type keeps its translated name unless renamed. */
export const useUpdateLeaveType = () =>
  useLeaveTypeMutation(
    async ({ id, change }: { id: number; change: LeaveTypePatch }) =>
      (await call('PATCH /leave_types/:id', { params: { id }, body: change })).data,
  );

/** DELETE /leave_types/{id}: 409 LEAVE_TYPE_IN_USE while a request has the type (docs/product/leave.md#types). */
export const useDeleteLeaveType = () =>
  useLeaveTypeMutation((id: number) => call('DELETE /leave_types/:id', { params: { id } }));
