import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitch } from './language-switch';

/**
 * The centred card of the pages reached without signing in (docs/product/people-and-clients.md#sign-in), with
 * the language switch under its content.
 */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }} elevation={2}>
        <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
        <LanguageSwitch />
      </Paper>
    </Box>
  );
}

interface AccountFormProps {
  title: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** What the last submit achieved, or why it failed. */
  success: string | null;
  error: string | null;
  submitLabel: string;
  submitDisabled: boolean;
  children: ReactNode;
}

/** A form of the pages reached without signing in: its messages, fields, button and the way back to the login. */
export function AccountForm({
  title,
  onSubmit,
  success,
  error,
  submitLabel,
  submitDisabled,
  children,
}: AccountFormProps) {
  const { t } = useTranslation('common');
  return (
    <AccountCard title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {success && (
            <Alert severity="success" role="status">
              {success}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {children}
          <Button type="submit" variant="contained" disabled={submitDisabled}>
            {submitLabel}
          </Button>
          <Link component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
            {t('common:account.back_to_login')}
          </Link>
        </Stack>
      </form>
    </AccountCard>
  );
}
