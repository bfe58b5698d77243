import { z } from 'zod';
import { recordIdField } from './common.js';

/** docs/product/leave.md#approver: the portal's leave approver, chosen by admins. */
export const settingsBody = z.object({ leave_approver_id: recordIdField });
export const settingsResponse = z.object({
  data: z.object({ leave_approver: z.object({ id: z.number().int(), name: z.string() }).nullable() }),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;
