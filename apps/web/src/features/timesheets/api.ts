import type { TimesheetBulkApproveBody } from '@portal/shared';
import { call } from '../../lib/api-client';
import { useTimesheetMutation } from '../../lib/timesheets';

type PersonMonth = { userId: number; month: string };

/** POST /timesheets/{userId}/{month}/approve (docs/product/closing.md#timesheets). */
export const useApproveTimesheet = () =>
  useTimesheetMutation(({ userId, month }: PersonMonth) =>
    call('POST /timesheets/:userId/:month/approve', { params: { userId, month } }),
  );

/** POST /timesheets/{userId}/{month}/reopen {comment}: the person gets the comment by e-mail. */
export const useReopenTimesheet = () =>
  useTimesheetMutation(({ userId, month, comment }: PersonMonth & { comment: string }) =>
    call('POST /timesheets/:userId/:month/reopen', { params: { userId, month }, body: { comment } }),
  );

/** POST /timesheets/approve {month, user_ids}: approves those not approved yet; answers the ones it changed. */
export const useApproveTimesheets = () =>
  useTimesheetMutation((body: TimesheetBulkApproveBody) => call('POST /timesheets/approve', { body }));
