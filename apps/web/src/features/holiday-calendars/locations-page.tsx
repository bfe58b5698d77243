import Stack from '@mui/material/Stack';
import { HolidayAdminTabs } from '../../components/holiday-admin-tabs';
import { CalendarsTable } from './calendars-table';
import { TimeZoneCard } from './time-zone-card';

/** National Holidays' Locations tab: the holiday calendars and the portal's time zone (docs/product/time-model.md#calendars, #time-zone). */
export default function LocationsPage() {
  return (
    <Stack spacing={2}>
      <HolidayAdminTabs />
      <CalendarsTable />
      <TimeZoneCard />
    </Stack>
  );
}
