import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { formatDuration, type EmployeeDayStatus, type WeeklyStatus } from '@portal/shared';

const DAY_STATUS_LABEL: Record<EmployeeDayStatus, string> = {
  success: '8 hours',
  insufficient: 'Insufficient',
  overtime: 'Overtime',
  nat_holiday: 'Public holiday',
  holiday: 'Holiday',
};

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });

/** The weekly report of one person: Monday to Friday, hours and day status (docs/product/people-and-clients.md#users-screen, docs/product/time-and-week.md#day-bar). */
export function WeekCells({ days }: { days: { date: string; minutes: number; status: EmployeeDayStatus }[] }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {days.map((day) => {
        const label = DAY_STATUS_LABEL[day.status];
        const weekday = WEEKDAY.format(new Date(`${day.date}T00:00:00Z`));
        return (
          <Tooltip key={day.date} title={`${weekday} ${day.date}: ${label}`}>
            <Box
              tabIndex={0}
              aria-label={`${weekday}: ${formatDuration(day.minutes)}, ${label}`}
              sx={{
                minWidth: 44,
                px: 0.5,
                py: 0.25,
                borderRadius: 1,
                textAlign: 'center',
                fontSize: 12,
                bgcolor: (theme) => theme.palette.portal.dayStatus[day.status].bg,
                color: (theme) => theme.palette.portal.dayStatus[day.status].fg,
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

/** The day colours again: MUI's outlined warning chip is 3:1 on white, short of axe's 4.5:1 (docs/product/README.md#accessibility). */
const WEEKLY_STATUS_TONE: Record<WeeklyStatus, keyof Theme['palette']['portal']['dayStatus']> = {
  'All hours entered correctly.': 'success',
  'Insufficient time logged.': 'insufficient',
  'Overtime.': 'overtime',
  'Upcoming week': 'upcoming',
};

export function WeeklyStatusChip({ status }: { status: WeeklyStatus }) {
  const tone = WEEKLY_STATUS_TONE[status];
  return (
    <Chip
      size="small"
      label={status}
      sx={{
        bgcolor: (theme) => theme.palette.portal.dayStatus[tone].bg,
        color: (theme) => theme.palette.portal.dayStatus[tone].fg,
      }}
    />
  );
}
