import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { holidayCalendarBody, type HolidayCalendarBody, type HolidayCalendarView } from '@portal/shared';
import type { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { useToast } from '../../components/toast';
import { textFieldProps, useSubmitShowingRefusal } from '../../lib/form';
import { holidayCountriesQuery, useCountriesShown } from '../../lib/holiday-countries';
import { useCreateCalendar, useUpdateCalendar } from './api';

type FormInput = z.input<typeof holidayCalendarBody>;

/** Add or edit a location: a name and, optionally, the country and region its public holidays come from. */
export function CalendarDialog({ calendar, onClose }: { calendar: HolidayCalendarView | null; onClose(): void }) {
  const { t } = useTranslation('holiday-calendars');
  const create = useCreateCalendar();
  const update = useUpdateCalendar();
  const toast = useToast();
  const countries = useQuery(holidayCountriesQuery());
  const options = useCountriesShown(countries.data);
  const form = useForm<FormInput, unknown, HolidayCalendarBody>({
    resolver: zodResolver(holidayCalendarBody),
    defaultValues: { name: calendar?.name ?? '', country: calendar?.country ?? null, region: calendar?.region ?? null },
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const countryCode = useWatch({ control, name: 'country' });
  const regions = options.find((option) => option.code === countryCode)?.regions ?? [];

  const { onSubmit, serverError } = useSubmitShowingRefusal(form, [], async (body) => {
    if (calendar) await update.mutateAsync({ id: calendar.id, body });
    else await create.mutateAsync(body);
    toast(calendar ? t('holiday-calendars:dialog.updated') : t('holiday-calendars:dialog.created'));
    onClose();
  });

  return (
    <FormDialog
      title={
        calendar
          ? t('holiday-calendars:dialog.edit_title', { name: calendar.name })
          : t('holiday-calendars:dialog.add_title')
      }
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('holiday-calendars:dialog.cancel')}
      submitLabel={t('holiday-calendars:dialog.save')}
      submitDisabled={isSubmitting}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField
          label={t('holiday-calendars:fields.name')}
          required
          autoFocus
          {...textFieldProps(register('name'), errors.name)}
        />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Autocomplete
              options={options}
              value={options.find((option) => option.code === field.value) ?? null}
              loading={countries.isLoading}
              getOptionLabel={(option) =>
                t('holiday-calendars:fields.country_option', { name: option.name, code: option.code })
              }
              getOptionKey={(option) => option.code}
              isOptionEqualToValue={(option, value) => option.code === value.code}
              onChange={(_event, next) => {
                field.onChange(next?.code ?? null);
                setValue('region', null);
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('holiday-calendars:fields.country')}
                  helperText={t('holiday-calendars:fields.country_hint')}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="region"
          render={({ field }) => (
            <TextField
              select
              label={t('holiday-calendars:fields.region')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              disabled={regions.length === 0}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{t('holiday-calendars:fields.whole_country')}</MenuItem>
              {regions.map((region) => (
                <MenuItem key={region.code} value={region.code}>
                  {region.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
