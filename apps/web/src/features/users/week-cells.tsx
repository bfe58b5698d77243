import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { WeeklyStatus } from '@portal/shared';
import { formatDate, formatDay, formatNumber } from '../../lib/format';
import { DAY_STATUS_KEYS, WEEKLY_STATUS_KEYS } from './labels';
import type { ReportDay } from './weekly-status';

/** docs/product/time-and-week.md#constants: "Nh, plus Mm if the remainder is not zero", in the language shown. */
function duration(t: TFunction<'users'>, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('users:week.duration', { hours }) : t('users:week.duration_minutes', { hours, minutes: rest });
}

/** A day off is drawn in the neutral tone of a week still to come. */
const DAY_OFF_TONE: keyof Theme['palette']['portal']['dayStatus'] = 'upcoming';

/** A day's status in words: 'success' names the hours the day is measured against ("8 hours", "6 hours"). */
function dayStatusText(t: TFunction<'users'>, day: ReportDay): string {
  const hours = day.scheduled_minutes / 60;
  return t(DAY_STATUS_KEYS[day.status], { count: hours, hours: formatNumber(hours, { maximumFractionDigits: 2 }) });
}

/** The weekly report of one person: Monday to Friday, hours and day status (docs/product/people-and-clients.md#users-screen, docs/product/time-and-week.md#day-bar). */
export function WeekCells({ days }: { days: ReportDay[] }) {
  const { t } = useTranslation('users');
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {days.map((day) => {
        // docs/product/time-model.md#schedules: a day off without hours is neither short nor done.
        const dayOff = day.scheduled_minutes === 0 && day.minutes === 0;
        const tone = dayOff ? DAY_OFF_TONE : day.status;
        const status = dayOff ? t('users:week.day_off') : dayStatusText(t, day);
        const weekday = formatDate(day.date, { weekday: 'short' });
        const hours = duration(t, day.minutes);
        return (
          <Tooltip key={day.date} title={t('users:week.day_title', { weekday, date: formatDay(day.date), status })}>
            <Box
              tabIndex={0}
              aria-label={t('users:week.day_label', { weekday, duration: hours, status })}
              sx={{
                minWidth: 44,
                px: 0.5,
                py: 0.25,
                borderRadius: 1,
                textAlign: 'center',
                fontSize: 12,
                bgcolor: (theme) => theme.palette.portal.dayStatus[tone].bg,
                color: (theme) => theme.palette.portal.dayStatus[tone].fg,
              }}
            >
              <div>{weekday}</div>
              <div>{hours}</div>
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
  const { t } = useTranslation('users');
  const tone = WEEKLY_STATUS_TONE[status];
  return (
    <Chip
      size="small"
      label={t(WEEKLY_STATUS_KEYS[status])}
      sx={{
        bgcolor: (theme) => theme.palette.portal.dayStatus[tone].bg,
        color: (theme) => theme.palette.portal.dayStatus[tone].fg,
      }}
    />
  );
}
