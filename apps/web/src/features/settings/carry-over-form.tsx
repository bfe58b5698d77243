import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { monthName } from '../../lib/format';
import { useSaveSettings } from './api';

/** The month select's choice for "leftover days never expire". */
const NEVER = 'never';
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The days of `month` in a leap year: 29 February is a carry-over day too (docs/product/leave.md#carry-over). */
const daysOf = (month: number) => new Date(Date.UTC(2000, month, 0)).getUTCDate();
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * docs/product/leave.md#carry-over: the last day of a year on which last year's leftover days can be taken ("MM-DD"),
 * or never; PATCH /settings {carry_over_until}.
 */
export function CarryOverForm({ saved }: { saved: string | null }) {
  const { t } = useTranslation('settings');
  const labelId = useId();
  const hintId = useId();
  const save = useSaveSettings();
  const toast = useToast();
  const [month, setMonth] = useState<number | typeof NEVER>(saved ? Number(saved.slice(0, 2)) : NEVER);
  const [day, setDay] = useState(saved ? Number(saved.slice(3)) : 31);
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);
  const chosen = month === NEVER ? null : `${pad(month)}-${pad(day)}`;

  const chooseMonth = (next: number | typeof NEVER) => {
    setMonth(next);
    // 31 March becomes 30 April: the day stays inside the month.
    if (next !== NEVER) setDay(Math.min(day, daysOf(next)));
  };

  const submit = () => {
    setError(null);
    save.mutate(
      { carry_over_until: chosen },
      {
        onSuccess: () => toast(t('settings:carry_over.saved')),
        onError: (failure) => {
          const fieldMessage = failure instanceof ApiError ? failure.body.errors?.carry_over_until?.[0] : undefined;
          setError({ field: fieldMessage !== undefined, message: fieldMessage ?? failure.message });
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={labelId}
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography id={labelId} component="h2" variant="h6">
        {t('settings:carry_over.label')}
      </Typography>
      {error && !error.field && <Alert severity="error">{error.message}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('settings:carry_over.month')}
          value={month}
          onChange={(event) => chooseMonth(event.target.value === NEVER ? NEVER : Number(event.target.value))}
          error={error?.field}
          helperText={error?.field ? error.message : undefined}
          slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={NEVER}>{t('settings:carry_over.never')}</MenuItem>
          {MONTHS.map((option) => (
            <MenuItem key={option} value={option}>
              {monthName(option)}
            </MenuItem>
          ))}
        </TextField>
        {month !== NEVER && (
          <TextField
            select
            size="small"
            label={t('settings:carry_over.day')}
            value={day}
            onChange={(event) => setDay(Number(event.target.value))}
            sx={{ minWidth: 120 }}
          >
            {Array.from({ length: daysOf(month) }, (_, index) => index + 1).map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Typography id={hintId} variant="body2" color="textSecondary">
        {t('settings:carry_over.hint')}
      </Typography>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={chosen === saved || save.isPending}>
          {t('settings:carry_over.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
