import type { Theme } from '@mui/material/styles';
import { LeaveStatus } from '@portal/shared';

type LeaveTone = keyof Theme['palette']['portal']['leave'];

/** docs/product/leave.md#statuses colours (the theme's portal.leave); national holidays pale yellow and first. */
export const STATUS_STYLE: Record<number, { tone: LeaveTone }> = {
  [LeaveStatus.PENDING]: { tone: 'pending' },
  [LeaveStatus.APPROVED]: { tone: 'approved' },
  [LeaveStatus.DECLINED]: { tone: 'declined' },
};
export const NATIONAL_HOLIDAY_STYLE = { tone: 'national' } as const;
export const NO_STATUS_STYLE = { tone: 'none' } as const;

/** A tone's background and text, for an sx prop. */
export function leaveToneSx(tone: LeaveTone) {
  return {
    bgcolor: (theme: Theme) => theme.palette.portal.leave[tone].bg,
    color: (theme: Theme) => theme.palette.portal.leave[tone].fg,
  };
}
