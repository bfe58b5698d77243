import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

/**
 * The National Holidays screen's tabs, one route each so that each loads its own chunk (docs/product/time-model.md#calendars,
 * docs/product/leave.md#types).
 */
export const HOLIDAY_ADMIN_PATHS = {
  publicHolidays: '/holidays/nationalholidays',
  locations: '/holidays/nationalholidays/locations',
  leaveTypes: '/holidays/nationalholidays/types',
} as const;

export function HolidayAdminTabs() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const current = Object.values(HOLIDAY_ADMIN_PATHS).find((path) => path === pathname) ?? false;
  return (
    // Three tabs outgrow a phone in German: they scroll sideways there.
    <Tabs
      value={current}
      aria-label={t('common:holiday_tabs.label')}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
    >
      <Tab
        value={HOLIDAY_ADMIN_PATHS.publicHolidays}
        label={t('common:holiday_tabs.public_holidays')}
        component={RouterLink}
        to={HOLIDAY_ADMIN_PATHS.publicHolidays}
      />
      <Tab
        value={HOLIDAY_ADMIN_PATHS.locations}
        label={t('common:holiday_tabs.locations')}
        component={RouterLink}
        to={HOLIDAY_ADMIN_PATHS.locations}
      />
      <Tab
        value={HOLIDAY_ADMIN_PATHS.leaveTypes}
        label={t('common:holiday_tabs.leave_types')}
        component={RouterLink}
        to={HOLIDAY_ADMIN_PATHS.leaveTypes}
      />
    </Tabs>
  );
}
