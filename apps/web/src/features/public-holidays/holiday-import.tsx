import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/page-states';
import { holidayCountriesQuery, useCountriesShown } from '../../lib/holiday-countries';
import { ImportPreview } from './import-preview';
import type { HolidayCalendarView, HolidayCountry } from '@portal/shared';
import { importPreviewQuery, type ImportQuery } from './api';

const YEAR = /^\d{4}$/;

/**
 * docs/product/leave.md#holiday-import: a country's (and region's) public holidays of a year, previewed, then saved into
 * the chosen calendar, whose country and region it starts from (docs/product/time-model.md#calendars).
 */
export function HolidayImport({ calendar, onSaved }: { calendar: HolidayCalendarView; onSaved(year: number): void }) {
  const calendarId = calendar.id;
  const { t } = useTranslation('public-holidays');
  const headingId = useId();
  const countries = useQuery(holidayCountriesQuery());
  const options = useCountriesShown(countries.data);
  const [countryCode, setCountryCode] = useState(calendar.country);
  const country = options.find((option) => option.code === countryCode) ?? null;
  const [region, setRegion] = useState(calendar.region ?? '');
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [query, setQuery] = useState<ImportQuery | null>(null);
  const [touched, setTouched] = useState(false);
  const preview = useQuery(importPreviewQuery(query));

  const yearError =
    !YEAR.test(year) || Number(year) < 1900 || Number(year) > 2099
      ? t('public-holidays:import.year_error', { min: 1900, max: 2099 })
      : null;
  const countryError = country ? null : t('public-holidays:import.country_error');

  const ask = () => {
    setTouched(true);
    if (yearError || !country) return;
    setQuery({ country: country.code, region, year: Number(year), calendarId });
  };

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('public-holidays:import.heading')}
        </Typography>
        <Box
          component="form"
          aria-label={t('public-holidays:import.form_label')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            ask();
          }}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Autocomplete<HolidayCountry>
            options={options}
            value={country}
            loading={countries.isLoading}
            getOptionLabel={(option) =>
              t('public-holidays:import.country_option', { name: option.name, code: option.code })
            }
            getOptionKey={(option) => option.code}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            onChange={(_event, next) => {
              setCountryCode(next?.code ?? null);
              setRegion('');
            }}
            sx={{ gridColumn: '1 / -1' }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('public-holidays:import.country')}
                size="small"
                error={touched && !!countryError}
                helperText={touched ? countryError : undefined}
              />
            )}
          />
          <TextField
            select
            size="small"
            label={t('public-holidays:import.region')}
            value={region}
            onChange={(event) => setRegion(event.target.value)}
            disabled={!country || country.regions.length === 0}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{t('public-holidays:import.whole_country')}</MenuItem>
            {(country?.regions ?? []).map((option) => (
              <MenuItem key={option.code} value={option.code}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('public-holidays:import.year')}
            value={year}
            onChange={(event) => setYear(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            error={touched && !!yearError}
            helperText={touched ? yearError : undefined}
          />
          <Box>
            <Button type="submit" variant="outlined" disabled={preview.isFetching}>
              {t('public-holidays:import.preview')}
            </Button>
          </Box>
        </Box>
        {countries.error && (
          <QueryState isLoading={false} error={countries.error} onRetry={() => countries.refetch()} />
        )}
        {query && (
          <>
            <QueryState isLoading={preview.isLoading} error={preview.error} onRetry={() => preview.refetch()} />
            {preview.data && (
              <ImportPreview
                key={JSON.stringify(query)}
                candidates={preview.data}
                calendarId={query.calendarId}
                onSaved={() => onSaved(query.year)}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
