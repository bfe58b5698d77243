import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChangeBody, type PasswordChangeBody, type UserListItem } from '@portal/shared';
import { FormDialog } from '../../components/form-dialog';
import { useToast } from '../../components/toast';
import { useSetPassword } from './api';
import { PasswordFields } from './password-fields';

/** docs/product/people-and-clients.md#users-screen New Password dialog, with the password rules of docs/product/http-contract.md#validation. */
export function NewPasswordDialog({ user, onClose }: { user: UserListItem; onClose(): void }) {
  const { t } = useTranslation('users');
  const setPassword = useSetPassword();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordChangeBody>({
    resolver: zodResolver(passwordChangeBody),
    defaultValues: { password: '', password_confirmation: '' },
    mode: 'onChange',
  });
  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async (body) => {
    try {
      await setPassword.mutateAsync({ id: user.id, body });
      toast(t('users:new_password.done'));
      onClose();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <FormDialog
      title={t('users:new_password.title', { name: user.name })}
      maxWidth="xs"
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('users:new_password.cancel')}
      submitLabel={t('users:new_password.save')}
      submitDisabled={!isValid || isSubmitting}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <PasswordFields form={form} />
      </Stack>
    </FormDialog>
  );
}
