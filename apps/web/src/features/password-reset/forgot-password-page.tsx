import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useState } from 'react';
import { forgotPasswordBody } from '@portal/shared';
import { ApiError } from '../../lib/api-client';
import { textFieldProps } from '../../lib/form';
import { AccountCard } from '../../components/account-card';
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
    <AccountCard title="Forgot password">
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {banner && (
            <Alert severity="success" role="status">
              {banner}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus
            {...textFieldProps(register('email'), errors.email)}
          />
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Reset
          </Button>
          <Link component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
            Back to login
          </Link>
        </Stack>
      </form>
    </AccountCard>
  );
}
