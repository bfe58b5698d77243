import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalContext, LeaveRequestView } from '@portal/shared';
import { PageControls, type PageChoice } from '../../components/paged-rows';
import { EmptyRow, TableHeadings } from '../../components/table-rows';
import { useLeaveTypes, type LeaveTypes } from '../../lib/leave-types';
import { pendingContextQuery } from './api';
import type { ContextState } from './approval-context';
import type { DecideProps } from './decision-buttons';
import { LeaveRequestCard } from './leave-request-card';
import { LeaveRequestRow, REQUEST_COLUMNS } from './leave-request-row';
import type { StatusTab } from './leave-status';
import type { ContextProps } from './request-details';

/** Nine columns fit beside the open sidebar at 1280px with a little less padding. */
const COMPACT = { '& th, & td': { px: 1.25 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } };

interface TableProps {
  tab: StatusTab;
  label: string;
  /** The page's requests, as the server paged them. */
  requests: LeaveRequestView[];
  /** Another page is loading: the last one stays until it arrives. */
  busy: boolean;
  paging: PageChoice & { count: number };
  onPage(choice: PageChoice): void;
  emptyText: string;
  busyId: number | null;
  onDecide: DecideProps['onDecide'];
}

/** docs/product/leave.md#approval's table (a list of cards on phones); pending requests carry the context of docs/product/leave.md#approval-context. */
export function LeaveRequestsTable({
  tab,
  label,
  requests,
  busy,
  paging,
  onPage,
  emptyText,
  busyId,
  onDecide,
}: TableProps) {
  const { t } = useTranslation('leave');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pending = tab === 'pending';
  const contextOf = usePageContext(pending ? requests : []);
  const { types } = useLeaveTypes();
  const itemProps = (
    request: LeaveRequestView,
  ): ContextProps & DecideProps & { request: LeaveRequestView; types: LeaveTypes } => ({
    request,
    types,
    context: pending ? contextOf(request.id) : null,
    busy: busyId === request.id,
    onDecide,
  });
  const pagination = <PageControls {...paging} onChange={onPage} />;

  if (phone) {
    return (
      <Stack spacing={1}>
        {requests.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="textSecondary">{emptyText}</Typography>
          </Paper>
        ) : (
          <Stack component="ul" spacing={1} aria-label={label} aria-busy={busy} sx={{ m: 0, p: 0 }}>
            {requests.map((request) => (
              <LeaveRequestCard key={request.id} {...itemProps(request)} />
            ))}
          </Stack>
        )}
        {pagination}
      </Stack>
    );
  }
  return (
    <Paper>
      <TableContainer aria-busy={busy}>
        <Table size="small" aria-label={label} sx={COMPACT}>
          <TableHeadings labels={REQUEST_COLUMNS.map((column) => t(column))} />
          <TableBody>
            {requests.length === 0 && (
              <EmptyRow columns={REQUEST_COLUMNS.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                {emptyText}
              </EmptyRow>
            )}
            {requests.map((request) => (
              <LeaveRequestRow key={request.id} {...itemProps(request)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Paper>
  );
}

/**
 * The approval context of the shown pending requests only (GET /holidays/pending_context?request_ids=). A request whose context
 * has not arrived yet says so, while those the last page also showed keep theirs.
 */
function usePageContext(pending: LeaveRequestView[]): (requestId: number) => ContextProps['context'] {
  const requestIds = pending.map((request) => request.id);
  const context = useQuery({ ...pendingContextQuery(requestIds), enabled: requestIds.length > 0 });
  const byRequest = useMemo(
    () => new Map<number, ApprovalContext>((context.data ?? []).map((item) => [item.request_id, item])),
    [context.data],
  );
  const waiting = context.isLoading || context.isPlaceholderData;
  const state: ContextState = waiting ? 'loading' : context.error ? 'error' : 'ready';
  return (requestId) => {
    const value = byRequest.get(requestId);
    return { value, state: value ? 'ready' : state };
  };
}
