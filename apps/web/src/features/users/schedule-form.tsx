import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '@portal/shared';
import { z } from 'zod';
import { DateField } from '../../components/date-field';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { weekdayName } from '../../lib/format';
import { textFieldProps } from '../../lib/form';
import { useAddSchedule } from './api';
import { hoursOfMinutes, minutesOfHours, WEEK_PRESETS } from './schedule-hours';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The form holds hours as typed (7.5 or 7,5); the body sends minutes (docs/product/time-model.md#schedules). */
const scheduleForm = z.object({
  from_date: z.string().min(1, 'validation:schedule_from_required'),
  hours: z
    .array(z.string().refine((text) => minutesOfHours(text) !== null, 'schedules:form.hours_invalid'))
    .length(WEEKDAYS.length),
});
type ScheduleForm = z.infer<typeof scheduleForm>;

const PRESET_KEYS = {
  full_time: 'schedules:form.preset_full_time',
  four_by_six: 'schedules:form.preset_four_by_six',
} as const satisfies Record<keyof typeof WEEK_PRESETS, string>;

const hoursOf = (minutes: readonly number[]) => minutes.map(hoursOfMinutes);

/** Adds a week valid from a date, starting from `firstWeek` (else full time); the server's field errors land on their fields. */
export function ScheduleForm({ userId, firstWeek }: { userId: number; firstWeek?: readonly number[] | undefined }) {
  const { t } = useTranslation('schedules');
  const headingId = useId();
  const addSchedule = useAddSchedule(userId);
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleForm>({
    resolver: zodResolver(scheduleForm),
    defaultValues: { from_date: localIsoDate(new Date()), hours: hoursOf(firstWeek ?? WEEK_PRESETS.full_time) },
  });

  const applyPreset = (minutes: readonly number[]) =>
    hoursOf(minutes).forEach((hours, day) => setValue(`hours.${day}`, hours, { shouldValidate: true }));

  const onSubmit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      await addSchedule.mutateAsync({ from_date: form.from_date, minutes: form.hours.map((h) => minutesOfHours(h)!) });
      toast(t('schedules:form.saved'));
    } catch (error) {
      setServerError(showFieldErrors(error, setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack spacing={2}>
        <Typography id={headingId} component="h3" variant="subtitle1">
          {t('schedules:form.heading')}
        </Typography>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <DateField
          label={t('schedules:form.from_date')}
          required
          sx={{ maxWidth: 220 }}
          {...textFieldProps(register('from_date'), errors.from_date)}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="textSecondary">
            {t('schedules:form.presets')}
          </Typography>
          {(Object.keys(WEEK_PRESETS) as (keyof typeof WEEK_PRESETS)[]).map((preset) => (
            <Button
              key={preset}
              size="small"
              variant="outlined"
              // Not in capitals: '6 h' is a unit, '6 H' is not.
              sx={{ textTransform: 'none' }}
              onClick={() => applyPreset(WEEK_PRESETS[preset])}
            >
              {t(PRESET_KEYS[preset])}
            </Button>
          ))}
        </Stack>
        <Box
          role="group"
          aria-label={t('schedules:form.hours_group')}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', sm: 'repeat(7, 1fr)' },
          }}
        >
          {WEEKDAYS.map((day) => (
            <TextField
              key={day}
              size="small"
              label={weekdayName(day)}
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  'aria-label': t('schedules:form.hours_of', { weekday: weekdayName(day, 'long') }),
                },
              }}
              {...textFieldProps(register(`hours.${day}`), errors.hours?.[day])}
            />
          ))}
        </Box>
        <Typography variant="body2" color="textSecondary">
          {t('schedules:form.hours_hint')}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('schedules:form.saving') : t('schedules:form.save')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/**
 * Puts the server's field errors on the fields (`from_date`, `minutes.3` → Thursday's hours) and
 * answers the message to show above the form, if any is left.
 */
function showFieldErrors(error: unknown, setError: UseFormSetError<ScheduleForm>): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  let placed = false;
  for (const [field, [message]] of Object.entries(error.body.errors ?? {})) {
    const day = /^minutes\.(\d)$/.exec(field)?.[1];
    if (field === 'from_date') setError('from_date', { message });
    else if (day !== undefined) setError(`hours.${Number(day)}`, { message });
    else continue;
    placed = true;
  }
  return placed ? null : error.message;
}
