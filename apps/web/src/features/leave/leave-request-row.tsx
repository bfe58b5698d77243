import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { LeaveRequestView } from '@portal/shared';
import type { LeaveTypes } from '../../lib/leave-types';
import { AcceptButton, DeclineButton, type DecideProps } from './decision-buttons';
import { requestFrom, requestNotes, requestTo } from './format';
import { RequestTypeChip, StatusChip } from './leave-status';
import { RequestDetails, type ContextProps } from './request-details';

export const REQUEST_COLUMNS = [
  'leave:handle.column.name',
  'leave:handle.column.email',
  'leave:handle.column.type',
  'leave:handle.column.description',
  'leave:handle.column.from_date',
  'leave:handle.column.to_date',
  'leave:handle.column.status',
  'leave:handle.column.accept',
  'leave:handle.column.decline',
] as const;

type RowProps = ContextProps & DecideProps & { request: LeaveRequestView; types: LeaveTypes };

/** One request in docs/product/leave.md#approval's columns, with its context or decision on a line of its own below. */
export function LeaveRequestRow({ request, types, context, ...decide }: RowProps) {
  const { t } = useTranslation('leave');
  const joined = { borderBottom: 'none' };
  return (
    <>
      <TableRow>
        <TableCell sx={{ ...joined, fontWeight: 500, minWidth: 100 }}>{request.user.name}</TableCell>
        <TableCell sx={{ ...joined, maxWidth: 240, overflowWrap: 'break-word' }}>
          <Email address={request.user.email} />
        </TableCell>
        <TableCell sx={joined}>
          <RequestTypeChip types={types} request={request} />
        </TableCell>
        <TableCell sx={{ ...joined, minWidth: 120, maxWidth: 280, overflowWrap: 'anywhere' }}>
          {requestNotes(t, request.notes)}
        </TableCell>
        <TableCell sx={{ ...joined, whiteSpace: 'nowrap' }}>{requestFrom(t, request)}</TableCell>
        <TableCell sx={{ ...joined, whiteSpace: 'nowrap' }}>{requestTo(t, request)}</TableCell>
        <TableCell sx={joined}>
          <StatusChip status={request.status} />
        </TableCell>
        <TableCell sx={joined}>
          <AcceptButton request={request} {...decide} />
        </TableCell>
        <TableCell sx={joined}>
          <DeclineButton request={request} {...decide} />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={REQUEST_COLUMNS.length} sx={{ pt: 0, pb: 1.5 }}>
          <RequestDetails request={request} context={context} usesAllowance={types.usesAllowance(request.type)} />
        </TableCell>
      </TableRow>
    </>
  );
}

/** An e-mail address that may wrap after its @ rather than in the middle of a word. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
