import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/form-dialog';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { useDisable } from './api';

/** docs/product/access.md#two-factor: turning it off asks for the password again. */
export function TurnOffDialog({ onClose, onTurnedOff }: { onClose(): void; onTurnedOff(): void }) {
  const { t } = useTranslation('two-factor');
  const disable = useDisable();
  const [password, setPassword] = useState('');
  const failure = disable.error;
  const fieldError =
    failure instanceof ApiError && failure.body.errors?.password?.[0]
      ? translateMessage(failure.body.errors.password[0])
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    disable.mutate({ password }, { onSuccess: onTurnedOff });
  };

  return (
    <FormDialog
      title={t('two-factor:turn_off.title')}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('two-factor:turn_off.cancel')}
      submitLabel={t('two-factor:turn_off.confirm')}
      submitDisabled={!password || disable.isPending}
      submitColor="error"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t('two-factor:turn_off.text')}</Typography>
        {failure && !fieldError && <Alert severity="error">{failure.message}</Alert>}
        <TextField
          label={t('two-factor:turn_off.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={!!fieldError}
          helperText={fieldError}
        />
      </Stack>
    </FormDialog>
  );
}
