import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TimesheetStatus, TimesheetView } from '@portal/shared';
import { formatDate, formatNumber, formatTotalHours } from '../lib/format';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

/** "October 2026", "Oktober 2026": a timesheet's month ("YYYY-MM"). */
export const monthLabel = (month: string) => formatDate(`${month}-01`, MONTH);

/** "12, 30" ("12., 30." in German): the month's working days without a log or leave, by their day of the month. */
export function missingDaysText(days: readonly string[]): string {
  return days.map((day) => formatDate(day, DAY)).join(', ');
}

/**
 * docs/product/closing.md#summary: a person's month as they submit it and the admins judge it: hours logged against the
 * target, the missing days and the leave days (the dashboard's submit dialog and the Timesheets screen's rows).
 */
export function TimesheetSummary({ sheet }: { sheet: TimesheetView }) {
  const { t } = useTranslation('timesheets');
  const rows: [string, string][] = [
    [
      t('timesheets:summary.logged'),
      t('timesheets:summary.hours_of', {
        logged: formatTotalHours(sheet.logged_minutes),
        target: formatTotalHours(sheet.target_minutes),
      }),
    ],
    [
      t('timesheets:summary.missing'),
      sheet.missing_days.length === 0 ? t('timesheets:summary.none_missing') : missingDaysText(sheet.missing_days),
    ],
    [t('timesheets:summary.leave'), formatNumber(sheet.leave_days)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      data-testid="timesheet-summary"
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** docs/product/closing.md#timesheets: a month's state as the screens name it. */
export const TIMESHEET_STATUS_KEYS = {
  open: 'timesheets:status.open',
  submitted: 'timesheets:status.submitted',
  approved: 'timesheets:status.approved',
} as const satisfies Record<TimesheetStatus, string>;

/** The leave statuses' tones, which keep AA contrast: open is plain, submitted light blue, approved light green. */
const TONES = { open: 'other', submitted: 'pending', approved: 'approved' } as const satisfies Record<
  TimesheetStatus,
  string
>;

/** A month's state (docs/product/closing.md#timesheets) as a chip: Open, Submitted, Approved. */
export function TimesheetStatusChip({ status }: { status: TimesheetStatus }) {
  const { t } = useTranslation('timesheets');
  return (
    <Chip
      size="small"
      label={t(TIMESHEET_STATUS_KEYS[status])}
      variant={status === 'open' ? 'outlined' : 'filled'}
      sx={{
        bgcolor: (theme) => theme.palette.portal.leaveChip[TONES[status]].bg,
        color: (theme) => theme.palette.portal.leaveChip[TONES[status]].fg,
        fontWeight: 600,
      }}
    />
  );
}
