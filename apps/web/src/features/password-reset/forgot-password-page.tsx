import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { forgotPasswordBody } from '@portal/shared';
import { ApiError } from '../../lib/api-client';
import { textFieldProps } from '../../lib/form';
import { AccountForm } from '../../components/account-card';
import { askForPasswordReset } from './api';
import { useBanner } from './use-banner';

/** docs/product/people-and-clients.md#sign-in Forgot password: an e-mail field, Reset, a link back; the success banner lasts 4 s. */
export default function ForgotPasswordPage() {
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
      showBanner('If an account uses this address, an e-mail with a reset link is on its way.');
    } catch (failure) {
      console.error('Asking for a password reset failed', failure);
      if (failure instanceof ApiError && failure.code === 'TOO_MANY_ATTEMPTS') setError(failure.message);
    }
  });

  return (
    <AccountForm
      title="Forgot password"
      onSubmit={onSubmit}
      success={banner}
      error={error}
      submitLabel="Reset"
      submitDisabled={isSubmitting}
    >
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        autoFocus
        {...textFieldProps(register('email'), errors.email)}
      />
    </AccountForm>
  );
}
