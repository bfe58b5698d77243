import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberSelect } from '../../components/small-select';
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
        <NumberSelect
          label={t('settings:reminder.weekday')}
          value={weekday}
          options={WEEKDAYS}
          onChange={setWeekday}
          optionLabel={(option) => weekdayName(option - 1, 'long')}
          minWidth={200}
          describedBy={hintId}
        />
        <NumberSelect
          label={t('settings:reminder.hour')}
          value={hour}
          options={HOURS}
          onChange={setHour}
          optionLabel={clock}
          minWidth={120}
        />
      </Stack>
    </SettingForm>
  );
}
