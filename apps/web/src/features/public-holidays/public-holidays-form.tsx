import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localIsoDate, nationalHolidaysBody } from '@portal/shared';
import type { z } from 'zod';
import { DismissibleError } from '../../components/dismissible-error';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { textFieldProps } from '../../lib/form';
import { translateMessage } from '../../lib/i18n';
import { MultiDatePicker } from './multi-date-picker';
import { useCreatePublicHolidays } from './api';

type FormInput = z.input<typeof nationalHolidaysBody>;
type FormOutput = z.output<typeof nationalHolidaysBody>;

/** docs/product/time-and-week.md#constants: "The default national holiday title is 'National Holidays'" (in the language shown). */
const defaults = (title: string): FormInput => ({ title, dates: [localIsoDate(new Date())] });

/** docs/product/leave.md#public-holidays: several dates (today by default) and one title, Save and Reset. */
export function PublicHolidaysForm({ calendarId, onCreated }: { calendarId: number; onCreated(year: number): void }) {
  const { t } = useTranslation('public-holidays');
  const headingId = useId();
  const create = useCreatePublicHolidays();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [month, setMonth] = useState(() => new Date());
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(nationalHolidaysBody),
    defaultValues: defaults(t('public-holidays:form.default_title')),
  });

  const resetAll = () => {
    reset(defaults(t('public-holidays:form.default_title')));
    setMonth(new Date());
    setError(null);
  };

  const onSubmit = handleSubmit((body) => {
    setError(null);
    create.mutate(
      { ...body, calendar_id: calendarId },
      {
        onSuccess: (created) => {
          toast(t('public-holidays:form.created'));
          if (created[0]) onCreated(Number(created[0].date.slice(0, 4)));
          resetAll();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status < 500
              ? t('public-holidays:form.save_failed')
              : failure.message,
          ),
      },
    );
  });

  return (
    <Paper sx={{ p: 2 }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Stack spacing={2}>
          <Typography id={headingId} component="h2" variant="h6">
            {t('public-holidays:form.heading')}
          </Typography>
          <DismissibleError message={error} onDismiss={() => setError(null)} />
          <TextField
            label={t('public-holidays:form.title')}
            size="small"
            {...textFieldProps(register('title'), errors.title)}
          />
          <Controller
            control={control}
            name="dates"
            render={({ field }) => (
              <MultiDatePicker
                value={field.value}
                onChange={field.onChange}
                month={month}
                onMonthChange={setMonth}
                labelledBy={headingId}
              />
            )}
          />
          {errors.dates && (
            <FormHelperText error>
              {translateMessage(errors.dates.message ?? errors.dates.root?.message ?? '')}
            </FormHelperText>
          )}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {t('public-holidays:form.save')}
            </Button>
            <Button onClick={resetAll}>{t('public-holidays:form.reset')}</Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
