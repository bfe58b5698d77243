import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { weeklyStatus, type DayBarInput, type IsoDate, type WeeklyStatus } from '@portal/shared';
import { scheduledOf } from './planned-week';

const STATUS_KEYS = {
  'Upcoming week': 'worklogs:weekly_status.upcoming',
  'Overtime.': 'worklogs:weekly_status.overtime',
  'Insufficient time logged.': 'worklogs:weekly_status.insufficient',
  'All hours entered correctly.': 'worklogs:weekly_status.correct',
} as const satisfies Record<WeeklyStatus, string>;

interface WeekStatusTileProps {
  monday: IsoDate;
  days: DayBarInput[];
  /** Whose week: 'Your week', or the viewed person's. */
  caption: string;
  now?: Date;
}

/** docs/product/time-and-week.md#dashboard welcome banner: the weekly status tile, by the rule of docs/product/time-and-week.md#day-bar 'Weekly status'. */
export function WeekStatusTile({ monday, days, caption, now = new Date() }: WeekStatusTileProps) {
  const { t } = useTranslation('worklogs');
  const status = weeklyStatus(
    monday,
    days.map((day) => ({
      date: day.date,
      minutes: day.minutes,
      isHoliday: day.isPublicHoliday || day.isPersonalHoliday,
      // docs/product/time-model.md#measure: only the schedule's working days are checked.
      measure: scheduledOf(day) > 0 ? day.measure : 0,
    })),
    now,
  );
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }} role="status" aria-label={t('worklogs:weekly_status.label')}>
      <Typography variant="caption" color="textSecondary">
        {caption}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="weekly-status">
        {t(STATUS_KEYS[status])}
      </Typography>
    </Paper>
  );
}
