import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@portal/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useToast } from '../../components/toast';
import { AddUserForm } from './add-user-form';
import { useDeactivateUser, useResetTwoFactor } from './api';
import type { Dialogs } from './dialogs';
import { ManageClientsDialog } from './manage-clients-dialog';
import { NewPasswordDialog } from './new-password-dialog';
import { ScheduleDialog } from './schedule-dialog';

interface UsersDialogsProps {
  dialog: Dialogs;
  /** The people on the page: the clients dialog follows its person's row as it changes. */
  shown: UserListItem[];
  onClose(): void;
}

/** docs/product/people-and-clients.md#users-screen's dialogs: Add User, Confirm Deactivate, the two-factor reset, new password, the person's clients, their working time. */
export function UsersDialogs({ dialog, shown, onClose }: UsersDialogsProps) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const deactivate = useDeactivateUser();
  const resetTwoFactor = useResetTwoFactor();
  const addTitleId = useId();
  const managing = dialog.kind === 'clients' ? shown.find((user) => user.id === dialog.userId) : undefined;

  const confirmDeactivate = (user: UserListItem) =>
    deactivate.mutate(user.id, {
      onSuccess: () => toast(t('users:deactivate.done')),
      onError: (error) => toast(error.message, 'error'),
      onSettled: onClose,
    });

  const confirmReset = (user: UserListItem) =>
    resetTwoFactor.mutate(user.id, {
      onSuccess: () => toast(t('users:reset_two_factor.done', { name: user.name })),
      onError: (error) => toast(error.message, 'error'),
      onSettled: onClose,
    });

  return (
    <>
      <Dialog open={dialog.kind === 'add'} onClose={onClose} aria-labelledby={addTitleId} fullWidth maxWidth="sm">
        <DialogTitle id={addTitleId}>{t('users:add.title')}</DialogTitle>
        <DialogContent>
          <AddUserForm onDone={onClose} onCancel={onClose} />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={dialog.kind === 'deactivate'}
        title={t('users:deactivate.title')}
        text={dialog.kind === 'deactivate' ? t('users:deactivate.text', { name: dialog.user.name }) : ''}
        confirmLabel={t('users:deactivate.confirm')}
        busy={deactivate.isPending}
        onCancel={onClose}
        onConfirm={() => dialog.kind === 'deactivate' && confirmDeactivate(dialog.user)}
      />
      <ConfirmDialog
        open={dialog.kind === 'reset-two-factor'}
        title={t('users:reset_two_factor.title')}
        text={dialog.kind === 'reset-two-factor' ? t('users:reset_two_factor.text', { name: dialog.user.name }) : ''}
        confirmLabel={t('users:reset_two_factor.confirm')}
        busy={resetTwoFactor.isPending}
        onCancel={onClose}
        onConfirm={() => dialog.kind === 'reset-two-factor' && confirmReset(dialog.user)}
      />
      {dialog.kind === 'password' && <NewPasswordDialog user={dialog.user} onClose={onClose} />}
      {managing && <ManageClientsDialog user={managing} onClose={onClose} />}
      {dialog.kind === 'schedule' && <ScheduleDialog user={dialog.user} onClose={onClose} />}
    </>
  );
}
