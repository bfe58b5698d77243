import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ApprovalContext } from '@portal/shared';
import { formatDay, formatNumber } from '../../lib/format';

import { statusLabel } from './leave-status';

export type ContextState = 'loading' | 'error' | 'ready';

/** docs/product/leave.md#approval-context beside a pending request: working days, balance after approval, who else is away. */
export function ApprovalContextText({
  usesAllowance,
  context,
  state,
}: {
  /** docs/product/leave.md#types: whether the request's type is charged to the balance. */
  usesAllowance: boolean;
  context: ApprovalContext | undefined;
  state: ContextState;
}) {
  const { t } = useTranslation('leave');
  if (!context) {
    return (
      <Typography variant="body2" color="textSecondary">
        {state === 'loading'
          ? t('leave:approval_context.loading')
          : state === 'error'
            ? t('leave:approval_context.failed')
            : t('leave:approval_context.none')}
      </Typography>
    );
  }
  // docs/product/time-model.md#half-days: balances move in half days (12.5).
  const left = { count: context.balance_left_after, days: formatNumber(context.balance_left_after) };
  const balance = usesAllowance
    ? t('leave:approval_context.left_after_approval', left)
    : t('leave:approval_context.left_without_balance', left);
  const away =
    context.away.length === 0
      ? t('leave:approval_context.nobody_away')
      : t('leave:approval_context.also_away', {
          people: context.away
            .map((leave) =>
              t('leave:approval_context.away_person', {
                name: leave.name,
                from: formatDay(leave.from_date),
                to: formatDay(leave.to_date),
                status: statusLabel(t, leave.status),
              }),
            )
            .join('; '),
        });
  return (
    <Stack direction="row" useFlexGap spacing={{ xs: 0.5, sm: 2 }} sx={{ flexWrap: 'wrap' }}>
      <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
        {t('leave:approval_context.title')}
      </Typography>
      <Typography variant="body2">
        {t('leave:approval_context.working_days', {
          count: context.working_days,
          days: formatNumber(context.working_days),
        })}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, color: context.balance_left_after < 0 ? 'error.dark' : 'text.primary' }}
      >
        {balance}
      </Typography>
      <Typography variant="body2" sx={{ color: context.away.length ? 'portal.away' : 'text.secondary' }}>
        {away}
      </Typography>
    </Stack>
  );
}
