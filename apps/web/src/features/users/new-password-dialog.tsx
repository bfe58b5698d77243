import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChangeBody, PASSWORDS_MUST_MATCH, type PasswordChangeBody, type UserListItem } from '@portal/shared';
import { FormDialog } from '../../components/form-dialog';
import { useToast } from '../../components/toast';
import { confirmationMessage, textFieldProps } from '../../lib/form';
import { translateMessage } from '../../lib/i18n';
import { useSetPassword } from './api';

/** docs/product/people-and-clients.md#users-screen New Password dialog, with the password rules of docs/product/http-contract.md#validation. */
export function NewPasswordDialog({ user, onClose }: { user: UserListItem; onClose(): void }) {
  const { t } = useTranslation('users');
  const setPassword = useSetPassword();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<PasswordChangeBody>({
    resolver: zodResolver(passwordChangeBody),
    defaultValues: { password: '', password_confirmation: '' },
    mode: 'onChange',
  });
  const [password, confirmation] = useWatch({ control, name: ['password', 'password_confirmation'] });
  const confirmationError = confirmationMessage(
    password,
    confirmation,
    errors.password_confirmation?.message,
    PASSWORDS_MUST_MATCH,
  );
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
        <TextField
          label={t('users:fields.password')}
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('password'), errors.password)}
        />
        <TextField
          label={t('users:fields.confirm_password')}
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('password_confirmation'))}
          error={!!confirmationError}
          helperText={confirmationError && translateMessage(confirmationError)}
        />
      </Stack>
    </FormDialog>
  );
}
