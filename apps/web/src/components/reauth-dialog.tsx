import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReauthBody } from '@portal/shared';
import { FormDialog } from './form-dialog';
import { ApiError, call } from '../lib/api-client';
import { translateMessage } from '../lib/i18n';

interface ReauthDialogProps {
  /** Someone with a second factor may give a code instead of the password. */
  twoFactor: boolean;
  onConfirmed(): void;
  onCancel(): void;
  /** For someone without a password (Google only): sign out and in again. */
  onSignInAgain(): void;
}

/**
 * docs/product/access.md#recent-sign-in: asks for the password (or a code) again before a sensitive action; a wrong
 * one shows on its field and the dialog stays open.
 */
export function ReauthDialog({ twoFactor, onConfirmed, onCancel, onSignInAgain }: ReauthDialogProps) {
  const { t } = useTranslation('common');
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);
  const field = withCode ? 'code' : 'password';
  const fieldError =
    failure instanceof ApiError && failure.body.errors?.[field]?.[0]
      ? translateMessage(failure.body.errors[field][0])
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const body: ReauthBody = withCode ? { code: value } : { password: value };
      await call('POST /user/reauth', { body });
      onConfirmed();
    } catch (error) {
      setFailure(error as Error);
      setPending(false);
    }
  };

  const switchField = () => {
    setWithCode(!withCode);
    setValue('');
    setFailure(null);
  };

  return (
    <FormDialog
      title={t('common:reauth.title')}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onCancel}
      cancelLabel={t('common:reauth.cancel')}
      submitLabel={t('common:reauth.confirm')}
      submitDisabled={!value || pending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t(twoFactor ? 'common:reauth.text_two_factor' : 'common:reauth.text')}</Typography>
        {failure && !fieldError && <Alert severity="error">{failure.message}</Alert>}
        <TextField
          key={field}
          label={t(withCode ? 'common:reauth.code' : 'common:reauth.password')}
          type={withCode ? 'text' : 'password'}
          autoComplete={withCode ? 'one-time-code' : 'current-password'}
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={!!fieldError}
          helperText={fieldError}
        />
        {twoFactor && (
          <Link component="button" type="button" variant="body2" onClick={switchField} sx={{ alignSelf: 'flex-start' }}>
            {t(withCode ? 'common:reauth.use_password' : 'common:reauth.use_code')}
          </Link>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('common:reauth.no_password')}{' '}
          <Link component="button" type="button" variant="body2" onClick={onSignInAgain}>
            {t('common:reauth.sign_in_again')}
          </Link>
        </Typography>
      </Stack>
    </FormDialog>
  );
}
