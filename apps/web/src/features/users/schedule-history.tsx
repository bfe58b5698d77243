import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/page-states';
import { formatDay } from '../../lib/format';
import { schedulesQuery } from '../../lib/schedules';
import { weekSummary } from './schedule-hours';

/** A person's weeks, newest first; without one they work the default week (docs/product/time-model.md#schedules). */
export function ScheduleHistory({ userId }: { userId: number }) {
  const { t } = useTranslation('schedules');
  const schedules = useQuery(schedulesQuery(userId));
  if (!schedules.data) {
    return <QueryState isLoading={schedules.isLoading} error={schedules.error} onRetry={() => schedules.refetch()} />;
  }
  if (schedules.data.length === 0) {
    return <Typography color="textSecondary">{t('schedules:history.empty')}</Typography>;
  }
  return (
    <List dense aria-label={t('schedules:history.label')}>
      {schedules.data.map((schedule) => (
        <ListItem key={schedule.id} disableGutters>
          <ListItemText
            primary={t('schedules:history.from', { date: formatDay(schedule.from_date) })}
            secondary={weekSummary(schedule.minutes, (weekday, hours) =>
              t('schedules:history.day', { weekday, hours }),
            )}
          />
        </ListItem>
      ))}
    </List>
  );
}
