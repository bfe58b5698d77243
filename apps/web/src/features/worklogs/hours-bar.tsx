import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import FlagIcon from '@mui/icons-material/Flag';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { dayBar, weekdayIndex, type DayBarInput } from '@portal/shared';
import { formatNumber, weekdayName, formatDay } from '../../lib/format';

/** docs/product/time-and-week.md#day-bar: the day's state drawn in the day status colours. */
const STATE_MARK = { insufficient: 'insufficient', sufficient: 'success', overtime: 'overtime' } as const;
const STATE_KEYS = {
  insufficient: 'worklogs:hours_bar.state.insufficient',
  sufficient: 'worklogs:hours_bar.state.sufficient',
  overtime: 'worklogs:hours_bar.state.overtime',
} as const;
const BAR_HEIGHT = 96;
/** docs/product/time-model.md#half-days: a half day of leave is drawn apart from a whole working day, its bar striped. */
const HALF_DAY_STRIPES = (theme: Theme) =>
  `repeating-linear-gradient(135deg, ${theme.palette.grey[200]} 0 6px, ${theme.palette.grey[400]} 6px 8px)`;
/** The same stripes over the hours, so that a half day with its hours logged (a full bar) still looks like one. */
const HALF_DAY_FILL_STRIPES = 'repeating-linear-gradient(135deg, transparent 0 6px, rgba(255, 255, 255, 0.45) 6px 8px)';

/**
 * The day bar's hours ("one decimal if fractional", formatHours of packages/shared) with the decimal sign of the language
 * shown: 7.5, 7,5. The shared text is already rounded, so the number keeps its digits exactly.
 */
function localHours(hours: string): string {
  return formatNumber(Number(hours), { minimumFractionDigits: hours.includes('.') ? 1 : 0 });
}

/** docs/product/time-and-week.md#dashboard weekly hours bar: one bar per day, drawn by the rules of docs/product/time-and-week.md#day-bar. */
export function HoursBar({ days }: { days: DayBarInput[] }) {
  const { t } = useTranslation('worklogs');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="hours-bar-title">
      <Typography id="hours-bar-title" component="h2" variant="subtitle2" sx={{ mb: 1 }}>
        {t('worklogs:hours_bar.title')}
      </Typography>
      {/* The bars are of one height: aligned at their top, a half day's extra caption does not lift its bar. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-around' }}>
        {days.map((day) => {
          const bar = dayBar(day);
          if (bar.kind === 'hidden') return null;
          const off = bar.kind !== 'hours';
          // The weekday in the language shown, "the first three letters" in English (the shared bar's are English only).
          const weekday = weekdayName(weekdayIndex(day.date), 'short');
          const hoursAndDay =
            bar.kind === 'hours' ? t('worklogs:hours_bar.hours_of_day', { hours: localHours(bar.hours), weekday }) : '';
          const halfDay = bar.kind === 'hours' && bar.halfDayLeave;
          const label =
            bar.kind === 'hours'
              ? t(halfDay ? 'worklogs:hours_bar.bar_half_day' : 'worklogs:hours_bar.bar_with_state', {
                  date: formatDay(day.date),
                  bar: hoursAndDay,
                  state: t(STATE_KEYS[bar.state]),
                })
              : t('worklogs:hours_bar.bar', {
                  date: formatDay(day.date),
                  bar:
                    bar.kind === 'public-holiday'
                      ? t('worklogs:hours_bar.public_holiday')
                      : t('worklogs:hours_bar.holiday'),
                });
          return (
            <Stack
              key={day.date}
              spacing={0.5}
              sx={{ alignItems: 'center', flex: 1, maxWidth: 56 }}
              data-testid={`bar-${day.date}`}
            >
              <Box
                role="img"
                aria-label={label}
                sx={{
                  position: 'relative',
                  width: '100%',
                  height: BAR_HEIGHT,
                  bgcolor: 'grey.200',
                  backgroundImage: halfDay ? HALF_DAY_STRIPES : undefined,
                  borderRadius: 1,
                  overflow: 'hidden',
                }}
              >
                {!off && (
                  <Box
                    data-state={bar.state}
                    data-fill={bar.fillPercent}
                    sx={{
                      position: 'absolute',
                      bottom: 0,
                      left: 0,
                      right: 0,
                      height: `${bar.fillPercent}%`,
                      bgcolor: (theme) => theme.palette.portal.dayMark[STATE_MARK[bar.state]],
                      backgroundImage: halfDay ? HALF_DAY_FILL_STRIPES : undefined,
                    }}
                  />
                )}
                {bar.kind === 'public-holiday' && (
                  <FlagIcon sx={{ position: 'absolute', inset: 0, m: 'auto', color: 'grey.700' }} />
                )}
                {bar.kind === 'personal-holiday' && (
                  <BeachAccessIcon sx={{ position: 'absolute', inset: 0, m: 'auto', color: 'grey.700' }} />
                )}
                {halfDay && (
                  <BeachAccessIcon
                    data-testid="half-day-off"
                    fontSize="small"
                    sx={{
                      position: 'absolute',
                      top: 4,
                      left: 0,
                      right: 0,
                      mx: 'auto',
                      p: '2px',
                      borderRadius: '50%',
                      // On a disc of its own, the mark reads on the stripes and on any colour of the hours.
                      bgcolor: 'background.paper',
                      color: 'grey.700',
                    }}
                  />
                )}
              </Box>
              <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
                {bar.kind === 'hours' ? hoursAndDay : weekday}
              </Typography>
              {halfDay && (
                <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center', lineHeight: 1.2 }}>
                  {t('worklogs:hours_bar.half_day_off')}
                </Typography>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
