import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LeaveStatus, type LeaveDecision, type LeaveRequestView } from '@portal/shared';

export interface DecideProps {
  busy: boolean;
  onDecide(request: LeaveRequestView, status: LeaveDecision): void;
}

/** docs/product/time-and-week.md#day-bar: Accept is disabled once approved, Decline once declined; both work from any tab. */
export function AcceptButton({ request, busy, onDecide }: DecideProps & { request: LeaveRequestView }) {
  const { t } = useTranslation('leave');
  return (
    <Button
      size="small"
      variant="contained"
      color="success"
      disabled={request.status === LeaveStatus.APPROVED || busy}
      onClick={() => onDecide(request, LeaveStatus.APPROVED)}
    >
      {t('leave:decision.accept')}
    </Button>
  );
}

export function DeclineButton({ request, busy, onDecide }: DecideProps & { request: LeaveRequestView }) {
  const { t } = useTranslation('leave');
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      disabled={request.status === LeaveStatus.DECLINED || busy}
      onClick={() => onDecide(request, LeaveStatus.DECLINED)}
    >
      {t('leave:decision.decline')}
    </Button>
  );
}
