import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BalancesView } from '@portal/shared';
import { formatNumber } from '../../lib/format';

/** docs/product/leave.md#holidays-screen: previous, current and next year, plus the total left (docs/product/leave.md#balances). */
export function BalanceCards({ year, balances }: { year: number; balances: BalancesView }) {
  const { t } = useTranslation('leave');
  const cards = [
    { label: `${year - 1}`, left: balances.available_days_left_prev, of: balances.available_days_prev },
    { label: `${year}`, left: balances.available_days_left_current, of: balances.available_days_current },
    { label: `${year + 1}`, left: balances.available_days_left_next, of: balances.available_days_next },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {cards.map((card) => (
        <Paper
          key={card.label}
          sx={{ p: 2 }}
          component="section"
          aria-label={t('leave:balances.days_left_of', { year: card.label })}
        >
          <Typography variant="body2" color="textSecondary">
            {card.label}
          </Typography>
          <Typography variant="h5" component="p">
            {formatNumber(card.left)}
            <Typography component="span" variant="body2" color="textSecondary">
              {' '}
              {t('leave:balances.of_left', { of: formatNumber(card.of) })}
            </Typography>
          </Typography>
        </Paper>
      ))}
      <Paper
        sx={{ p: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        component="section"
        aria-label={t('leave:balances.total_days_left')}
      >
        <Typography variant="body2">{t('leave:balances.total_left')}</Typography>
        <Typography variant="h5" component="p" data-testid="total-left">
          {formatNumber(balances.available_days_left_all)}
        </Typography>
      </Paper>
    </Box>
  );
}
