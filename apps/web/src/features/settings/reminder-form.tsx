import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../../lib/format';
import { SettingForm, useSettingSave } from './setting-form';

/** 1 (Monday) … 7 (Sunday), as `reminder_weekday` counts them. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** docs/product/closing.md#reminders: the weekly reminder's day and hour. PATCH /settings {reminder_weekday, reminder_hour}. */
export function ReminderForm({ weekday: savedWeekday, hour: savedHour }: { weekday: number; hour: number }) {
  const { t } = useTranslation('settings');
  const hintId = useId();
  const save = useSettingSave('reminder_weekday', t('settings:reminder.saved'));
  const [weekday, setWeekday] = useState(savedWeekday);
  const [hour, setHour] = useState(savedHour);
  const unchanged = weekday === savedWeekday && hour === savedHour;

  return (
    <SettingForm
      heading={t('settings:reminder.heading')}
      hint={t('settings:reminder.hint')}
      hintId={hintId}
      error={save.error ?? save.fieldError}
      canSave={!unchanged && !save.pending}
      saveLabel={t('settings:reminder.save')}
      onSubmit={() => save.submit({ reminder_weekday: weekday, reminder_hour: hour })}
    >
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
    </SettingForm>
  );
}
