import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { LeaveStatus, type LeaveRequestView } from '@portal/shared';
import { formatNumber, formatDay } from '../../lib/format';
import { requestFrom, requestNotes, requestTo } from './format';
import { leaveToneSx, STATUS_STYLE } from './leave-colours';
import type { LeaveTypes } from '../../lib/leave-types';
import { RequestTypeChip, STATUS_KEYS } from './leave-status';
import { EmptyRow } from '../../components/table-rows';

/** A person's requests with their decision (docs/product/leave.md#approval) and, for their own pending ones, Withdraw (docs/product/leave.md#withdraw-revoke). */
export function RequestsTable({
  requests,
  types,
  canWithdraw,
  onWithdraw,
}: {
  requests: LeaveRequestView[];
  types: LeaveTypes;
  canWithdraw: boolean;
  onWithdraw(request: LeaveRequestView): void;
}) {
  const { t } = useTranslation('leave');
  return (
    // A narrow screen scrolls the table sideways: the region takes the focus so keys can scroll it (axe).
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label={t('leave:my_requests.label')}>
      <Table size="small" aria-label={t('leave:my_requests.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('leave:my_requests.type')}</TableCell>
            <TableCell>{t('leave:my_requests.from')}</TableCell>
            <TableCell>{t('leave:my_requests.to')}</TableCell>
            <TableCell align="right">{t('leave:my_requests.working_days')}</TableCell>
            <TableCell>{t('leave:my_requests.status')}</TableCell>
            <TableCell>{t('leave:my_requests.decided_by')}</TableCell>
            <TableCell>{t('leave:my_requests.notes')}</TableCell>
            {canWithdraw && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.length === 0 && <EmptyRow columns={8}>{t('leave:my_requests.empty')}</EmptyRow>}
          {requests.map((request) => {
            const style = STATUS_STYLE[request.status];
            const statusKey = STATUS_KEYS[request.status];
            return (
              <TableRow key={request.id}>
                <TableCell>
                  <RequestTypeChip types={types} request={request} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{requestFrom(t, request)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{requestTo(t, request)}</TableCell>
                <TableCell align="right">{formatNumber(request.working_days)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={statusKey ? t(statusKey) : request.status}
                    sx={style && leaveToneSx(style.tone)}
                  />
                </TableCell>
                <TableCell>
                  {!request.decided_by
                    ? request.decided_at
                      ? t('leave:my_requests.decided_by_portal', { date: formatDay(request.decided_at.slice(0, 10)) })
                      : '–'
                    : request.decided_at
                      ? t('leave:my_requests.decided', {
                          name: request.decided_by.name,
                          date: formatDay(request.decided_at.slice(0, 10)),
                        })
                      : request.decided_by.name}
                </TableCell>
                <TableCell sx={{ maxWidth: 240 }}>{requestNotes(t, request.notes)}</TableCell>
                {canWithdraw && (
                  <TableCell>
                    {request.status === LeaveStatus.PENDING && (
                      <Button
                        size="small"
                        onClick={() => onWithdraw(request)}
                        aria-label={t('leave:my_requests.withdraw_label', { from: formatDay(request.from_date) })}
                      >
                        {t('leave:my_requests.withdraw')}
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
