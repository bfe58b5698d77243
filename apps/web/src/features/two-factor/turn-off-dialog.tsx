import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { useDisable } from './api';

/** docs/product/access.md#two-factor: turning it off asks for the password again. */
export function TurnOffDialog({ onClose, onTurnedOff }: { onClose(): void; onTurnedOff(): void }) {
  const { t } = useTranslation('two-factor');
  const titleId = useId();
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
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('two-factor:turn_off.title')}</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('two-factor:turn_off.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!password || disable.isPending}>
            {t('two-factor:turn_off.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
