import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { weekdayName } from '../../lib/format';
import { useSaveSettings } from './api';

/** 1 (Monday) … 7 (Sunday), as `reminder_weekday` counts them. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** docs/product/closing.md#reminders: the weekly reminder's day and hour. PATCH /settings {reminder_weekday, reminder_hour}. */
export function ReminderForm({ weekday: savedWeekday, hour: savedHour }: { weekday: number; hour: number }) {
  const { t } = useTranslation('settings');
  const headingId = useId();
  const hintId = useId();
  const save = useSaveSettings();
  const toast = useToast();
  const [weekday, setWeekday] = useState(savedWeekday);
  const [hour, setHour] = useState(savedHour);
  const [error, setError] = useState<string | null>(null);
  const unchanged = weekday === savedWeekday && hour === savedHour;

  const submit = () => {
    setError(null);
    save.mutate(
      { reminder_weekday: weekday, reminder_hour: hour },
      {
        onSuccess: () => toast(t('settings:reminder.saved')),
        onError: (failure) => setError(failure.message),
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
        {t('settings:reminder.heading')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('settings:reminder.weekday')}
          value={weekday}
          onChange={(event) => setWeekday(Number(event.target.value))}
          slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
          sx={{ minWidth: 200 }}
        >
          {WEEKDAYS.map((option) => (
            <MenuItem key={option} value={option}>
              {weekdayName(option - 1, 'long')}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('settings:reminder.hour')}
          value={hour}
          onChange={(event) => setHour(Number(event.target.value))}
          sx={{ minWidth: 120 }}
        >
          {HOURS.map((option) => (
            <MenuItem key={option} value={option}>
              {clock(option)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography id={hintId} variant="body2" color="textSecondary">
        {t('settings:reminder.hint')}
      </Typography>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={unchanged || save.isPending}>
          {t('settings:reminder.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
