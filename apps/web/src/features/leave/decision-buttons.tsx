import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LeaveStatus, type LeaveDecision, type LeaveRequestView } from '@portal/shared';

export interface DecideProps {
  busy: boolean;
  onDecide(request: LeaveRequestView, status: LeaveDecision): void;
}

type ButtonProps = DecideProps & { request: LeaveRequestView };

/** Each decision's button: its words and look. */
const DECISIONS = {
  [LeaveStatus.APPROVED]: { label: 'leave:decision.accept', variant: 'contained', color: 'success' },
  [LeaveStatus.DECLINED]: { label: 'leave:decision.decline', variant: 'outlined', color: 'error' },
} as const;

/** docs/product/time-and-week.md#day-bar: Accept is disabled once approved, Decline once declined; both work from any tab. */
function DecisionButton({ request, busy, onDecide, decision }: ButtonProps & { decision: LeaveDecision }) {
  const { t } = useTranslation('leave');
  const { label, variant, color } = DECISIONS[decision];
  return (
    <Button
      size="small"
      variant={variant}
      color={color}
      disabled={request.status === decision || busy}
      onClick={() => onDecide(request, decision)}
    >
      {t(label)}
    </Button>
  );
}

export function AcceptButton(props: ButtonProps) {
  return <DecisionButton {...props} decision={LeaveStatus.APPROVED} />;
}

export function DeclineButton(props: ButtonProps) {
  return <DecisionButton {...props} decision={LeaveStatus.DECLINED} />;
}
