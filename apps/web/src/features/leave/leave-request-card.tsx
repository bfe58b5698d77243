import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { LeaveRequestView } from '@portal/shared';
import type { LeaveTypes } from '../../lib/leave-types';
import { AcceptButton, DeclineButton, type DecideProps } from './decision-buttons';
import { requestFrom, requestNotes, requestTo } from './format';
import { RequestTypeChip, StatusChip } from './leave-status';
import { RequestDetails, type ContextProps } from './request-details';

type CardProps = ContextProps & DecideProps & { request: LeaveRequestView; types: LeaveTypes };

/** A request on a phone: the table's fields stacked, the buttons in reach without scrolling. */
export function LeaveRequestCard({ request, types, context, ...decide }: CardProps) {
  const { t } = useTranslation('leave');
  const fields: [string, ReactNode][] = [
    [t('leave:handle.column.email'), request.user.email],
    [t('leave:handle.column.type'), <RequestTypeChip types={types} request={request} />],
    [t('leave:handle.column.description'), requestNotes(t, request.notes)],
    [t('leave:handle.column.from_date'), requestFrom(t, request)],
    [t('leave:handle.column.to_date'), requestTo(t, request)],
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={request.user.name}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{request.user.name}</Typography>
          <StatusChip status={request.status} />
        </Stack>
        <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
          {fields.map(([label, value]) => (
            <Stack key={label} direction="row" spacing={1}>
              <Typography component="dt" variant="body2" color="textSecondary" sx={{ minWidth: 88 }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <RequestDetails request={request} context={context} usesAllowance={types.usesAllowance(request.type)} />
        <Stack direction="row" spacing={1}>
          <AcceptButton request={request} {...decide} />
          <DeclineButton request={request} {...decide} />
        </Stack>
      </Stack>
    </Paper>
  );
}
