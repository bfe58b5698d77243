import type { Theme } from '@mui/material/styles';
import { LeaveStatus } from '@portal/shared';
import { halfDayFill } from '../../lib/half-day';

export type LeaveTone = keyof Theme['palette']['portal']['leave'];

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

/** docs/product/time-model.md#half-days: a half day in its tone (lib/half-day.ts); the number is dark, as it stands on both the tone and the white. */
export function halfDayToneSx(tone: LeaveTone) {
  const fill = (theme: Theme) => halfDayFill(theme.palette.portal.leave[tone].bg);
  return {
    bgcolor: 'transparent',
    backgroundImage: (theme: Theme) => fill(theme).backgroundImage,
    color: 'text.primary',
    boxShadow: (theme: Theme) => fill(theme).boxShadow,
  };
}
