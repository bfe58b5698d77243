import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { useSaveSettings } from './api';

/**
 * docs/product/closing.md#locks: the lock date ("YYYY-MM-DD"): every work log and home-office day on or before it is
 * locked; "No lock" clears it. PATCH /settings {locked_until}.
 */
export function LockDateForm({ saved }: { saved: string | null }) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const hintId = useId();
  const save = useSaveSettings();
  const toast = useToast();
  const [date, setDate] = useState(saved ?? '');
  const [error, setError] = useState<string | null>(null);
  const chosen = date === '' ? null : date;

  const submit = () => {
    setError(null);
    save.mutate(
      { locked_until: chosen },
      {
        onSuccess: () => toast(t('settings:lock.saved')),
        onError: (failure) => {
          const fieldMessage = failure instanceof ApiError ? failure.body.errors?.locked_until?.[0] : undefined;
          setError(fieldMessage ? translateMessage(fieldMessage) : failure.message);
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={headingId}
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('settings:lock.heading')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="date"
          size="small"
          label={t('settings:lock.label')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': hintId } }}
          sx={{ minWidth: 220 }}
        />
        <Button onClick={() => setDate('')} disabled={date === ''}>
          {t('settings:lock.clear')}
        </Button>
      </Stack>
      <Typography id={hintId} variant="body2" color="textSecondary">
        {chosen === null && `${t('settings:lock.none')} `}
        {t('settings:lock.hint')}
      </Typography>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={chosen === saved || save.isPending}>
          {t('settings:lock.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
