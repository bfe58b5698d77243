import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Role } from '@portal/shared';
import { z } from 'zod';
import { DismissibleError } from '../../components/dismissible-error';
import { useToast } from '../../components/toast';
import { usersQuery } from '../../lib/directory';
import { fieldError, textFieldProps } from '../../lib/form';
import { formatNumber } from '../../lib/format';
import { useSetAllowance } from './api';
import { ProRataSuggestion } from './pro-rata-suggestion';

const EMPTY = 'public-holidays:days_off.empty';

/** Days as typed: whole or with one decimal, after a point or a comma (12.5, 12,5). */
const TYPED_DAYS = /^\d{1,3}([.,]\d)?$/;
const typedDays = (typed: string) => Number(typed.trim().replace(',', '.'));

/**
 * docs/product/leave.md#allowances: year and a number are required, digits only, in whole or half days
 * (docs/product/leave.md#balances: 12.5 is an allowance); the server checks the same.
 */
const daysOffForm = z.object({
  year: z.string().min(1, EMPTY),
  user: z.string().min(1, EMPTY),
  total: z
    .string()
    .trim()
    .min(1, EMPTY)
    .regex(TYPED_DAYS, 'public-holidays:days_off.digits_only')
    .refine((total) => Number.isInteger(typedDays(total) * 2), 'validation:allowance_half_days')
    .refine((total) => typedDays(total) <= 366, 'public-holidays:days_off.max_days'),
});

/** The days typed, when they are an allowance the server takes. */
function validDays(typed: string): number | null {
  if (!TYPED_DAYS.test(typed.trim())) return null;
  const days = typedDays(typed);
  return Number.isInteger(days * 2) && days <= 366 ? days : null;
}
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
    setValue,
    formState: { errors },
  } = useForm<DaysOffForm>({
    resolver: zodResolver(daysOffForm),
    defaultValues: { year: String(thisYear), user: '', total: '' },
  });
  const [year, user, total] = useWatch({ control, name: ['year', 'user', 'total'] });
  /** The suggestion last put in the field, and the full year's days it was worked out from. */
  const [accepted, setAccepted] = useState<{ from: number; typed: string } | null>(null);
  // docs/product/leave.md#pro-rata: for one person, a year and a full year's days; once a suggestion is in the field,
  // it is still worked out from the days it came from.
  const fullYear = accepted && accepted.typed === total ? accepted.from : validDays(total);
  const person = user && user !== 'all' ? choices.find((choice) => choice.value === user) : undefined;

  const onSubmit = handleSubmit((form) => {
    setError(null);
    const body = {
      year: Number(form.year),
      total: typedDays(form.total),
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
          <DismissibleError message={error} onDismiss={() => setError(null)} />
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
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 5 } }}
            {...textFieldProps(register('total'), errors.total)}
          />
          {person && year && fullYear !== null && (
            <ProRataSuggestion
              userId={Number(person.value)}
              name={person.label}
              year={Number(year)}
              total={fullYear}
              onUse={(days) => {
                const typed = formatNumber(days, { useGrouping: false });
                setAccepted({ from: fullYear, typed });
                setValue('total', typed, { shouldValidate: true });
              }}
            />
          )}
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
