import type { TimesheetBulkApproveBody, TimesheetView } from '@portal/shared';
import { api } from '../../lib/api-client';
import { useTimesheetMutation } from '../../lib/timesheets';

type PersonMonth = { userId: number; month: string };

/** POST /timesheets/{userId}/{month}/approve (docs/product/closing.md#timesheets). */
export const useApproveTimesheet = () =>
  useTimesheetMutation(({ userId, month }: PersonMonth) =>
    api<{ data: TimesheetView }>(`/timesheets/${userId}/${month}/approve`, { method: 'POST' }),
  );

/** POST /timesheets/{userId}/{month}/reopen {comment}: the person gets the comment by e-mail. */
export const useReopenTimesheet = () =>
  useTimesheetMutation(({ userId, month, comment }: PersonMonth & { comment: string }) =>
    api<{ data: TimesheetView }>(`/timesheets/${userId}/${month}/reopen`, { method: 'POST', body: { comment } }),
  );

/** POST /timesheets/approve {month, user_ids}: approves those not approved yet; answers the ones it changed. */
export const useApproveTimesheets = () =>
  useTimesheetMutation((body: TimesheetBulkApproveBody) =>
    api<{ data: TimesheetView[] }>('/timesheets/approve', { method: 'POST', body }),
  );
