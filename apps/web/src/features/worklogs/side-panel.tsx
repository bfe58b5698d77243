import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  employeeDayStatus,
  weekdayIndex,
  WORKDAY_MINUTES,
  type DayBarInput,
  type EmployeeDayStatus,
  type UserClientView,
  type WorkLogView,
} from '@portal/shared';
import { formatNumber, weekdayName } from '../../lib/format';
import { duration } from './format';
import { scheduledOf } from './planned-week';

const STATUS_KEYS = {
  // Named by its hours: "8 hours" (statusText).
  success: 'worklogs:tracking.status.success',
  insufficient: 'worklogs:tracking.status.insufficient',
  overtime: 'worklogs:tracking.status.overtime',
  nat_holiday: 'worklogs:tracking.status.nat_holiday',
  holiday: 'worklogs:tracking.status.holiday',
} as const satisfies Record<EmployeeDayStatus, string>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography component="h2" variant="overline" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A day's status in words: 'success' names the hours the day is measured against ("8 hours", "6 hours"). */
function statusText(t: TFunction<'worklogs'>, day: DayBarInput, status: EmployeeDayStatus): string {
  const hours = (day.measure ?? WORKDAY_MINUTES) / 60;
  const text = t(STATUS_KEYS[status], { count: hours, hours: formatNumber(hours, { maximumFractionDigits: 2 }) });
  return day.halfDayLeave ? t('worklogs:tracking.status.half_day', { status: text }) : text;
}

/**
 * docs/product/time-and-week.md#dashboard TRACKING strip: one indicator per working day, the person's schedule's
 * (docs/product/time-model.md#schedules), each measured against its target.
 */
export function TrackingStrip({ days }: { days: DayBarInput[] }) {
  const { t } = useTranslation('worklogs');
  return (
    <Section title={t('worklogs:tracking.title')}>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {days
          .filter((day) => scheduledOf(day) > 0)
          .map((day) => {
            const status = employeeDayStatus(day);
            const weekday = weekdayName(weekdayIndex(day.date), 'short');
            const label = t('worklogs:tracking.day', { weekday, status: statusText(t, day, status) });
            return (
              <Tooltip key={day.date} title={label}>
                <Stack spacing={0.5} sx={{ alignItems: 'center' }} tabIndex={0} aria-label={label}>
                  <Box
                    sx={{
                      width: 16,
                      height: 16,
                      borderRadius: '50%',
                      bgcolor: (theme) => theme.palette.portal.dayMark[status],
                    }}
                  />
                  <Typography variant="caption">{weekday}</Typography>
                </Stack>
              </Tooltip>
            );
          })}
      </Stack>
    </Section>
  );
}

/** docs/product/time-and-week.md#dashboard Clients list with hours: this week's logged time against the weekly hours. */
export function ClientsList({ clients, logs }: { clients: UserClientView[]; logs: WorkLogView[] }) {
  const { t } = useTranslation('worklogs');
  const logged = new Map<number, number>();
  for (const log of logs) logged.set(log.client_id, (logged.get(log.client_id) ?? 0) + log.duration);
  const weekly = new Map<number, { name: string; hours: number }>();
  for (const client of clients)
    weekly.set(client.id, { name: client.name, hours: (weekly.get(client.id)?.hours ?? 0) + client.hours });
  return (
    <Section title={t('worklogs:clients.title')}>
      {weekly.size === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('worklogs:clients.empty')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {[...weekly].map(([id, client]) => (
            <Stack component="li" key={id} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{client.name}</Typography>
              <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
                {t('worklogs:clients.logged_of_weekly', {
                  logged: duration(t, logged.get(id) ?? 0),
                  hours: formatNumber(client.hours),
                })}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** docs/product/time-and-week.md#dashboard Monthly Summary: holidays (Approved, weekdays) and home-office days this month. */
export function MonthlySummary({
  monthLabel,
  holidays,
  homeOfficeDays,
}: {
  monthLabel: string;
  holidays: number;
  homeOfficeDays: number;
}) {
  const { t } = useTranslation('worklogs');
  return (
    <Section title={t('worklogs:monthly_summary.title', { month: monthLabel })}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Typography variant="body2">{t('worklogs:monthly_summary.holidays')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="holidays-this-month">
          {formatNumber(holidays)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{t('worklogs:monthly_summary.home_office_days')}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="home-office-this-month">
          {formatNumber(homeOfficeDays)}
        </Typography>
      </Stack>
    </Section>
  );
}
