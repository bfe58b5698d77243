import Typography from '@mui/material/Typography';
import type { LeaveRequestView } from '@portal/shared';
import { readableMoment } from './format';
import { statusLabel } from './leave-status';

/** docs/product/leave.md#approval: who approved or declined, and when. */
export function DecisionText({ request }: { request: LeaveRequestView }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {request.decided_by && request.decided_at
        ? `${statusLabel(request.status)} by ${request.decided_by.name} on ${readableMoment(request.decided_at)}`
        : 'Who decided was not recorded'}
    </Typography>
  );
}
