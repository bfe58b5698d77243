import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  chargeNewRequest,
  leavePolicyOf,
  LeaveStatus,
  localIsoDate,
  type BalancesView,
  type ChargeableRequest,
  type IsoDate,
  type LeavePolicy,
  type LeaveSpan,
  type PersonTime,
} from '@portal/shared';
import { formatNumber } from '../../lib/format';
import { useBalances } from '../../lib/leave';
import type { LeaveTypes } from '../../lib/leave-types';
import { portalSettingsQuery } from '../../lib/portal-settings';
import { leaveRequestsOfQuery } from './api';

/**
 * docs/product/leave.md#policy: the person's total left once `request` is charged, and the request's days that no
 * allowance could take, by the same function the server decides with (chargeNewRequest).
 */
export function balanceAfterRequest(
  today: IsoDate,
  balances: BalancesView,
  requests: readonly ChargeableRequest[],
  request: ChargeableRequest,
  person: PersonTime,
  policy: LeavePolicy,
): { left: number; overdrawn: number } {
  const year = Number(today.slice(0, 4));
  const asOf = { year, today };
  const allowances = {
    [year - 1]: balances.available_days_prev,
    [year]: balances.available_days_current,
    [year + 1]: balances.available_days_next,
  };
  const { balances: after, overdrawn } = chargeNewRequest(asOf, allowances, requests, request, person, policy);
  return { left: after.available_days_left_all, overdrawn };
}

interface BalanceAfterProps {
  requestingId: number;
  /** The request as the form holds it: its type and its days; null until both are chosen. */
  request: (LeaveSpan & { type: number }) | null;
  /** The requesting person's time model over the three years of the balances, and whether it is in. */
  person: { time: PersonTime; loaded: boolean };
  types: LeaveTypes;
}

/**
 * On the request form, for a type that uses the allowance: "Balance after this request: N days", and a warning (not a
 * refusal: the server decides) when some of its days would not be covered.
 */
export function BalanceAfter({ request, types, ...rest }: BalanceAfterProps) {
  if (request === null || !types.usesAllowance(request.type)) return null;
  return <BalanceAfterLine request={request} types={types} {...rest} />;
}

/** The line itself, once there is a request whose type uses the allowance: only then are the balances asked for. */
function BalanceAfterLine({
  requestingId,
  request,
  person,
  types,
}: BalanceAfterProps & { request: NonNullable<BalanceAfterProps['request']> }) {
  const { t } = useTranslation('leave');
  const today = localIsoDate(new Date());
  const balances = useBalances(requestingId, Number(today.slice(0, 4)));
  const requests = useQuery(leaveRequestsOfQuery(requestingId));
  const settings = useQuery(portalSettingsQuery());
  if (balances.error || requests.error || settings.error)
    return <Typography color="textSecondary">{t('leave:request_form.balance_after_failed')}</Typography>;
  if (!balances.data || !requests.data || !settings.data || !person.loaded)
    return (
      <Typography color="textSecondary" role="status">
        {t('leave:request_form.balance_after_loading')}
      </Typography>
    );
  const { left, overdrawn } = balanceAfterRequest(
    today,
    balances.data,
    // The person's own requests or an admin's view: every type is there (docs/product/leave.md#private-absences).
    requests.data.filter((one): one is typeof one & { type: number } => one.type !== null),
    { ...request, status: LeaveStatus.PENDING },
    person.time,
    leavePolicyOf(types.all, settings.data.carry_over_until),
  );
  return (
    <>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {t('leave:request_form.balance_after', { count: left, days: formatNumber(left) })}
      </Typography>
      {overdrawn > 0 && (
        <Alert severity="warning">
          {t('leave:request_form.overdrawn', { count: overdrawn, days: formatNumber(overdrawn) })}
        </Alert>
      )}
    </>
  );
}
