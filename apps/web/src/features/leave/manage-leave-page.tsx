import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LeaveStatus, type LeaveDecision, type LeaveRequestView } from '@portal/shared';
import { DismissibleError } from '../../components/dismissible-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/page-states';
import { PAGE_SIZES, type PageChoice } from '../../components/paged-rows';
import { useToast } from '../../components/toast';
import { leaveRequestsPageQuery, useSetLeaveStatus } from './api';
import { LeaveRequestsTable } from './leave-requests-table';
import { formatDay } from '../../lib/format';

import { STATUS_KEYS, TABS, type StatusTab } from './leave-status';
import { PersonFilter } from './person-filter';

/** Each tab's table name and empty states, for everybody and for one person. */
const TAB_TEXTS = {
  pending: {
    label: 'leave:handle.table.pending',
    empty: 'leave:handle.empty.pending',
    emptyOfPerson: 'leave:handle.empty.pending_of_person',
  },
  approved: {
    label: 'leave:handle.table.approved',
    empty: 'leave:handle.empty.approved',
    emptyOfPerson: 'leave:handle.empty.approved_of_person',
  },
  declined: {
    label: 'leave:handle.table.declined',
    empty: 'leave:handle.empty.declined',
    emptyOfPerson: 'leave:handle.empty.declined_of_person',
  },
} as const;

/** docs/product/leave.md#approval Handle Holidays, with approve, decline and revoke (docs/product/leave.md#withdraw-revoke) and the context of docs/product/leave.md#approval-context. */
export default function ManageLeavePage() {
  const { t } = useTranslation('leave');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate.value === params.get('tab')) ?? TABS[0]!;
  const userId = Number(params.get('user')) || null;
  const [paging, setPaging] = useState<PageChoice>({ page: 0, pageSize: PAGE_SIZES[0]! });
  // Thousands of requests may be pending: the server pages them (docs/product/http-contract.md#scale).
  const requests = useQuery(leaveRequestsPageQuery({ status: tab.status, userId, ...paging }));
  const decide = useSetLeaveStatus();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<LeaveRequestView | null>(null);

  const total = requests.data?.meta.total ?? 0;
  // Deciding the last request of the last page leaves that page empty: show the one before
  // (set while rendering, as React advises for state that follows other state).
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  if (requests.isSuccess && !requests.isPlaceholderData && paging.page > lastPage)
    setPaging({ ...paging, page: lastPage });

  /** Another tab or person starts again at the first page. */
  const update = (changes: { tab?: StatusTab; user?: number | null }) => {
    setPaging({ ...paging, page: 0 });
    const next = new URLSearchParams(params);
    if (changes.tab) next.set('tab', changes.tab);
    if (changes.user !== undefined) {
      if (changes.user === null) next.delete('user');
      else next.set('user', String(changes.user));
    }
    setParams(next, { replace: true });
  };

  const send = (request: LeaveRequestView, status: LeaveDecision) => {
    setError(null);
    decide.mutate(
      { id: request.id, status },
      {
        onSuccess: (updated) =>
          toast(
            status === LeaveStatus.APPROVED
              ? t('leave:handle.approved_toast', { name: updated.user.name })
              : t('leave:handle.declined_toast', { name: updated.user.name }),
          ),
        onError: (failure) => setError(failure.message),
        onSettled: () => setRevoking(null),
      },
    );
  };

  const onDecide = (request: LeaveRequestView, status: LeaveDecision) => {
    if (request.status === LeaveStatus.APPROVED && status === LeaveStatus.DECLINED) setRevoking(request);
    else send(request, status);
  };

  return (
    <Stack spacing={2}>
      <PersonFilter userId={userId} onChange={(user) => update({ user })} />
      <Tabs
        value={tab.value}
        onChange={(_event, value: StatusTab) => update({ tab: value })}
        aria-label={t('leave:handle.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((candidate) => (
          <Tab key={candidate.value} value={candidate.value} label={t(STATUS_KEYS[candidate.status]!)} />
        ))}
      </Tabs>
      <DismissibleError message={error} onDismiss={() => setError(null)} />
      <QueryState isLoading={requests.isLoading} error={requests.error} onRetry={() => requests.refetch()} />
      {requests.data && (
        <LeaveRequestsTable
          key={`${tab.value}-${userId}`}
          tab={tab.value}
          label={t(TAB_TEXTS[tab.value].label)}
          requests={requests.data.data}
          busy={requests.isPlaceholderData}
          paging={{ ...paging, count: total }}
          onPage={setPaging}
          emptyText={t(userId === null ? TAB_TEXTS[tab.value].empty : TAB_TEXTS[tab.value].emptyOfPerson)}
          busyId={decide.isPending ? (decide.variables?.id ?? null) : null}
          onDecide={onDecide}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('leave:handle.revoke.title')}
        text={
          revoking
            ? t('leave:handle.revoke.text', {
                name: revoking.user.name,
                from: formatDay(revoking.from_date),
                to: formatDay(revoking.to_date),
              })
            : ''
        }
        confirmLabel={t('leave:handle.revoke.confirm')}
        busy={decide.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && send(revoking, LeaveStatus.DECLINED)}
      />
    </Stack>
  );
}
