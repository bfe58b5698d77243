import type { LeaveRequestView } from '@portal/shared';
import { ApprovalContextText, type ContextState } from './approval-context';
import { DecisionText } from './decision';
import type { ApprovalContext } from '@portal/shared';

export interface ContextProps {
  /** Pending requests show the approval context (docs/product/leave.md#approval-context), decided ones who decided (docs/product/leave.md#approval). */
  context: { value: ApprovalContext | undefined; state: ContextState } | null;
}

export function RequestDetails({
  request,
  context,
  usesAllowance,
}: ContextProps & { request: LeaveRequestView; usesAllowance: boolean }) {
  return context ? (
    <ApprovalContextText usesAllowance={usesAllowance} context={context.value} state={context.state} />
  ) : (
    <DecisionText request={request} />
  );
}
