import { chargeNewRequest, requestWorkingDays, type BalancesAsOf, type ChargeableRequest } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { chargingInputs } from '../../domain/leave/leave-balances.js';
/** A new request's working days, and how many of them no allowance could take. */
export interface Overdraft {
  days: number;
  overdrawn: number;
}

/**
 * docs/product/leave.md#balances (Refusal): how much a new request of a type that uses the allowance would overdraw
 * the person's balances: the days no allowance could take once it is added, less those none could take before
 * (charging is by start date, so an earlier request may push later ones over). Reads what the balances read, so
 * call it inside the request's transaction, with the person's row locked.
 */
export async function overdraftOf(
  tx: Database,
  userId: number,
  asOf: BalancesAsOf,
  request: ChargeableRequest,
): Promise<Overdraft> {
  const inputs = await chargingInputs(tx, [userId], asOf, request.from_date);
  const { allowances, requests, person } = inputs.of(userId);
  const { overdrawn } = chargeNewRequest(asOf, allowances, requests, request, person, inputs.policy);
  return { days: requestWorkingDays(request, person), overdrawn };
}
