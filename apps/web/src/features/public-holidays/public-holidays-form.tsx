import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { localIsoDate, nationalHolidaysBody } from '@portal/shared';
import type { z } from 'zod';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { textFieldProps } from '../../lib/form';
import { translateMessage } from '../../lib/i18n';
import { MultiDatePicker } from './multi-date-picker';
import { useCreatePublicHolidays } from './api';

/** docs/product/time-and-week.md#constants: "The default national holiday title is 'National Holidays'." */
const DEFAULT_TITLE = 'National Holidays';
const SAVE_FAILED = 'Invalid date or the date specified is already recognized as a national holiday.';

type FormInput = z.input<typeof nationalHolidaysBody>;
type FormOutput = z.output<typeof nationalHolidaysBody>;

const defaults = (): FormInput => ({ title: DEFAULT_TITLE, dates: [localIsoDate(new Date())] });

/** docs/product/leave.md#public-holidays: several dates (today by default) and one title, Save and Reset. */
export function PublicHolidaysForm({ onCreated }: { onCreated(year: number): void }) {
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
    defaultValues: defaults(),
  });

  const resetAll = () => {
    reset(defaults());
    setMonth(new Date());
    setError(null);
  };

  const onSubmit = handleSubmit((body) => {
    setError(null);
    create.mutate(body, {
      onSuccess: (created) => {
        toast('National Holidays created successfully!');
        if (created[0]) onCreated(Number(created[0].date.slice(0, 4)));
        resetAll();
      },
      onError: (failure) =>
        setError(failure instanceof ApiError && failure.status < 500 ? SAVE_FAILED : failure.message),
    });
  });

  return (
    <Paper sx={{ p: 2 }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Stack spacing={2}>
          <Typography id={headingId} component="h2" variant="h6">
            Add national holidays
          </Typography>
          {error && (
            <Alert severity="error" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          <TextField label="Title" size="small" {...textFieldProps(register('title'), errors.title)} />
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
              Save
            </Button>
            <Button onClick={resetAll}>Reset</Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
