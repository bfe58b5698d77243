import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  employeeDayStatus,
  formatDuration,
  type EmployeeDayStatus,
  type UserClientView,
  type WorkLogView,
} from '@portal/shared';
import type { DayBarInput } from '@portal/shared';

const STATUS_LABEL: Record<EmployeeDayStatus, string> = {
  success: '8 hours',
  insufficient: 'insufficient',
  overtime: 'overtime',
  nat_holiday: 'public holiday',
  holiday: 'holiday',
};

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

/** docs/product/time-and-week.md#dashboard TRACKING strip: one indicator per working day. */
export function TrackingStrip({ days }: { days: DayBarInput[] }) {
  return (
    <Section title="Tracking">
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {days.slice(0, 5).map((day) => {
          const status = employeeDayStatus(day);
          const weekday = new Date(`${day.date}T00:00:00Z`).toUTCString().slice(0, 3);
          return (
            <Tooltip key={day.date} title={`${weekday}: ${STATUS_LABEL[status]}`}>
              <Stack
                spacing={0.5}
                sx={{ alignItems: 'center' }}
                tabIndex={0}
                aria-label={`${weekday}: ${STATUS_LABEL[status]}`}
              >
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
  const logged = new Map<number, number>();
  for (const log of logs) logged.set(log.client_id, (logged.get(log.client_id) ?? 0) + log.duration);
  const weekly = new Map<number, { name: string; hours: number }>();
  for (const client of clients)
    weekly.set(client.id, { name: client.name, hours: (weekly.get(client.id)?.hours ?? 0) + client.hours });
  return (
    <Section title="Clients">
      {weekly.size === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No clients assigned.
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {[...weekly].map(([id, client]) => (
            <Stack component="li" key={id} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{client.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {formatDuration(logged.get(id) ?? 0)} / {client.hours}h
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
  return (
    <Section title={`Monthly Summary: ${monthLabel}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Typography variant="body2">Holidays this month</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="holidays-this-month">
          {holidays}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">Home-office days this month</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="home-office-this-month">
          {homeOfficeDays}
        </Typography>
      </Stack>
    </Section>
  );
}
