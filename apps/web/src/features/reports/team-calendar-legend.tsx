import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TeamCalendarData } from '@portal/shared';
import { halfDayFill } from '../../lib/half-day';
import type { LeaveTypes } from '../../lib/leave-types';
import { PENDING_HATCH } from './team-calendar-row';

/**
 * docs/product/reports.md#team-calendar legend: Pending (hatched), Approved (filled), National Holiday, Half day, the leave
 * types of the year's leave in their colours (docs/product/leave.md#types) and the clients' colours.
 */
export function Legend({ data, types }: { data: TeamCalendarData | undefined; types: LeaveTypes }) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  const colours = theme.palette.portal.teamCalendar;
  const neutral = theme.palette.text.secondary;
  const shown = new Set((data?.leave ?? []).map((request) => request.type));
  const entries = [
    {
      label: t('reports:team_calendar.pending'),
      swatch: { color: neutral, backgroundImage: PENDING_HATCH, boxShadow: 'inset 0 0 0 1px currentColor' },
    },
    { label: t('reports:team_calendar.approved'), swatch: { bgcolor: neutral } },
    { label: t('reports:team_calendar.national'), swatch: { bgcolor: colours.national } },
    // docs/product/time-model.md#half-days: a half day is half filled, in its mark's colour.
    { label: t('reports:team_calendar.half_day'), swatch: halfDayFill(neutral) },
    ...types.all
      .filter((type) => shown.has(type.id))
      .map((type) => ({ label: type.name, swatch: { bgcolor: type.color } })),
    ...(data?.clients ?? [])
      .slice(0, colours.clients.length)
      .map((client, index) => ({ label: client.name, swatch: { bgcolor: colours.clients[index]! } })),
  ];
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="list"
      aria-label={t('reports:team_calendar.legend')}
    >
      {entries.map((entry) => (
        <Stack key={entry.label} direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center' }} role="listitem">
          <Box sx={{ width: 14, height: 14, borderRadius: 0.5, ...entry.swatch }} />
          <Typography variant="body2">{entry.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
