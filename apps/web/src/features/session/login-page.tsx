import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { OutlinedTextField } from '../../components/outlined-text-field';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { login } from './api';
import { GoogleSignInLink } from './google-sign-in-link';
import { useSession } from './session-context';
import { useLoginForm } from './use-login-form';

/**
 * Login at / (docs/product/people-and-clients.md#sign-in), with the error display of docs/product/http-contract.md#screen-messages
 * and the language switch. The schema's messages are catalogue keys; the server's come in the language shown.
 */
export default function LoginPage() {
  const { t } = useTranslation('session');
  const { startSession } = useSession();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useLoginForm(async (credentials) => {
    setGeneralError(null);
    try {
      const { access_token } = await login(credentials);
      startSession(access_token);
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? error.body.errors : undefined;
      if (fieldErrors) return { email: fieldErrors.email?.[0], password: fieldErrors.password?.[0] };
      setGeneralError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }} elevation={2}>
        <Typography component="h1" variant="h5" sx={{ mb: 0.5, fontWeight: 600 }}>
          {t('common:app.name')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('session:login.subtitle')}
        </Typography>
        <form onSubmit={form.onSubmit} onInput={form.onInput} noValidate>
          <Stack spacing={2}>
            {generalError && <Alert severity="error">{generalError}</Alert>}
            <OutlinedTextField
              label={t('session:login.email')}
              name="email"
              type="email"
              autoComplete="username"
              autoFocus
              fullWidth
              inputRef={form.fields.email}
              error={Boolean(form.errors.email)}
              helperText={form.errors.email && translateMessage(form.errors.email)}
            />
            <OutlinedTextField
              label={t('session:login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              fullWidth
              inputRef={form.fields.password}
              error={Boolean(form.errors.password)}
              helperText={form.errors.password && translateMessage(form.errors.password)}
            />
            <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
              {t('session:login.submit')}
            </Button>
            <GoogleSignInLink onError={setGeneralError} />
            <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'center' }}>
              {t('session:login.forgot_password')}
            </Link>
          </Stack>
        </form>
        <LanguageSwitch />
      </Paper>
    </Box>
  );
}
