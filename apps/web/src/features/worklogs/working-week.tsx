import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_WEEK, type DayBarInput } from '@portal/shared';
import { formatNumber, weekdayName } from '../../lib/format';
import { scheduledOf } from './planned-week';

const NO_BREAK_SPACE = '\u00a0';

/** "Mo 6 h · Tu 6 h": the working days of a week and their hours; a narrow screen wraps between days, not inside one. */
function workingDaysText(minutes: number[], dayText: (weekday: string, hours: string) => string): string {
  return minutes
    .map((scheduled, index) => ({ scheduled, index }))
    .filter((day) => day.scheduled > 0)
    .map((day) =>
      dayText(
        weekdayName(day.index, 'short'),
        formatNumber(day.scheduled / 60, { maximumFractionDigits: 2 }),
      ).replaceAll(' ', NO_BREAK_SPACE),
    )
    .join(' · ');
}

/**
 * docs/product/time-model.md#schedules: "people see theirs on the dashboard": the shown week's schedule, the spec's in
 * its own words ('8 hours Monday to Friday').
 */
export function WorkingWeek({ days }: { days: DayBarInput[] }) {
  const { t } = useTranslation('worklogs');
  const minutes = days.map(scheduledOf);
  const isDefault = minutes.every((scheduled, index) => scheduled === DEFAULT_WEEK[index]);
  const week = isDefault
    ? t('worklogs:schedule.default')
    : workingDaysText(minutes, (weekday, hours) => t('worklogs:schedule.day', { weekday, hours })) ||
      t('worklogs:schedule.none');
  return (
    <Typography variant="body2" color="textSecondary" data-testid="working-week">
      {t('worklogs:schedule.line', { week })}
    </Typography>
  );
}
