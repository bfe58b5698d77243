import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import FlagIcon from '@mui/icons-material/Flag';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dayBar, type DayBarInput } from '@portal/shared';

/** docs/product/time-and-week.md#day-bar: the day's state drawn in the day status colours. */
const STATE_MARK = { insufficient: 'insufficient', sufficient: 'success', overtime: 'overtime' } as const;
const BAR_HEIGHT = 96;

/** docs/product/time-and-week.md#dashboard weekly hours bar: one bar per day, drawn by the rules of docs/product/time-and-week.md#day-bar. */
export function HoursBar({ days }: { days: DayBarInput[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="hours-bar-title">
      <Typography id="hours-bar-title" component="h2" variant="subtitle2" sx={{ mb: 1 }}>
        Hours this week
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', justifyContent: 'space-around' }}>
        {days.map((day) => {
          const bar = dayBar(day);
          if (bar.kind === 'hidden') return null;
          const off = bar.kind !== 'hours';
          const label =
            bar.kind === 'hours'
              ? `${bar.hours} ${bar.weekday}`
              : bar.kind === 'public-holiday'
                ? 'Public holiday'
                : 'Holiday';
          return (
            <Stack
              key={day.date}
              spacing={0.5}
              sx={{ alignItems: 'center', flex: 1, maxWidth: 56 }}
              data-testid={`bar-${day.date}`}
            >
              <Box
                role="img"
                aria-label={`${day.date}: ${label}${bar.kind === 'hours' ? `, ${bar.state}` : ''}`}
                sx={{
                  position: 'relative',
                  width: '100%',
                  height: BAR_HEIGHT,
                  bgcolor: 'grey.200',
                  borderRadius: 1,
                  overflow: 'hidden',
                }}
              >
                {!off && (
                  <Box
                    data-state={bar.state}
                    sx={{
                      position: 'absolute',
                      bottom: 0,
                      left: 0,
                      right: 0,
                      height: `${bar.fillPercent}%`,
                      bgcolor: (theme) => theme.palette.portal.dayMark[STATE_MARK[bar.state]],
                    }}
                  />
                )}
                {bar.kind === 'public-holiday' && (
                  <FlagIcon sx={{ position: 'absolute', inset: 0, m: 'auto', color: 'grey.700' }} />
                )}
                {bar.kind === 'personal-holiday' && (
                  <BeachAccessIcon sx={{ position: 'absolute', inset: 0, m: 'auto', color: 'grey.700' }} />
                )}
              </Box>
              <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
                {bar.kind === 'hours'
                  ? `${bar.hours} ${bar.weekday}`
                  : new Date(`${day.date}T00:00:00Z`).toUTCString().slice(0, 3)}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
