import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveTypeView } from '@portal/shared';
import { useConfirmation } from '../../components/confirm-dialog';
import { LeaveTypeChip } from '../../components/leave-type-chip';
import { QueryState } from '../../components/page-states';
import { DeleteRowButton, EditRowButton } from '../../components/row-buttons';
import { EmptyRow, TableHeadings } from '../../components/table-rows';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { useLeaveTypes } from '../../lib/leave-types';
import { useDeleteLeaveType, useUpdateLeaveType } from './api';
import { LeaveTypeDialog } from './leave-type-dialog';

/** Which dialog is open: none, Add (null) or Edit of a type. */
type Editing = { type: LeaveTypeView | null } | null;

/** What went wrong last: the server's message and, for a type still in use, the type to deactivate instead. */
interface Failure {
  message: string;
  inUse?: LeaveTypeView;
}

/** The company's leave types with their colour, allowance, approval and whether they can still be chosen. */
export function LeaveTypesTable() {
  const { t } = useTranslation('leave-types');
  const headingId = useId();
  const { types, query } = useLeaveTypes();
  const remove = useDeleteLeaveType();
  const update = useUpdateLeaveType();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const setActive = (type: LeaveTypeView, active: boolean) => {
    setFailure(null);
    update.mutate(
      { id: type.id, change: { active } },
      {
        onSuccess: () =>
          toast(
            active
              ? t('leave-types:table.activated', { name: type.name })
              : t('leave-types:table.deactivated', { name: type.name }),
          ),
        onError: (error) => setFailure({ message: error.message }),
      },
    );
  };

  const deletion = useConfirmation<LeaveTypeView>({
    text: (type) => t('leave-types:table.delete_text', { name: type.name }),
    onConfirm: (type) =>
      remove.mutateAsync(type.id).then(
        () => toast(t('leave-types:table.deleted')),
        // docs/product/leave.md#types: LEAVE_TYPE_IN_USE: deactivate it instead.
        (error: Error) =>
          setFailure({
            message: error.message,
            inUse: error instanceof ApiError && error.code === 'LEAVE_TYPE_IN_USE' && type.active ? type : undefined,
          }),
      ),
  });

  return (
    <Paper component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ p: 2, pb: 1, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {t('leave-types:table.heading')}
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            setFailure(null);
            setEditing({ type: null });
          }}
        >
          {t('leave-types:table.add')}
        </Button>
      </Stack>
      <Stack spacing={1} sx={{ px: 2, pb: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {t('leave-types:table.intro')}
        </Typography>
        {failure && (
          <Alert
            severity="error"
            onClose={() => setFailure(null)}
            action={
              failure.inUse && (
                <Button
                  color="inherit"
                  size="small"
                  aria-label={t('leave-types:table.deactivate_label', { name: failure.inUse.name })}
                  onClick={() => setActive(failure.inUse!, false)}
                >
                  {t('leave-types:table.deactivate')}
                </Button>
              )
            }
          >
            {failure.message}
          </Alert>
        )}
        <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => query.refetch()} />
      </Stack>
      {query.data && (
        // A narrow screen scrolls the table sideways: the region takes the focus so keys can scroll it (axe).
        <TableContainer tabIndex={0} role="region" aria-labelledby={headingId}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHeadings
              labels={[
                t('leave-types:table.name'),
                t('leave-types:table.uses_allowance'),
                t('leave-types:table.needs_approval'),
                t('leave-types:table.active'),
                t('leave-types:table.private'),
                t('leave-types:table.actions'),
              ]}
            />
            <TableBody>
              {types.all.length === 0 && (
                <EmptyRow columns={6} sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
                  {t('leave-types:table.empty')}
                </EmptyRow>
              )}
              {types.all.map((type) => (
                <TableRow key={type.id} hover data-type={type.id}>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      <LeaveTypeChip name={type.name} colour={type.color} />
                      {type.private && <PrivateMark t={t} />}
                    </Stack>
                  </TableCell>
                  <TableCell>{yesNo(t, type.uses_allowance)}</TableCell>
                  <TableCell>{yesNo(t, type.needs_approval)}</TableCell>
                  <TableCell>{yesNo(t, type.active)}</TableCell>
                  <TableCell>{yesNo(t, type.private)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <EditRowButton
                      label={t('leave-types:table.edit', { name: type.name })}
                      onClick={() => {
                        setFailure(null);
                        setEditing({ type });
                      }}
                    />
                    <Button
                      size="small"
                      disabled={update.isPending}
                      aria-label={
                        type.active
                          ? t('leave-types:table.deactivate_label', { name: type.name })
                          : t('leave-types:table.activate_label', { name: type.name })
                      }
                      onClick={() => setActive(type, !type.active)}
                    >
                      {type.active ? t('leave-types:table.deactivate') : t('leave-types:table.activate')}
                    </Button>
                    <DeleteRowButton
                      label={t('leave-types:table.delete', { name: type.name })}
                      onClick={() => {
                        setFailure(null);
                        deletion.ask(type);
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && <LeaveTypeDialog type={editing.type} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </Paper>
  );
}

/**
 * docs/product/leave.md#private-absences: a lock beside a private type's name, seen on a phone too, where the table's
 * Private column lies beyond the screen's edge.
 */
function PrivateMark({ t }: { t: TFunction }) {
  return (
    <Box component="span" title={t('leave-types:table.private_marker')} sx={{ display: 'inline-flex' }}>
      <LockIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
    </Box>
  );
}

function yesNo(t: TFunction, value: boolean): string {
  return value ? t('leave-types:table.yes') : t('leave-types:table.no');
}
