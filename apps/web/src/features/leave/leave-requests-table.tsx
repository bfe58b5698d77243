import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LeaveRequestView } from '@portal/shared';
import { usePagedRows } from '../../components/paged-rows';
import { pendingContextQuery } from './api';
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
  requests: LeaveRequestView[];
  emptyText: string;
  busyId: number | null;
  onDecide: DecideProps['onDecide'];
}

/** docs/product/leave.md#approval's table (a list of cards on phones); pending requests carry the context of docs/product/leave.md#approval-context. */
export function LeaveRequestsTable({ tab, label, requests, emptyText, busyId, onDecide }: TableProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pending = tab === 'pending';
  const context = useQuery({ ...pendingContextQuery(), enabled: pending });
  const byRequest = useMemo(() => new Map((context.data ?? []).map((item) => [item.request_id, item])), [context.data]);
  const { shown, pagination } = usePagedRows(requests);
  const state = context.isLoading ? 'loading' : context.error ? 'error' : 'ready';
  const itemProps = (request: LeaveRequestView): ContextProps & DecideProps & { request: LeaveRequestView } => ({
    request,
    context: pending ? { value: byRequest.get(request.id), state } : null,
    busy: busyId === request.id,
    onDecide,
  });

  if (phone) {
    return (
      <Stack spacing={1}>
        {requests.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography color="text.secondary">{emptyText}</Typography>
          </Paper>
        ) : (
          <Stack component="ul" spacing={1} aria-label={label} sx={{ m: 0, p: 0 }}>
            {shown.map((request) => (
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
      <TableContainer>
        <Table size="small" aria-label={label} sx={COMPACT}>
          <TableHead>
            <TableRow>
              {REQUEST_COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={REQUEST_COLUMNS.length}
                  sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
            {shown.map((request) => (
              <LeaveRequestRow key={request.id} {...itemProps(request)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Paper>
  );
}
