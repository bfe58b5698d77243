import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { loginBody, type LoginBody } from '@portal/shared';
import { ApiError } from '../../lib/api-client';
import { textFieldProps } from '../../lib/form';
import { login } from './api';
import { GoogleSignInLink } from './google-sign-in-link';
import { useSession } from './session-context';

/** Login at / (spec §2.3), with the error display of spec §8. */
export default function LoginPage() {
  const { startSession } = useSession();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    setGeneralError(null);
    try {
      const { access_token } = await login(credentials);
      startSession(access_token);
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.status === 400 ? error.body.errors : undefined;
      if (fieldErrors) {
        for (const field of ['email', 'password'] as const) {
          const message = fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
      } else {
        setGeneralError(error instanceof Error ? error.message : String(error));
      }
    }
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }} elevation={2}>
        <Typography component="h1" variant="h5" sx={{ mb: 0.5, fontWeight: 600 }}>
          Staff Portal
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Log in to continue
        </Typography>
        <form onSubmit={onSubmit} noValidate>
          <Stack spacing={2}>
            {generalError && <Alert severity="error">{generalError}</Alert>}
            <TextField
              label="E-mail"
              type="email"
              autoComplete="username"
              autoFocus
              fullWidth
              {...textFieldProps(register('email'))}
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              fullWidth
              {...textFieldProps(register('password'))}
              error={Boolean(errors.password)}
              helperText={errors.password?.message}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              Log in
            </Button>
            <GoogleSignInLink onError={setGeneralError} />
            <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'center' }}>
              Forgot password?
            </Link>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
