import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LeaveRequestView } from '@portal/shared';
import { readableMoment } from './format';
import { statusLabel } from './leave-status';

/** docs/product/leave.md#approval: who approved or declined, and when; the portal for a type without approval (#no-approval). */
export function DecisionText({ request }: { request: LeaveRequestView }) {
  const { t } = useTranslation('leave');
  return (
    <Typography variant="body2" color="textSecondary">
      {request.decided_by && request.decided_at
        ? t('leave:decision.decided', {
            status: statusLabel(t, request.status),
            name: request.decided_by.name,
            moment: readableMoment(request.decided_at),
          })
        : request.decided_at
          ? t('leave:decision.by_portal', { moment: readableMoment(request.decided_at) })
          : t('leave:decision.not_recorded')}
    </Typography>
  );
}
