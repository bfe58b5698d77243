import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { weeklyStatus, type DayBarInput, type IsoDate } from '@portal/shared';

interface WeekStatusTileProps {
  monday: IsoDate;
  days: DayBarInput[];
  /** Whose week: 'Your week', or the viewed person's. */
  caption: string;
  now?: Date;
}

/** docs/product/time-and-week.md#dashboard welcome banner: the weekly status tile, by the rule of docs/product/time-and-week.md#day-bar 'Weekly status'. */
export function WeekStatusTile({ monday, days, caption, now = new Date() }: WeekStatusTileProps) {
  const status = weeklyStatus(
    monday,
    days.map((day) => ({
      date: day.date,
      minutes: day.minutes,
      isHoliday: day.isPublicHoliday || day.isPersonalHoliday,
    })),
    now,
  );
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }} role="status" aria-label="Weekly status">
      <Typography variant="caption" color="text.secondary">
        {caption}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="weekly-status">
        {status}
      </Typography>
    </Paper>
  );
}
