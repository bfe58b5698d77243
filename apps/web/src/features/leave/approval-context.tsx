import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LeaveType, type ApprovalContext, type LeaveRequestView } from '@portal/shared';
import { days } from './format';
import { statusLabel } from './leave-status';

export type ContextState = 'loading' | 'error' | 'ready';

/** docs/product/leave.md#approval-context beside a pending request: working days, balance after approval, who else is away. */
export function ApprovalContextText({
  request,
  context,
  state,
}: {
  request: LeaveRequestView;
  context: ApprovalContext | undefined;
  state: ContextState;
}) {
  if (!context) {
    return (
      <Typography variant="body2" color="text.secondary">
        {state === 'loading'
          ? 'Loading the approval context…'
          : state === 'error'
            ? 'The approval context could not be loaded'
            : 'No approval context'}
      </Typography>
    );
  }
  const balance =
    request.type === LeaveType.ANNUAL
      ? `${days(context.balance_left_after)} left after approval`
      : `${days(context.balance_left_after)} left (this type does not use the balance)`;
  const away =
    context.away.length === 0
      ? 'Nobody else of the same clients is away'
      : `Also away: ${context.away
          .map((leave) => `${leave.name} (${leave.from_date} – ${leave.to_date}, ${statusLabel(leave.status)})`)
          .join('; ')}`;
  return (
    <Stack direction="row" useFlexGap spacing={{ xs: 0.5, sm: 2 }} sx={{ flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        Approval context
      </Typography>
      <Typography variant="body2">
        {context.working_days} working day{context.working_days === 1 ? '' : 's'}
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
