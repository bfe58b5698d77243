import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBody } from '@portal/shared';
import { ApiError } from '../../lib/api-client';
import { textFieldProps } from '../../lib/form';
import { AccountForm } from '../../components/account-card';
import { askForPasswordReset } from './api';
import { useBanner } from './use-banner';

/** docs/product/people-and-clients.md#sign-in Forgot password: an e-mail field, Reset, a link back; the success banner lasts 4 s. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('password-reset');
  const [banner, showBanner] = useBanner();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setError(null);
    try {
      await askForPasswordReset(body.email);
      reset({ email: '' });
      showBanner(t('password-reset:forgot.sent'));
    } catch (failure) {
      console.error('Asking for a password reset failed', failure);
      if (failure instanceof ApiError && failure.code === 'TOO_MANY_ATTEMPTS') setError(failure.message);
    }
  });

  return (
    <AccountForm
      title={t('password-reset:forgot.title')}
      onSubmit={onSubmit}
      success={banner}
      error={error}
      submitLabel={t('password-reset:forgot.submit')}
      submitDisabled={isSubmitting}
    >
      <TextField
        label={t('password-reset:forgot.email')}
        type="email"
        autoComplete="username"
        autoFocus
        {...textFieldProps(register('email'), errors.email)}
      />
    </AccountForm>
  );
}
