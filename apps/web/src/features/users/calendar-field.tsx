import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { holidayCalendarsQuery } from '../../lib/holiday-calendars';

/**
 * A person's location, whose public holidays count for them (docs/product/time-model.md#calendars).
 * Until one is chosen it shows the first, where the server puts a person without a choice.
 */
export function CalendarField({
  value,
  onChange,
  size,
  error,
}: {
  value: number | null | undefined;
  onChange(calendarId: number): void;
  size?: 'small';
  error?: { error: boolean; helperText?: string | undefined };
}) {
  const { t } = useTranslation('users');
  const calendars = useQuery(holidayCalendarsQuery());
  const shown = value ?? calendars.data?.[0]?.id ?? '';
  return (
    <TextField
      select
      size={size}
      label={t('users:fields.holiday_calendar')}
      value={calendars.data ? shown : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={!calendars.data}
      sx={{ minWidth: 200 }}
      {...error}
    >
      {(calendars.data ?? []).map((calendar) => (
        <MenuItem key={calendar.id} value={calendar.id}>
          {calendar.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
