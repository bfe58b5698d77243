import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LeaveStatus, type LeaveRequestView } from '@portal/shared';
import { leaveToneSx, STATUS_STYLE } from './leave-colours';

/** A person's requests with their decision (docs/product/leave.md#approval) and, for their own pending ones, Withdraw (docs/product/leave.md#withdraw-revoke). */
export function RequestsTable({
  requests,
  canWithdraw,
  onWithdraw,
}: {
  requests: LeaveRequestView[];
  canWithdraw: boolean;
  onWithdraw(request: LeaveRequestView): void;
}) {
  return (
    // A narrow screen scrolls the table sideways: the region takes the focus so keys can scroll it (axe).
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Leave requests">
      <Table size="small" aria-label="Leave requests">
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell align="right">Working days</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Decided by</TableCell>
            <TableCell>Notes</TableCell>
            {canWithdraw && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>No leave requested yet</TableCell>
            </TableRow>
          )}
          {requests.map((request) => {
            const style = STATUS_STYLE[request.status];
            return (
              <TableRow key={request.id}>
                <TableCell>{request.type_text}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{request.from_date}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{request.to_date}</TableCell>
                <TableCell align="right">{request.working_days}</TableCell>
                <TableCell>
                  <Chip size="small" label={style?.label ?? request.status} sx={style && leaveToneSx(style.tone)} />
                </TableCell>
                <TableCell>
                  {request.decided_by ? `${request.decided_by.name}, ${request.decided_at?.slice(0, 10)}` : '–'}
                </TableCell>
                <TableCell sx={{ maxWidth: 240 }}>{request.notes}</TableCell>
                {canWithdraw && (
                  <TableCell>
                    {request.status === LeaveStatus.PENDING && (
                      <Button
                        size="small"
                        onClick={() => onWithdraw(request)}
                        aria-label={`Withdraw the request from ${request.from_date}`}
                      >
                        Withdraw
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
