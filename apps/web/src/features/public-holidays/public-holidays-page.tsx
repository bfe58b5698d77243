import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DaysAvailableForm } from './days-available-form';
import { HolidayImport } from './holiday-import';
import { PublicHolidaysForm } from './public-holidays-form';
import { PublicHolidaysTable, type YearFilter } from './public-holidays-table';

/** docs/product/leave.md#public-holidays National holidays and days-off administration, with the import of docs/product/leave.md#holiday-import. */
export default function PublicHolidaysPage() {
  // The table follows what was just saved, so the admin sees it land.
  const [year, setYear] = useState<YearFilter>(() => new Date().getFullYear());
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <PublicHolidaysForm onCreated={setYear} />
        <Stack spacing={2}>
          <DaysAvailableForm />
          <HolidayImport onSaved={setYear} />
        </Stack>
      </Box>
      <PublicHolidaysTable year={year} onYearChange={setYear} />
    </Stack>
  );
}
