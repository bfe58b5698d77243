import Stack from '@mui/material/Stack';
import { HolidayAdminTabs } from '../../components/holiday-admin-tabs';
import { LeaveTypesTable } from './leave-types-table';

/** National Holidays' Leave Types tab: the company's leave types as data (docs/product/leave.md#types). */
export default function LeaveTypesPage() {
  return (
    <Stack spacing={2}>
      <HolidayAdminTabs />
      <LeaveTypesTable />
    </Stack>
  );
}
