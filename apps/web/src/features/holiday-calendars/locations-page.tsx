import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HolidayAdminTabs } from '../../components/holiday-admin-tabs';
import { CalendarsTable } from './calendars-table';

/**
 * National Holidays' Locations tab: the holiday calendars (docs/product/time-model.md#calendars). The portal's time zone
 * and the carry-over day moved to the Settings screen (docs/product/closing.md#settings); a line here leads there.
 */
export default function LocationsPage() {
  const { t } = useTranslation('holiday-calendars');
  return (
    <Stack spacing={2}>
      <HolidayAdminTabs />
      <CalendarsTable />
      <Typography variant="body2">
        <Trans t={t} i18nKey="holiday-calendars:settings_moved" components={{ a: <RouterLink to="/settings" /> }} />
      </Typography>
    </Stack>
  );
}
