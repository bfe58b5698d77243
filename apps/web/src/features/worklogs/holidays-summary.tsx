import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BalancesView } from '@portal/shared';
import { LeaveExpiryNotice } from '../../components/leave-expiry-notice';
import { formatNumber } from '../../lib/format';

/** docs/product/time-and-week.md#constants: "The gauge size is 100 pixels." */
const GAUGE_SIZE = 100;

/**
 * docs/product/time-and-week.md#dashboard Holidays summary: days available overall, usage for the previous, current and next
 * year, and a circular gauge of holidays used out of the total; below, when last year's days expire
 * (docs/product/leave.md#carry-over).
 */
export function HolidaysSummary({ balances, year }: { balances: BalancesView; year: number }) {
  const { t } = useTranslation('worklogs');
  const total = balances.available_days_prev + balances.available_days_current + balances.available_days_next;
  const used = total - balances.available_days_left_all;
  const percent = total === 0 ? 0 : Math.min(100, Math.max(0, (used / total) * 100));
  const years = [
    { label: year - 1, of: balances.available_days_prev, left: balances.available_days_left_prev },
    { label: year, of: balances.available_days_current, left: balances.available_days_left_current },
    { label: year + 1, of: balances.available_days_next, left: balances.available_days_left_next },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('worklogs:holidays.title')}>
      <Typography component="h2" variant="overline" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
        {t('worklogs:holidays.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Box
          sx={{ position: 'relative', width: GAUGE_SIZE, height: GAUGE_SIZE, flexShrink: 0 }}
          role="img"
          aria-label={t('worklogs:holidays.gauge', { used: formatNumber(used), count: total })}
        >
          <CircularProgress
            aria-hidden
            variant="determinate"
            value={100}
            size={GAUGE_SIZE}
            sx={{ color: 'grey.200', position: 'absolute' }}
          />
          <CircularProgress
            aria-hidden
            variant="determinate"
            value={percent}
            size={GAUGE_SIZE}
            sx={{ position: 'absolute' }}
          />
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
              {formatNumber(used)}/{formatNumber(total)}
              <br />
              <Typography component="span" variant="caption" color="textSecondary">
                {t('worklogs:holidays.used')}
              </Typography>
            </Typography>
          </Box>
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="days-available">
            {t('worklogs:holidays.available', {
              count: balances.available_days_left_all,
              days: formatNumber(balances.available_days_left_all),
            })}
          </Typography>
          {years.map((entry) => (
            <Typography key={entry.label} variant="body2" color="textSecondary">
              {t('worklogs:holidays.year_used', {
                year: entry.label,
                used: formatNumber(entry.of - entry.left),
                of: formatNumber(entry.of),
              })}
            </Typography>
          ))}
        </Box>
      </Stack>
      <Box sx={{ mt: 1, '&:empty': { display: 'none' } }}>
        <LeaveExpiryNotice balances={balances} />
      </Box>
    </Paper>
  );
}
