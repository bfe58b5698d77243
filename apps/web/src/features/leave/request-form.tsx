import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allowanceLeaveTooLate,
  calendarDays,
  isAdminRole,
  leaveRequestForm,
  requestWorkingDays,
  type LeaveRequestForm,
} from '@portal/shared';
import { LeaveTypeDot } from '../../components/leave-type-chip';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { peopleNamesQuery } from '../../lib/directory';
import { fieldError, numberSelectProps, textFieldProps } from '../../lib/form';
import { formatNumber } from '../../lib/format';
import { i18n, translateMessage } from '../../lib/i18n';
import { useSignedInUser } from '../../lib/signed-in-user';
import { useLeaveTypes } from '../../lib/leave-types';
import { portalSettingsQuery } from '../../lib/portal-settings';
import { useRequestLeave } from './api';
import { BalanceAfter } from './balance-after';
import { DateRangeField } from './date-range-field';
import { HalfDayFields, WHOLE_DAYS } from './half-day-fields';
import { usePersonTime } from './person-time';

/**
 * docs/product/http-contract.md#screen-messages: which server answers are shown as they are; anything else is one general sentence. The
 * answer's code decides (docs/product/http-contract.md#error-codes): taken dates, the balance rule (docs/product/leave.md#balances, it names the days left)
 * and what is wrong with the dates.
 */
export function requestErrorText(error: unknown): string {
  // Called while the form renders: in the language shown now.
  const general = i18n.t('leave:request_form.failed');
  if (!(error instanceof ApiError)) return general;
  switch (error.code) {
    case 'LEAVE_DATES_TAKEN':
    case 'NOT_ENOUGH_DAYS':
      return error.message;
    case 'VALIDATION_FAILED': {
      const dateMessage = error.body.errors?.from_date?.[0] ?? error.body.errors?.to_date?.[0];
      return dateMessage ? withFullStop(dateMessage) : general;
    }
    default:
      return general;
  }
}

/** The error type of a range that ends after the last day Annual leave can be requested for. */
const TOO_LATE = 'too_late';

function withFullStop(sentence: string): string {
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

/** docs/product/leave.md#request-form Holiday request form (docs/product/roles-and-access.md#employees: both admin roles choose the requesting person). */
export function RequestForm({ onDone }: { onDone?(): void }) {
  const { t } = useTranslation('leave');
  const viewer = useSignedInUser();
  const isAdmin = isAdminRole(viewer.role_id);
  const people = useQuery(peopleNamesQuery());
  const { types } = useLeaveTypes();
  const approver = useQuery({ ...portalSettingsQuery(), select: (settings) => settings.leave_approver });
  const request = useRequestLeave();
  const toast = useToast();
  /** The server's refusal, worded while rendering (requestErrorText). */
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LeaveRequestForm>({
    resolver: zodResolver(leaveRequestForm) as Resolver<LeaveRequestForm>,
    defaultValues: { requesting_id: viewer.id, notes: '', ...WHOLE_DAYS },
  });
  const [range, requestingId, fromHalf, toHalf, type] = useWatch({
    control,
    name: ['range', 'requesting_id', 'from_half', 'to_half', 'type'],
  });
  // docs/product/time-model.md#working-days: the requesting person's schedule and their calendar's public holidays, in
  // the three years of the balances (docs/product/leave.md#policy) and whichever years the range spans.
  const thisYear = new Date().getFullYear();
  const years = [
    thisYear - 1,
    thisYear + 1,
    ...(range ? [range.from, range.to] : []).map((day) => Number(day.slice(0, 4))),
  ];
  const person = usePersonTime(requestingId, Math.min(...years), Math.max(...years));
  const span =
    range && range.from <= range.to
      ? { from_date: range.from, to_date: range.to, from_half: fromHalf, to_half: toHalf }
      : null;
  const setHalves = (halves: typeof WHOLE_DAYS) => {
    setValue('from_half', halves.from_half);
    setValue('to_half', halves.to_half);
  };
  const employees = people.data ?? [];
  const rangeMessage = errors.range?.message ?? errors.range?.root?.message;
  const rangeError =
    errors.range?.type === TOO_LATE
      ? t('leave:request_form.too_late', { year: new Date().getFullYear() + 1 })
      : rangeMessage && translateMessage(rangeMessage);
  const errorLine = failure && requestErrorText(failure.error);

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    // docs/product/leave.md#balances: the server refuses it too, by its own clock.
    if (allowanceLeaveTooLate(types.usesAllowance(form.type), form.range.to, new Date().getFullYear()))
      return setError('range', { type: TOO_LATE });
    try {
      await request.mutateAsync({
        requesting_id: form.requesting_id,
        type: form.type,
        from_date: form.range.from,
        to_date: form.range.to,
        from_half: form.from_half,
        to_half: form.to_half,
        notes: form.notes,
        ...(approver.data ? { confirming_id: approver.data.id } : {}),
      });
      toast(t('leave:request_form.requested'));
      reset({ requesting_id: viewer.id, notes: '', ...WHOLE_DAYS });
      onDone?.();
    } catch (error) {
      setFailure({ error });
    }
  });

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <form onSubmit={onSubmit} noValidate aria-label={t('leave:request_form.label')}>
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(200px, 1fr)' } }}
        >
          <Stack spacing={2}>
            {isAdmin ? (
              <Controller
                control={control}
                name="requesting_id"
                render={({ field }) => (
                  <Autocomplete
                    options={employees}
                    value={employees.find((person) => person.id === field.value) ?? null}
                    getOptionLabel={(person) => person.name}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    onChange={(_event, person) => person && field.onChange(person.id)}
                    renderInput={(params) => <TextField {...params} label={t('leave:request_form.requesting_user')} />}
                  />
                )}
              />
            ) : (
              <TextField
                label={t('leave:request_form.requesting_user')}
                value={viewer.name}
                slotProps={{ input: { readOnly: true } }}
              />
            )}
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <TextField
                  select
                  label={t('leave:request_form.type')}
                  {...numberSelectProps(field)}
                  {...fieldError(errors.type)}
                >
                  {/* docs/product/leave.md#types: only active types can be chosen for a new request. */}
                  {types.active.map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                        <LeaveTypeDot colour={option.color} />
                        <span>{option.name}</span>
                      </Stack>
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="range"
              render={({ field }) => (
                <DateRangeField
                  value={field.value}
                  onChange={(picked) => {
                    // New dates start whole: halves chosen for other dates may not fit them (one day, both halves).
                    setHalves(WHOLE_DAYS);
                    field.onChange(picked);
                  }}
                  error={rangeError || undefined}
                />
              )}
            />
            <HalfDayFields range={range} value={{ from_half: fromHalf, to_half: toHalf }} onChange={setHalves} />
            <TextField
              label={t('leave:request_form.notes')}
              multiline
              minRows={2}
              {...textFieldProps(register('notes'), errors.notes)}
            />
            <TextField
              label={t('leave:request_form.confirming')}
              value={approver.data?.name ?? '–'}
              slotProps={{ input: { readOnly: true } }}
            />
            <BalanceAfter
              requestingId={requestingId}
              request={span && type !== undefined ? { ...span, type } : null}
              person={person}
              types={types}
            />
            {errorLine && (
              <Typography color="error" role="alert">
                {errorLine}
              </Typography>
            )}
            <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
              {t('leave:request_form.submit')}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'row', md: 'column' }} spacing={2} sx={{ alignSelf: 'start', '& > *': { flex: 1 } }}>
            <DayCount
              label={t('leave:request_form.working_days')}
              value={span ? requestWorkingDays(span, person.time) : 0}
            />
            <DayCount
              label={t('leave:request_form.calendar_days')}
              value={range && range.from <= range.to ? calendarDays(range.from, range.to) : 0}
            />
          </Stack>
        </Box>
      </form>
    </Paper>
  );
}

function DayCount({ label, value }: { label: string; value: number }) {
  const { t } = useTranslation('leave');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, textAlign: 'center' }}
      role="status"
      aria-label={t('leave:request_form.day_count', { label, value: formatNumber(value) })}
    >
      <Typography variant="h4" component="p">
        {formatNumber(value)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
    </Paper>
  );
}
