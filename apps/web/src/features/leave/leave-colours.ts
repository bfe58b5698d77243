import type { Theme } from '@mui/material/styles';
import { LeaveStatus } from '@portal/shared';

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

/**
 * docs/product/time-model.md#half-days: a half day drawn apart from a whole one, its tone filling one triangle of the
 * day and outlining the rest; the number is dark, as it stands on both the tone and the white.
 */
export function halfDayToneSx(tone: LeaveTone) {
  return {
    bgcolor: 'transparent',
    backgroundImage: (theme: Theme) =>
      `linear-gradient(135deg, ${theme.palette.portal.leave[tone].bg} 50%, transparent 50%)`,
    color: 'text.primary',
    boxShadow: (theme: Theme) => `inset 0 0 0 1px ${theme.palette.portal.leave[tone].bg}`,
  };
}
