import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { BalancesView } from '@portal/shared';
import { formatDate, formatNumber } from '../lib/format';

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/**
 * docs/product/leave.md#carry-over: last year's leftover days and the day they expire on, "3 days from 2025 expire on
 * 31 March 2026." before it and "2 days from 2025 expired on 31 March 2026." after it; nothing when there is nothing to
 * say (no expiry, no days). The Holidays screen and the dashboard show it.
 */
export function LeaveExpiryNotice({ balances }: { balances: BalancesView }) {
  const { t } = useTranslation('common');
  const lastDay = balances.prev_usable_until;
  if (lastDay === null) return null;
  const expired = balances.available_days_expired_prev > 0;
  const days = expired ? balances.available_days_expired_prev : balances.available_days_left_prev;
  if (days <= 0) return null;
  const values = {
    count: days,
    days: formatNumber(days),
    year: Number(lastDay.slice(0, 4)) - 1,
    date: formatDate(lastDay, LONG_DATE),
  };
  return (
    <Alert severity={expired ? 'info' : 'warning'} role="status" sx={{ py: 0 }}>
      {expired ? t('common:leave_expiry.expired', values) : t('common:leave_expiry.expires', values)}
    </Alert>
  );
}
