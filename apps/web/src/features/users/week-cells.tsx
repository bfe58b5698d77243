import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { formatDuration, type EmployeeDayStatus, type WeeklyStatus } from '@portal/shared';

export const DAY_STATUS_STYLE: Record<EmployeeDayStatus, { label: string; bg: string; fg: string }> = {
  success: { label: '8 hours', bg: '#dcfce7', fg: '#14532d' },
  insufficient: { label: 'Insufficient', bg: '#ffedd5', fg: '#7c2d12' },
  overtime: { label: 'Overtime', bg: '#fee2e2', fg: '#7f1d1d' },
  nat_holiday: { label: 'Public holiday', bg: '#fef9c3', fg: '#713f12' },
  holiday: { label: 'Holiday', bg: '#dbeafe', fg: '#1e3a8a' },
};

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** The weekly report of one person: Monday to Friday, hours and day status (spec §2.12, §4). */
export function WeekCells({ days }: { days: { date: string; minutes: number; status: EmployeeDayStatus }[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {days.map((day) => {
        const style = DAY_STATUS_STYLE[day.status];
        const weekday = WEEKDAY.format(new Date(`${day.date}T00:00:00Z`));
        return (
          <Tooltip key={day.date} title={`${weekday} ${day.date}: ${style.label}`}>
            <Box
              tabIndex={0}
              aria-label={`${weekday}: ${formatDuration(day.minutes)}, ${style.label}`}
              sx={{
                minWidth: 44,
                px: 0.5,
                py: 0.25,
                borderRadius: 1,
                textAlign: 'center',
                fontSize: 12,
                bgcolor: style.bg,
                color: style.fg,
              }}
            >
              <div>{weekday}</div>
              <div>{formatDuration(day.minutes)}</div>
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}

/** The day colours again: MUI's outlined warning chip is 3:1 on white, short of axe's 4.5:1 (R67). */
const WEEKLY_STATUS_STYLE: Record<WeeklyStatus, { bg: string; fg: string }> = {
  'All hours entered correctly.': DAY_STATUS_STYLE.success,
  'Insufficient time logged.': DAY_STATUS_STYLE.insufficient,
  'Overtime.': DAY_STATUS_STYLE.overtime,
  'Upcoming week': { bg: '#f1f5f9', fg: '#334155' },
};

export function WeeklyStatusChip({ status }: { status: WeeklyStatus }) {
  const style = WEEKLY_STATUS_STYLE[status];
  return <Chip size="small" label={status} sx={{ bgcolor: style.bg, color: style.fg }} />;
}
