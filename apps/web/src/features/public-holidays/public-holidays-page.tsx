import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HolidayAdminTabs } from '../../components/holiday-admin-tabs';
import { QueryState } from '../../components/page-states';
import { holidayCalendarsQuery } from '../../lib/holiday-calendars';
import { DaysAvailableForm } from './days-available-form';
import { HolidayImport } from './holiday-import';
import { PublicHolidaysForm } from './public-holidays-form';
import { PublicHolidaysTable, type YearFilter } from './public-holidays-table';

/**
 * docs/product/leave.md#public-holidays National holidays and days-off administration, with the import of docs/product/leave.md#holiday-import,
 * one holiday calendar (location) at a time (docs/product/time-model.md#calendars).
 */
export default function PublicHolidaysPage() {
  const { t } = useTranslation('public-holidays');
  const calendars = useQuery(holidayCalendarsQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  // The table follows what was just saved, so the admin sees it land.
  const [year, setYear] = useState<YearFilter>(() => new Date().getFullYear());
  const calendar = calendars.data?.find((candidate) => candidate.id === chosen) ?? calendars.data?.[0];

  return (
    <Stack spacing={2}>
      <HolidayAdminTabs />
      <QueryState isLoading={calendars.isLoading} error={calendars.error} onRetry={() => calendars.refetch()} />
      {calendar && (
        <>
          <TextField
            select
            size="small"
            label={t('public-holidays:calendar.label')}
            value={calendar.id}
            onChange={(event) => setChosen(Number(event.target.value))}
            sx={{ maxWidth: 320 }}
          >
            {calendars.data!.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <PublicHolidaysForm calendarId={calendar.id} onCreated={setYear} />
            <Stack spacing={2}>
              <DaysAvailableForm />
              <HolidayImport key={calendar.id} calendar={calendar} onSaved={setYear} />
            </Stack>
          </Box>
          <PublicHolidaysTable calendarId={calendar.id} year={year} onYearChange={setYear} />
        </>
      )}
    </Stack>
  );
}
