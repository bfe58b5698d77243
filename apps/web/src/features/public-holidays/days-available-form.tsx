import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Role } from '@portal/shared';
import { z } from 'zod';
import { useToast } from '../../components/toast';
import { usersQuery } from '../../lib/directory';
import { fieldError, textFieldProps } from '../../lib/form';
import { useSetAllowance } from './api';

const EMPTY = 'public-holidays:days_off.empty';

/** docs/product/leave.md#allowances: year and a number are required, digits only (the server checks the same). */
const daysOffForm = z.object({
  year: z.string().min(1, EMPTY),
  user: z.string().min(1, EMPTY),
  total: z
    .string()
    .trim()
    .min(1, EMPTY)
    .regex(/^\d+$/, 'public-holidays:days_off.digits_only')
    .refine((total) => Number(total) <= 366, 'public-holidays:days_off.max_days'),
});
type DaysOffForm = z.infer<typeof daysOffForm>;

interface Choice {
  value: string;
  label: string;
}

/** docs/product/leave.md#allowances: a year (previous, current, next), a person or 'All', and the days off. */
export function DaysAvailableForm() {
  const { t } = useTranslation('public-holidays');
  const headingId = useId();
  const thisYear = new Date().getFullYear();
  const years = [thisYear - 1, thisYear, thisYear + 1].map(String);
  const users = useQuery(usersQuery('active'));
  const choices: Choice[] = [
    { value: 'all', label: t('public-holidays:days_off.all') },
    ...(users.data ?? [])
      .filter((user) => user.role_id !== Role.CLIENT)
      .map((user) => ({ value: String(user.id), label: user.name })),
  ];
  const save = useSetAllowance();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DaysOffForm>({
    resolver: zodResolver(daysOffForm),
    defaultValues: { year: String(thisYear), user: '', total: '' },
  });

  const onSubmit = handleSubmit((form) => {
    setError(null);
    const body = {
      year: Number(form.year),
      total: Number(form.total),
      user: form.user === 'all' ? 'all' : Number(form.user),
    } as const;
    save.mutate(body, {
      onSuccess: (result) => toast(result.message || t('public-holidays:days_off.done')),
      onError: (failure) => setError(failure.message),
    });
  });

  return (
    <Paper sx={{ p: 2 }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Stack spacing={2}>
          <Typography id={headingId} component="h2" variant="h6">
            {t('public-holidays:days_off.heading')}
          </Typography>
          {error && (
            <Alert severity="error" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          <Controller
            control={control}
            name="year"
            render={({ field }) => (
              <TextField
                select
                label={t('public-holidays:days_off.year')}
                size="small"
                {...field}
                inputRef={field.ref}
                {...fieldError(errors.year)}
              >
                {years.map((year) => (
                  <MenuItem key={year} value={year}>
                    {year}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="user"
            render={({ field }) => (
              <Autocomplete<Choice>
                options={choices}
                value={choices.find((choice) => choice.value === field.value) ?? null}
                loading={users.isLoading}
                getOptionLabel={(choice) => choice.label}
                getOptionKey={(choice) => choice.value}
                isOptionEqualToValue={(option, value) => option.value === value.value}
                onChange={(_event, choice) => field.onChange(choice?.value ?? '')}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('public-holidays:days_off.user')}
                    size="small"
                    {...fieldError(errors.user)}
                  />
                )}
              />
            )}
          />
          <TextField
            label={t('public-holidays:days_off.days')}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            {...textFieldProps(register('total'), errors.total)}
          />
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('public-holidays:days_off.submit')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
