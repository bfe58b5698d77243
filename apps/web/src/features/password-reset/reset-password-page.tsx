import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { AccountForm } from '../../components/account-card';
import { resetPassword } from './api';
import { useBanner } from './use-banner';

/** docs/product/people-and-clients.md#sign-in and docs/product/http-contract.md#validation Reset password: e-mail and token from the link; the two fields must match. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('password-reset');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [banner, showBanner] = useBanner();
  // docs/product/http-contract.md#validation: "The two fields must match, otherwise 'Passwords do not match' is shown and Reset is disabled."
  const mismatch = password !== confirmation;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await resetPassword({ email, token, password, password_confirmation: confirmation });
      setPassword('');
      setConfirmation('');
      showBanner(t('password-reset:reset.changed'));
    } catch (failure) {
      console.error('Resetting the password failed', failure);
      setError(
        failure instanceof ApiError
          ? (Object.values(failure.body.errors ?? {})[0]?.[0] ?? failure.message)
          : t('password-reset:reset.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountForm
      title={t('password-reset:reset.title')}
      onSubmit={submit}
      success={banner}
      error={error}
      submitLabel={t('password-reset:reset.submit')}
      submitDisabled={busy || mismatch || !password || !email || !token}
    >
      {(!email || !token) && <Alert severity="warning">{t('password-reset:reset.incomplete_link')}</Alert>}
      <TextField label={t('password-reset:reset.email')} value={email} slotProps={{ input: { readOnly: true } }} />
      <TextField
        label={t('password-reset:reset.new_password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t('password-reset:reset.confirm_password')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={mismatch}
        helperText={mismatch ? t('password-reset:reset.mismatch') : undefined}
      />
    </AccountForm>
  );
}
